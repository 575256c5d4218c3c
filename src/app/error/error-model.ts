import { errorStatuses } from '@schemas/brand-manifest.schema';
import type { BrandManifest, ErrorStatus } from '../../manifest/manifest-types';

/** The copy entry of a status (spec §8): a known status, else 'generic'. */
export function errorKeyFor(status: number | string | null | undefined): ErrorStatus {
  const key = String(status ?? '').trim();
  return key !== 'generic' && (errorStatuses as readonly string[]).includes(key) ? (key as ErrorStatus) : 'generic';
}

/** The troubleshooting tips, in order (copy `errors.tips.<id>`). */
export const errorTipIds = ['clearCache', 'reload', 'connection', 'later', 'reboot'] as const;

const noTips: readonly ErrorStatus[] = ['1', '401', '403', '404'];

/** Tips show for every page except 1, 401, 403 and 404. */
export function showsTips(key: ErrorStatus): boolean {
  return !noTips.includes(key);
}

export interface ErrorLink {
  /** Copy key of the label. */
  label: string;
  to: string;
}

/**
 * The links under an error page: Home ('/') and Customer service (the signed-in help page, else contact-us).
 * The hospital brand (features.logoutPage) has its own 401 links (spec §8: the title and 'Error code: 401
 * Unauthorized' stay, only the links differ): return to that brand's dashboard, contact dental customer service,
 * contact the health plan, as on its logout page (spec §2). Its 401 page owes nothing to a description override.
 */
export function errorLinks(key: ErrorStatus, loggedIn: boolean, features: BrandManifest['features']): ErrorLink[] {
  if (key === '401' && features.logoutPage) {
    return [
      { label: 'errors.links.returnToDashboard', to: '/login' },
      { label: 'errors.links.contactDental', to: '/contact-us#dental' },
      { label: 'errors.links.contactHealthPlan', to: '/contact-us#health-plan' },
    ];
  }
  return [
    { label: 'errors.links.home', to: '/' },
    { label: 'errors.links.customerService', to: loggedIn ? '/support/customer-service' : '/contact-us' },
  ];
}
