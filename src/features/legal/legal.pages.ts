import { definePages } from '../../manifest/declarations';

/**
 * The notices every brand must publish (issue 30), linked from every footer: public, so a visitor reads them signed
 * in or not, in the minimal layout.
 */
export const legalPages = definePages([
  { path: 'language-assistance', page: 'language-assistance', heading: 'legal.languageAssistance.heading', access: 'public' },
  { path: 'accessibility', page: 'accessibility', heading: 'legal.accessibility.heading', access: 'public' },
]);
