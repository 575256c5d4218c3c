import { defineWidget } from '../../manifest/declarations';

/** The `idCardPage` widget. */
export const idCardPageWidget = defineWidget({
  name: 'idCardPage',
  description:
    'The /id-card page: each covered member\'s cards (front and back, per category), download as PDF, email them, ' +
    'request a physical card. Termed members never reach it (the route\'s notTermed guard).',
  component: './IdCardPage',
});
