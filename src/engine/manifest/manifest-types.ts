import type { FromSchema } from 'json-schema-to-ts';
import type {
  brandIdentitySchema,
  contactSchema,
  errorCopySchema,
  errorStatuses,
  featureSwitchNames,
  footerSchema,
} from '@schemas/brand-manifest.schema';
import type { menuActions, menuIcons, menuNames } from '@schemas/menu.schema';
import type { themeSchema, themeColourNames } from '@schemas/theme.schema';
import type { WidgetName, widgetSchemas } from '@schemas/widgets';
import type { Rule } from '../rules/rule-types';

/* The manifest type is composed from per-part FromSchema types (one FromSchema on the whole manifest is too deep). */

export type BrandIdentity = FromSchema<typeof brandIdentitySchema>;
export type Theme = FromSchema<typeof themeSchema>;
export type ThemeColourName = (typeof themeColourNames)[number];
export type FeatureSwitch = (typeof featureSwitchNames)[number];
export type MenuName = (typeof menuNames)[number];
export type MenuAction = (typeof menuActions)[number];
export type MenuIcon = (typeof menuIcons)[number];
export type ErrorStatus = (typeof errorStatuses)[number];

/**
 * Where a menu item's query parameter takes its value from: `today` is today's date, yyyy-mm-dd, from the app's
 * injected clock (spec §2 "Benefits (summary, with asOfDate parameter)").
 */
export const menuQuerySources = ['today'] as const;
export type MenuQuerySource = (typeof menuQuerySources)[number];

export interface MenuItem {
  id: string;
  label: string;
  labelWhen?: { rule: Rule; label: string }[];
  to?: string;
  /** Query parameters added to `to`, each filled from its source: `{ "asOfDate": "today" }`. */
  query?: Record<string, MenuQuerySource>;
  href?: string;
  action?: MenuAction;
  submenu?: MenuName;
  icon?: MenuIcon;
  rule?: Rule;
}

export type WidgetProps<N extends WidgetName> = FromSchema<(typeof widgetSchemas)[N]['props']>;

export type Tile = {
  [N in WidgetName]: { id: string; widget: N; props: WidgetProps<N>; rule?: Rule };
}[WidgetName];

/** What a global alert's button does (spec §3: an alert carries links and buttons). */
export const alertButtonActions = ['dismiss', 'logout', 'changeGroup'] as const;
export type AlertButtonAction = (typeof alertButtonActions)[number];

/** A global alert's link: an app route, or an external https address (opens in a new tab). Labels are copy keys. */
export type AlertLink = { label: string; to: string } | { label: string; href: string };

/** A global alert's button; `dismiss` shows only on a dismissible alert. */
export interface AlertButton {
  label: string;
  action: AlertButtonAction;
}

export interface Alert {
  id: string;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  content?: string;
  canDismiss: boolean;
  links?: AlertLink[];
  buttons?: AlertButton[];
  rule?: Rule;
}

export type Footer = FromSchema<typeof footerSchema>;
export type Contact = FromSchema<typeof contactSchema>;
export type ErrorCopy = FromSchema<typeof errorCopySchema>;

export interface BrandManifest {
  $schema: string;
  schemaVersion: number;
  brand: BrandIdentity;
  theme: Theme;
  features: Record<FeatureSwitch, boolean>;
  routes: { default: string };
  menus: Record<MenuName, MenuItem[]>;
  footer: Footer;
  alerts: Alert[];
  home: { tiles: Tile[] };
  contact: Contact;
  errorCopy?: ErrorCopy;
}
