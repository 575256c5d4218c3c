import type { FromSchema } from 'json-schema-to-ts';
import { defineWidget } from '../../engine/slots/registry';

const props = {
  type: 'object',
  description:
    "Live chat (spec §2, §3 Chat config): where the brand configures it (GET config/chat with displayChat), a 'Chat with us' button that loads the chat from the configured host only when pressed; nothing otherwise.",
  properties: {},
  additionalProperties: false,
} as const;

/** What the ChatLauncher component takes. */
export type ChatLauncherProps = FromSchema<typeof props>;

/** The `chatLauncher` widget (its component: ChatLauncher.tsx, loaded by src/app/widget-registry.ts). */
export const chatLauncherWidget = defineWidget({
  name: 'chatLauncher',
  props,
  example: {},
});
