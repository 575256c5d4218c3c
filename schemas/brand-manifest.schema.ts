/**
 * The brand manifest: identity, theme, menus, pages of sections, named rules, alerts, contact data, error copy and
 * feature switches. Which widgets a section may name comes from the widget declarations the app gathers
 * (src/app/generated/widgets.ts): `brandManifestSchemaFor(widgets)` checks each section's props against its own
 * widget's props schema. scripts/generate builds the concrete schema and its validator from them.
 */
import { alertTypeSchema } from './alert-types';
import { errorStatuses } from './error-statuses';
import { featureSwitchNames } from './features';
import { manifestOnlyPatterns } from './generic/manifest-only-patterns';
import { patterns } from './generic/patterns';
import { menuItemSchema, menuNames, copyKey } from './menu.schema';
import { ruleDefinition } from './rule.schema';
import { themeSchema } from './generic/theme.schema';
import { pageIds } from './generated/page-ids';

/** The newest manifest version this app understands (re-exported for existing imports). */
export { CURRENT_SCHEMA_VERSION } from './schema-version';

const ruleRef = { $ref: '#/$defs/rule' } as const;
const id = { type: 'string', pattern: patterns.id } as const;

/** What the manifest schema needs of a widget declaration: its name and its props schema. */
export interface WidgetSchemaSource {
  readonly name: string;
  readonly props: object;
}

/** One section of a page (a home tile is a section of the home page): a registered widget, its props and a rule. */
const sectionSchemaFor = (widgets: readonly WidgetSchemaSource[]) => ({
  type: 'object',
  properties: {
    id: { ...id, description: 'Stable id of the section, unique on the page.' },
    widget: { type: 'string', enum: widgets.map((w) => w.name), description: 'A widget of the registry.' },
    props: { type: 'object' },
    rule: ruleRef,
  },
  required: ['id', 'widget', 'props'],
  additionalProperties: false,
  allOf: widgets.map(({ name, props }) => ({
    if: { properties: { widget: { const: name } }, required: ['widget'] },
    then: { properties: { props } },
  })),
});

const pageSchema = {
  type: 'object',
  properties: { sections: { type: 'array', items: { $ref: '#/$defs/section' } } },
  required: ['sections'],
  additionalProperties: false,
} as const;

const menuSchema = { type: 'array', items: { $ref: '#/$defs/menuItem' } } as const;

export const brandIdentitySchema = {
  type: 'object',
  properties: {
    id,
    name: { type: 'string', minLength: 1 },
    domainId: { type: 'integer', minimum: 1 },
    hosts: {
      type: 'array',
      items: { type: 'string', pattern: patterns.host },
      minItems: 1,
      uniqueItems: true,
      description: 'Host names (no port) that resolve to this brand.',
    },
  },
  required: ['id', 'name', 'domainId', 'hosts'],
  additionalProperties: false,
} as const;

const hostList = (description: string) =>
  ({ type: 'array', items: { type: 'string', pattern: patterns.host }, uniqueItems: true, description }) as const;

export const externalHostsSchema = {
  type: 'object',
  description:
    'The other sites this brand may send members to, by host name (for example "www.example.com"): every https address in the manifest must use a host listed here.',
  properties: {
    links: hostList('Hosts of the https links members open: menus, footer, alerts.'),
    forms: hostList(
      "Hosts the app may post a form to (the eBill address): the page's security policy lets forms go to this site and these hosts only.",
    ),
  },
  additionalProperties: false,
} as const;

