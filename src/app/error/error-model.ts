import { errorStatuses } from '@schemas/error-statuses';
import type { BrandManifest, ErrorStatus } from '../../manifest/manifest-types';
import { isAppPath } from '../../engine/addresses/addresses';

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
 * The links under an error page: the brand's own for that status (manifest `errorLinks`: the hospital brand's 401
 * page returns to its dashboard and contacts dental customer service and the health plan; spec §8 keeps the title
 * and 'Error code: 401 Unauthorized', only the links differ), else Home ('/') and Customer service (the signed-in
 * help page, else contact-us). A brand link that is no app path is left out (a bad manifest never leads off-site).
 */
export function errorLinks(key: ErrorStatus, loggedIn: boolean, brandLinks: BrandManifest['errorLinks']): ErrorLink[] {
  const own = brandLinks?.[key];
  const safe = own?.filter(({ to }) => isAppPath(to));
  if (safe?.length) return safe.map(({ label, to }) => ({ label, to }));
  return [
    { label: 'errors.links.home', to: '/' },
    { label: 'errors.links.customerService', to: loggedIn ? '/support/customer-service' : '/contact-us' },
  ];
}
