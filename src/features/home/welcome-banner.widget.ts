import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';

const props = {
  type: 'object',
  properties: {
    copyControl: { type: 'boolean', description: 'Show the copy control beside the ID. Defaults to true.' },
  },
  additionalProperties: false,
} as const;

/** What the welcomeBanner component takes. */
export type WelcomeBannerProps = FromSchema<typeof props>;

/** The `welcomeBanner` widget. */
export const welcomeBannerWidget = defineWidget({
  name: 'welcomeBanner',
  description:
    "The member's subscriber ID (the employee ID for local 598, spec §2) with a copy control, under the page's 'Welcome, {first name}' heading.",
  component: './WelcomeBanner',
  atHand: true,
  props,
  example: { copyControl: true },
});