export const footerSchema = {
  type: 'object',
  properties: {
    siteMap: { type: 'array', items: { type: 'string', enum: menuNames }, uniqueItems: true },
    copyright: { type: 'array', items: copyKey, minItems: 1 },
    policyLinks: {
      type: 'array',
      items: {
        type: 'object',
        description: 'A link of the footer: to a page of this app (`to`, e.g. the brand\'s notices) or to another site (`href`, opens in a new tab).',
        properties: {
          id,
          label: copyKey,
          to: { type: 'string', pattern: patterns.appPath, description: 'A path of this app (for example "/accessibility"); never another site.' },
          href: { type: 'string', pattern: patterns.https, description: 'An external https address (opens in a new tab); its host must be in externalHosts.links.' },
        },
        required: ['id', 'label'],
        oneOf: [
          { properties: { to: true }, required: ['to'] },
          { properties: { href: true }, required: ['href'] },
        ],
        additionalProperties: false,
      },
    },
    accreditation: {
      type: 'object',
      properties: {
        image: { type: 'string', pattern: patterns.assetPath },
        text: copyKey,
      },
      required: ['image', 'text'],
      additionalProperties: false,
    },
  },
  required: ['siteMap', 'copyright', 'policyLinks'],
  additionalProperties: false,
} as const;

export const contactSchema = {
  type: 'object',
  properties: {
    departments: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          id,
          label: copyKey,
          phone: { type: 'string', pattern: patterns.phone },
          email: { type: 'string', format: 'email' },
          emails: {
            type: 'array',
            minItems: 2,
            description:
              "A department with an email address per region (spec §2: Dental's Alaska and Oregon emails), each with its label's copy; listed after `email`.",
            items: {
              type: 'object',
              properties: { label: copyKey, email: { type: 'string', format: 'email' } },
              required: ['label', 'email'],
              additionalProperties: false,
            },
          },
          hours: copyKey,
          seasons: {
            type: 'array',
            minItems: 1,
            description:
              "Seasonal hours (spec §9, the Medicare brand): each season a range of days of the year in Pacific time, first and last day included (mm-dd; a range may run past December 31), the days it is open and its hours' copy. The page names the season of today.",
            items: {
              type: 'object',
              properties: {
                id,
                from: { type: 'string', pattern: manifestOnlyPatterns.monthDay },
                to: { type: 'string', pattern: manifestOnlyPatterns.monthDay },
                days: { type: 'string', enum: ['everyDay', 'weekdays'] },
                hours: copyKey,
              },
              required: ['id', 'from', 'to', 'days', 'hours'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'label', 'phone', 'hours'],
        additionalProperties: false,
      },
    },
    tty: { type: 'string', pattern: patterns.tty },
  },
  required: ['departments'],
  additionalProperties: false,
} as const;

export const errorCopySchema = {
  type: 'object',
  description: 'Overrides of the error pages copy (spec §8) for this brand, in plain English.',
  propertyNames: { enum: errorStatuses },
  additionalProperties: {
    type: 'object',
    properties: { title: { type: 'string', minLength: 1 }, description: { type: 'string', minLength: 1 } },
    additionalProperties: false,
    minProperties: 1,
  },
} as const;

export const errorLinkSchema = {
  type: 'object',
  properties: { id, label: copyKey, to: { type: 'string', pattern: patterns.appPath } },
  required: ['id', 'label', 'to'],
  additionalProperties: false,
} as const;

export const errorLinksSchema = {
  type: 'object',
  description: "A brand's own links under an error page (spec §8), by status: they replace Home and Customer service.",
  propertyNames: { enum: errorStatuses },
  additionalProperties: { type: 'array', items: errorLinkSchema, minItems: 1 },
} as const;

export const logoutLinksSchema = {
  type: 'array',
  description:
    "The links of the brand's logout page (spec §2, features.logoutPage: return to its dashboard, contact dental customer service, contact the health plan). A contact link names its department's id as the anchor (/contact-us#health-plan).",
  items: errorLinkSchema,
  minItems: 1,
} as const;

/**
 * Signing a member out after inactivity (WCAG 2.2.1, issue 30): after `idleMinutes` without activity the session
 * ends, in the browser and on the member API; `warningMinutes` before, a dialog offers to stay signed in. That the
 * warning comes before the end (warning < idle) is a semantic check (src/manifest/semantic-checks.ts).
 */
