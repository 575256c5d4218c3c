import type { FromSchema } from 'json-schema-to-ts';
import type { AlertType } from '@schemas/alert-types';
import type { errorStatuses } from '@schemas/error-statuses';
import type { FeatureSwitch } from '@schemas/features';
import type {
  alertButtonActions,
  alertButtonSchema,
  alertLinkSchema,
  brandIdentitySchema,
  contactSchema,
  errorCopySchema,
  errorLinksSchema,
  logoutLinksSchema,
  externalHostsSchema,
  footerSchema,
  sessionSchema,
} from '@schemas/brand-manifest.schema';
import type { menuActions, menuIcons, menuNames, menuQuerySources } from '@schemas/menu.schema';
import type { Theme } from '../engine/theme/theme-types';
import type { PageId } from '@schemas/generated/page-ids';
import type { NamedRules, Rule } from './rule-types';

/* The manifest type is composed from per-part FromSchema types (one FromSchema on the whole manifest is too deep). */

export type BrandIdentity = FromSchema<typeof brandIdentitySchema>;
export type MenuName = (typeof menuNames)[number];
export type MenuAction = (typeof menuActions)[number];
export type MenuIcon = (typeof menuIcons)[number];
export type { FeatureSwitch };
export type ErrorStatus = (typeof errorStatuses)[number];

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

/**
 * A section of a page (a home tile is a section of the home page): a widget by name and its props. The schema
 * checks the props against that widget's declaration; its component is typed by the declaration (defineWidget).
 */
export interface Section {
  id: string;
  widget: string;
  props: Record<string, unknown>;
  rule?: Rule;
}

export type Page = { sections: Section[] };

export type AlertButtonAction = (typeof alertButtonActions)[number];
export type AlertLink = FromSchema<typeof alertLinkSchema>;
export type AlertButton = FromSchema<typeof alertButtonSchema>;

export interface Alert {
  id: string;
  type: AlertType;
  title: string;
  content?: string;
  canDismiss: boolean;
  links?: AlertLink[];
  buttons?: AlertButton[];
  rule?: Rule;
}

export type ExternalHosts = FromSchema<typeof externalHostsSchema>;
export type Footer = FromSchema<typeof footerSchema>;
export type Contact = FromSchema<typeof contactSchema>;
export type ErrorCopy = FromSchema<typeof errorCopySchema>;
export type ErrorLinks = FromSchema<typeof errorLinksSchema>;
export type LogoutLinks = FromSchema<typeof logoutLinksSchema>;
/** When an inactive member is signed out, and when the warning comes (minutes). */
export type SessionPolicy = FromSchema<typeof sessionSchema>;

export interface BrandManifest {
  $schema?: string;
  schemaVersion: number;
  brand: BrandIdentity;
  theme: Theme;
  features: Record<FeatureSwitch, boolean>;
  routes: { default: string };
  menus: Record<MenuName, MenuItem[]>;
  externalHosts?: ExternalHosts;
  footer: Footer;
  alerts: Alert[];
  rules: NamedRules;
  pages: Record<PageId, Page>;
  contact: Contact;
  session: SessionPolicy;
  errorCopy?: ErrorCopy;
  errorLinks?: ErrorLinks;
  logoutLinks?: LogoutLinks;
}
