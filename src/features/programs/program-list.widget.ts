import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    programIds: {
      type: 'array',
      description: 'Only these program ids, in this order (those the member has).',
      items: { type: 'integer', minimum: 1 },
      minItems: 1,
      uniqueItems: true,
    },
    title: {
      type: 'string',
      pattern: patterns.copyKey,
      description: "The section's heading, a copy key (default programs.list.title).",
    },
  },
  additionalProperties: false,
} as const;

/** What the programList component takes. */
export type ProgramListProps = FromSchema<typeof props>;

/** The `programList` widget. */
export const programListWidget = defineWidget({
  name: 'programList',
  description:
    'Programs the member is eligible for as cards, each going where the program goes (spec §2 /benefits/programs). Without programIds: every program by displayOrder; with them: only those ids, in that order (e.g. the care resources of /find-care/resources).',
  component: './ProgramListSection',
  props,
  example: { programIds: [13, 8, 1, 33], title: 'programs.list.title' },
});
