import type { Alert, AlertButton, AlertLink } from '../../manifest/manifest-types';
import { isAppPath, isHttpsAddress } from '../../engine/addresses/addresses';
import { gateShows } from '../../manifest/gates';
import type { Facts, NamedRules } from '../../manifest/rule-types';

/** Session storage key of the dismissed global alerts (cleared with the session on logout). */
export const DISMISSED_ALERTS_KEY = 'md.dismissedAlerts';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The ids dismissed in this browser session. */
export function readDismissed(store: KeyValueStore | null = sessionStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(DISMISSED_ALERTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a dismissal for the rest of the session; returns the new list. */
export function rememberDismissed(id: string, store: KeyValueStore | null = sessionStore()): string[] {
  const ids = readDismissed(store);
  const next = ids.includes(id) ? ids : [...ids, id];
  try {
    store?.setItem(DISMISSED_ALERTS_KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the dismissal lasts until reload
  }
  return next;
}

/**
 * The alerts to show: their rule holds and, when dismissible, they were not dismissed. A non-dismissible alert
 * (like the termed member's warning) shows whatever is stored. Without facts nothing shows.
 */
export function visibleAlerts(
  alerts: readonly Alert[],
  facts: Facts | null,
  namedRules: NamedRules,
  dismissed: readonly string[],
): Alert[] {
  if (facts === null) return [];
  return alerts.filter(
    (alert) => gateShows('alert', alert.rule, facts, namedRules) && !(alert.canDismiss && dismissed.includes(alert.id)),
  );
}

/** An alert's buttons to show: a `dismiss` button only on a dismissible alert (a warning that must stay, stays). */
export function alertButtons(alert: Pick<Alert, 'canDismiss' | 'buttons'>): AlertButton[] {
  return (alert.buttons ?? []).filter((button) => button.action !== 'dismiss' || alert.canDismiss);
}

/** An alert's links to show: an app path (`to`) or an https address (`href`); one a bad manifest got through is left out. */
export function alertLinks(alert: Pick<Alert, 'links'>): AlertLink[] {
  return (alert.links ?? []).filter((link) => (link.to !== undefined ? isAppPath(link.to) : isHttpsAddress(link.href ?? '')));
}
