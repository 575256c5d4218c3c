import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

const props = {
  type: 'object',
  properties: {
    title: { type: 'string', pattern: patterns.copyKey, description: "The tile's heading, a copy key." },
    links: {
      type: 'array',
      description: 'Links to other sites, in this order.',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', pattern: patterns.id },
          label: { type: 'string', pattern: patterns.copyKey, description: "The link's text, a copy key." },
          description: { type: 'string', pattern: patterns.copyKey, description: 'A line under the link, a copy key.' },
          href: { type: 'string', pattern: patterns.https, description: 'An https address whose host is in externalHosts.links.' },
        },
        required: ['id', 'label', 'href'],
        additionalProperties: false,
      },
    },
    phoneLines: {
      type: 'array',
      description: "Ids of the brand's contact departments shown as phone lines (e.g. nurse-line, behavioral-health), in this order; ids the brand does not have are skipped.",
      items: { type: 'string', pattern: patterns.id },
      uniqueItems: true,
    },
  },
  required: ['title'],
  additionalProperties: false,
} as const;

/** What the careLinks component takes. */
export type CareLinksProps = FromSchema<typeof props>;

/** The `careLinks` widget. */
export const careLinksWidget = defineWidget({
  name: 'careLinks',
  description:
    "A tile of care links: other sites (each an https address on a host in externalHosts.links, opened in a new tab) and the brand's phone lines (contact departments by id, those the brand has). Nothing shows when none is left. Used by /find-care/resources (the provider directory, nurse and behavioral health lines) and the dentist directory of /find-care/find-a-dentist and /passport-dental.",
  component: './CareLinksSection',
  props,
  example: {
    title: 'careOptions.resources.linksTitle',
    links: [
      {
        id: 'find-a-doctor',
        label: 'careOptions.links.findADoctor',
        description: 'careOptions.links.findADoctorDescription',
        href: 'https://www.summithealth.example/find-a-doctor',
      },
    ],
    phoneLines: ['medical'],
  },
});
