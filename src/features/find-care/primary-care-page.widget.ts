import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';

const props = {
  type: 'object',
  properties: {
    view: { type: 'string', enum: ['overview', 'member', 'search'], description: 'Which of the three pages.' },
  },
  required: ['view'],
  additionalProperties: false,
} as const;

/** What the primaryCarePage component takes. */
export type PrimaryCarePageProps = FromSchema<typeof props>;

/** The `primaryCarePage` widget. */
export const primaryCarePageWidget = defineWidget({
  name: 'primaryCarePage',
  description:
    'A primary care page (spec §2): `overview` (/find-care/primary-care: each PCP-eligible member, their provider or ' +
    'the prompt to select one, their history, the due date), `member` (/find-care/primary-care/{suffix}: the current ' +
    'provider in full, the pcp/provider 404 falling back to the name) or `search` (/find-care/primary-care/{suffix}/' +
    'search: find providers, select one for this member and others). A suffix outside the family, or a member who ' +
    'may not select on the search page, is the 404 page. One widget for the three pages keeps /home\'s registry small.',
  component: './PrimaryCarePage',
  props,
  example: { view: 'overview' },
});
