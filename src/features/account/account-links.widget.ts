import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';

const props = {
  type: 'object',
  properties: {
    omit: {
      type: 'array',
      description: 'Ids of Account submenu items not to link (the page the member is on).',
      items: { type: 'string', minLength: 1 },
      uniqueItems: true,
    },
  },
  additionalProperties: false,
} as const;

/** What the accountLinks component takes. */
export type AccountLinksProps = FromSchema<typeof props>;

/** The `accountLinks` widget. */
export const accountLinksWidget = defineWidget({
  name: 'accountLinks',
  description:
    "Quick links to the account pages the member may use: the items of the Account submenu (menus.account) whose rules show, in its order, each with its label, a one-line description (copy accountPages.links.descriptions.<item id>) and its link.",
  component: './AccountLinksSection',
  props,
  example: { omit: ['summary'] },
});
