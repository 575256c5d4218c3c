import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../manifest/declarations';
import { patterns } from '@schemas/generic/patterns';

/**
 * The parts of the member's communication preferences (spec §3 Preferences) a section may show, in page order: the
 * email address, then the sections account/relevant-preferences names (marketing email, paperless EOBs, Medicare
 * materials, eBill paperless statements and notifications).
 */
export const communicationSections = ['email', 'marketingEmail', 'electronicEob', 'medicareMaterials', 'ebill'] as const;

const props = {
  type: 'object',
  properties: {
    title: { type: 'string', pattern: patterns.copyKey, description: "The card's heading, a copy key." },
    sections: {
      type: 'array',
      description:
        'Which parts it shows (shown in the order of the list above): email, marketingEmail, electronicEob (subscribers only), medicareMaterials, ebill. A part that does not apply to the member is left out; without an email address on file the email field is added (the save needs one).',
      items: { type: 'string', enum: communicationSections },
      minItems: 1,
      uniqueItems: true,
    },
  },
  required: ['title', 'sections'],
  additionalProperties: false,
} as const;

/** What the CommunicationPreferencesSection component takes. */
export type CommunicationPreferencesProps = FromSchema<typeof props>;

/** The `communicationPreferences` widget. */
export const communicationPreferencesWidget = defineWidget({
  name: 'communicationPreferences',
  description:
    "An edit-form card of the member's communication preferences (PUT account/preferences): the email address and the preference sections it names, each shown only when account/relevant-preferences says it applies to this member, with spec §5's defaults while a flag is unset. Nothing shows when none applies. Place it once per group of sections (the settings page: 'Email and communication', 'Paperless EOBs', 'eBill paperless and notifications').",
  component: './CommunicationPreferencesSection',
  props,
  example: { title: 'settings.communication.title', sections: ['email', 'marketingEmail', 'medicareMaterials'] },
});
