import { defineWidget } from '../../manifest/declarations';

/** The `comingSoon` widget. */
export const comingSoonWidget = defineWidget({
  name: 'comingSoon',
  description: "A page's placeholder until its sections are built: 'This page is coming soon.'",
  component: './ComingSoonSection',
});
