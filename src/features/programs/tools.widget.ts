import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

/** The shortcut tools a tools tile may list after its program tools (spec §9). */
export const shortcutNames = ['ebill', 'outlineOfCoverage'] as const;

export const shortcutNameSchema = { type: 'string', enum: shortcutNames } as const;

export type ShortcutName = FromSchema<typeof shortcutNameSchema>;

const props = {
  type: 'object',
  properties: {
    programIds: {
      type: 'array',
      description: 'Program ids shown as tools, in this order (those the member has).',
      items: { type: 'integer', minimum: 1 },
      minItems: 1,
      uniqueItems: true,
    },
    shortcuts: {
      type: 'array',
      description: 'Shortcut tools after the program tools: ebill (id -1) and outlineOfCoverage (id -3).',
      items: shortcutNameSchema,
      uniqueItems: true,
    },
    ebillUrl: {
      type: 'string',
      pattern: patterns.appPathOrHttps,
      description:
        'Where the eBill tool sends the member (a form post carrying the user key): a path of this site, or an https address whose host is in externalHosts.forms. The ebill shortcut shows only with it.',
    },
  },
  required: ['programIds', 'shortcuts'],
  additionalProperties: false,
} as const;

/** What the tools component takes. */
export type ToolsProps = FromSchema<typeof props>;

/** The `tools` widget. */
export const toolsWidget = defineWidget({
  name: 'tools',
  description: 'Tools by program id in the order listed, then the shortcut tools (spec §2, §9).',
  component: './ToolsTile',
  atHand: true,
  props,
  example: { programIds: [1, 33, 37, 93, 8], shortcuts: ['ebill', 'outlineOfCoverage'], ebillUrl: '/ebill/sso' },
});
