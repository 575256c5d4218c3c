import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "The member's subscriber ID (the employee ID for local 598, spec §2) with a copy control, under the page's 'Welcome, {first name}' heading.",
  properties: {
    copyControl: { type: 'boolean', description: 'Show the copy control beside the ID. Defaults to true.' },
  },
  additionalProperties: false,
} as const;

/** What the welcomeBanner component takes. */
export type WelcomeBannerProps = FromSchema<typeof props>;

/** The `welcomeBanner` widget: its props and an example (its component: WelcomeBanner.tsx, loaded by src/app/widget-registry.ts). */
export const welcomeBannerWidget = defineWidget({
  name: 'welcomeBanner',
  props,
  example: { copyControl: true },
});
