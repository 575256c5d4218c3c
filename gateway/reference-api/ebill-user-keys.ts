import { randomBytes } from 'node:crypto';

/** Whom a user key stands for, as far as the eBill stand-in page needs to know. */
export interface EbillKeyHolder {
  subscriberKey: string;
  memberKey: string;
  firstName: string;
}

export interface EbillUserKeys {
  /** A fresh random key for the holder: opaque to the browser and unrelated to the session token. */
  issue(holder: EbillKeyHolder): string;
  /** The holder of an unexpired key, or null. */
  holderOf(userKey: string): EbillKeyHolder | null;
}

/** A key only has to last from the tool's click to the form post landing; the client asks for one each time. */
export const USER_KEY_LIFETIME_MS = 10 * 60 * 1000;
const MAX_KEYS = 10_000;

/**
 * GET token/userkey (spec §7): the key the eBill site identifies the member by. Random per request and kept in
 * memory for a few minutes, so it tells nothing about the member and a leaked one soon stops working.
 */
export function createEbillUserKeys(now: () => Date): EbillUserKeys {
  const keys = new Map<string, { holder: EbillKeyHolder; expiresAt: number }>();

  const dropExpired = (time: number) => {
    for (const [key, entry] of keys) if (entry.expiresAt <= time) keys.delete(key);
  };

  return {
    issue(holder) {
      const time = now().getTime();
      dropExpired(time);
      // Bounded against a flood of requests: the oldest key goes first (Map keeps insertion order).
      if (keys.size >= MAX_KEYS) {
        const oldest = keys.keys().next().value;
        if (oldest !== undefined) keys.delete(oldest);
      }
      const userKey = randomBytes(32).toString('base64url');
      keys.set(userKey, { holder: { ...holder }, expiresAt: time + USER_KEY_LIFETIME_MS });
      return userKey;
    },
    holderOf(userKey) {
      const entry = keys.get(userKey);
      if (!entry || entry.expiresAt <= now().getTime()) return null;
      return entry.holder;
    },
  };
}
