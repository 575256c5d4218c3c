import type { SentenceVocabulary } from '../engine/manifest/error-sentences';
import { patternSentence } from './pattern-sentences';

/** The words problem sentences use for the brand manifest and copy files. */
export const manifestVocabulary: SentenceVocabulary = {
  keyNouns: {
    widget: { noun: 'a widget', plural: 'Widgets' },
    fact: { noun: 'a known fact', plural: 'Known facts' },
    use: { noun: 'a named rule', plural: 'Named rules' },
    submenu: { noun: 'a menu', plural: 'Menus' },
    siteMap: { noun: 'a menu', plural: 'Menus' },
    icon: { noun: 'a known icon', plural: 'Icons' },
    action: { noun: 'a known action', plural: 'Actions' },
    type: { noun: 'a known type', plural: 'Types' },
    errorCopy: { noun: 'an error status', plural: 'Error statuses' },
    pages: { noun: 'a page', plural: 'Pages' },
  },
  enumNouns: [{ allows: 'active', noun: 'an eligibility status', plural: 'Eligibility statuses' }],
  patternSentence,
  missingKeyHints: {
    fact: 'A rule is {"all": [...]}, {"any": [...]}, {"not": {...}}, {"use": "<named rule>"} or a condition such as {"fact": "member.isSubscriber"}.',
  },
};
