import { defineWidget } from '../../manifest/declarations';

/** The `chatLauncher` widget. */
export const chatLauncherWidget = defineWidget({
  name: 'chatLauncher',
  description:
    "Live chat (spec §2, §3 Chat config): where the brand configures it (GET config/chat with displayChat), a 'Chat with us' button that loads the chat from the configured host only when pressed; nothing otherwise.",
  component: './ChatLauncher',
});
