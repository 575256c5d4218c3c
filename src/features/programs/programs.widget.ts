import { defineWidget } from '../../manifest/declarations';

/** The `programs` widget. */
export const programsWidget = defineWidget({
  name: 'programs',
  description: 'Up to 6 high-priority programs by displayOrder, and a link to all programs (spec §2).',
  component: './ProgramsTile',
  atHand: true,
});
