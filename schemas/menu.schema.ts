import { patterns } from './generic/patterns';

/** A navigation item of any menu. Labels are i18n keys; `rule` decides visibility; `labelWhen` swaps the label. */

const ruleRef = { $ref: '#/$defs/rule' } as const;
const copyKey = {
  type: 'string',
  pattern: patterns.copyKey,
  description: 'A copy key from content/ (for example "menu.home").',
} as const;

export const menuNames = [
  'primary',
  'account',
  'benefits',
  'findCare',
  'claims',
  'utility',
  'utilityAnonymous',
  'bottomNav',
] as const;

export const menuActions = ['logout', 'changeGroup'] as const;
export const menuIcons = ['home', 'account', 'benefits', 'findCare', 'claims', 'contact', 'logout', 'login', 'external'] as const;

/**
 * Where a menu item's query parameter takes its value from: `today` is today's date, yyyy-mm-dd, from the app's
 * injected clock (spec §2 "Benefits (summary, with asOfDate parameter)").
 */
export const menuQuerySources = ['today'] as const;

export const menuItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: patterns.id, description: 'Stable id, unique within the menu.' },
    label: copyKey,
    labelWhen: {
      type: 'array',
      description: 'The first entry whose rule holds replaces the label.',
      items: {
        type: 'object',
        properties: { rule: ruleRef, label: copyKey },
        required: ['rule', 'label'],
        additionalProperties: false,
      },
    },
    to: { type: 'string', pattern: patterns.appPath, description: 'A path of this app (for example "/claims"); never another site.' },
    query: {
      type: 'object',
      description: 'Query parameters added to `to`, each filled from a source: "today" is today\'s date, yyyy-mm-dd.',
      propertyNames: { pattern: patterns.queryName },
      additionalProperties: { type: 'string', enum: menuQuerySources },
      minProperties: 1,
    },
    href: { type: 'string', pattern: patterns.https, description: 'An external https address (opens in a new tab); its host must be in externalHosts.links.' },
    action: { type: 'string', enum: menuActions },
    submenu: { type: 'string', enum: menuNames, description: 'The menu shown under this item.' },
    icon: { type: 'string', enum: menuIcons },
    rule: ruleRef,
  },
  required: ['id', 'label'],
  oneOf: [
    { properties: { to: true }, required: ['to'] },
    { properties: { href: true }, required: ['href'] },
    { properties: { action: true }, required: ['action'] },
  ],
  additionalProperties: false,
} as const;

export { copyKey };