export const sessionSchema = {
  type: 'object',
  description: 'When an inactive member is signed out, and how long before a warning offers to stay signed in.',
  properties: {
    idleMinutes: {
      type: 'integer',
      minimum: 2,
      maximum: 120,
      description: 'Minutes without activity after which the member is signed out (2 to 120).',
    },
    warningMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 10,
      description: 'Minutes before that a dialog warns and offers to stay signed in (1 to 10, less than idleMinutes).',
    },
  },
  required: ['idleMinutes', 'warningMinutes'],
  additionalProperties: false,
} as const;

/** What a global alert's button does (spec §3: an alert carries links and buttons). */
export const alertButtonActions = ['dismiss', 'logout', 'changeGroup'] as const;

export const alertLinkSchema = {
  type: 'object',
  description: 'A link under the alert: an app route (to) or an external https address (href, opens in a new tab).',
  properties: { label: copyKey, to: { type: 'string', pattern: patterns.appPath }, href: { type: 'string', pattern: patterns.https } },
  required: ['label'],
  oneOf: [
    { properties: { to: true }, required: ['to'] },
    { properties: { href: true }, required: ['href'] },
  ],
  additionalProperties: false,
} as const;

export const alertButtonSchema = {
  type: 'object',
  description: 'A button under the alert; "dismiss" shows only on a dismissible alert.',
  properties: { label: copyKey, action: { type: 'string', enum: alertButtonActions } },
  required: ['label', 'action'],
  additionalProperties: false,
} as const;

export const alertSchema = {
  type: 'object',
  properties: {
    id,
    type: alertTypeSchema,
    title: copyKey,
    content: copyKey,
    canDismiss: { type: 'boolean' },
    links: { type: 'array', items: alertLinkSchema },
    buttons: { type: 'array', items: alertButtonSchema },
    rule: ruleRef,
  },
  required: ['id', 'type', 'title', 'canDismiss'],
  additionalProperties: false,
} as const;

/** The brand manifest's schema, for the widgets a manifest may place. */
export const brandManifestSchemaFor = (widgets: readonly WidgetSchemaSource[]) => ({
  $id: 'https://member-dashboard.example/schemas/brand-manifest.schema.json',
  title: 'Brand manifest',
  type: 'object',
  properties: {
    $schema: { type: 'string' },
    schemaVersion: { type: 'integer', minimum: 1, description: 'Bumped only by a migration in migrations/.' },
    brand: brandIdentitySchema,
    theme: themeSchema,
    features: {
      type: 'object',
      properties: Object.fromEntries(featureSwitchNames.map((n) => [n, { type: 'boolean' }])),
      required: [...featureSwitchNames],
      additionalProperties: false,
    },
    routes: {
      type: 'object',
      properties: {
        default: { type: 'string', pattern: patterns.appPath, description: 'Where the empty path goes.' },
      },
      required: ['default'],
      additionalProperties: false,
    },
    menus: {
      type: 'object',
      properties: Object.fromEntries(menuNames.map((n) => [n, menuSchema])),
      required: [...menuNames],
      additionalProperties: false,
    },
    externalHosts: externalHostsSchema,
    footer: footerSchema,
    alerts: { type: 'array', description: 'Global alert banners shown above every signed-in page when their rule holds.', items: alertSchema },
    rules: {
      type: 'object',
      description: 'Named rules: a spec rule written once, used anywhere with { "use": name }.',
      propertyNames: { pattern: patterns.ruleName },
      additionalProperties: ruleRef,
    },
    pages: {
      type: 'object',
      description: 'What each signed-in page shows, in order: its sections.',
      properties: Object.fromEntries(pageIds.map((page) => [page, pageSchema])),
      required: [...pageIds],
      additionalProperties: false,
    },
    contact: contactSchema,
    session: sessionSchema,
    errorCopy: errorCopySchema,
    errorLinks: errorLinksSchema,
    logoutLinks: logoutLinksSchema,
  },
  required: ['schemaVersion', 'brand', 'theme', 'features', 'routes', 'menus', 'footer', 'alerts', 'rules', 'pages', 'contact', 'session'],
  additionalProperties: false,
  $defs: { rule: ruleDefinition, menuItem: menuItemSchema, section: sectionSchemaFor(widgets) },
});
