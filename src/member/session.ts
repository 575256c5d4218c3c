import { useCallback, useSyncExternalStore } from 'react';
import { callApi, setTokenSource } from '../api/client';
import { deleteToken } from '../api/generated/endpoints/session';
import { useQueryLayer } from '../api/query-layer';
import type { TokenClaims } from '../api/response-types';
import type { StaffRole } from '@schemas/api/token';
import type { SignOutReason } from './session-channel';
import { decodeTokenClaims, isExpired, staffRoleOf } from './token-claims';
import {
  clearAllStorage,
  readAccessToken,
  readTemporaryToken,
  saveAccessToken,
  saveTemporaryToken,
} from './token-storage';

export interface SessionSnapshot {
  /** The access token of a signed-in member, or null. */
  token: string | null;
  claims: TokenClaims | null;
  /** The temporary token of the onboarding pages (group selection, preferences, policies), or null. */
  temporaryToken: string | null;
  temporaryClaims: TokenClaims | null;
}

/**
 * No session. What a server-rendered first frame shows (the gateway renders only signed-out pages); hydration starts
 * from it, and a signed-out browser's own snapshot is this very object, so hydrating changes nothing to re-render.
 */
const SIGNED_OUT: SessionSnapshot = Object.freeze({ token: null, claims: null, temporaryToken: null, temporaryClaims: null });

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = readSnapshot(new Date());

function readSnapshot(now: Date): SessionSnapshot {
  const token = readAccessToken(now);
  const claims = token ? decodeTokenClaims(token) : null;
  const valid = claims !== null && !isExpired(claims, now);
  const temporaryToken = readTemporaryToken();
  const temporaryClaims = temporaryToken ? decodeTokenClaims(temporaryToken) : null;
  const temporaryValid = temporaryClaims !== null && !isExpired(temporaryClaims, now);
  if (!valid && !temporaryValid) return SIGNED_OUT;
  return {
    token: valid ? token : null,
    claims: valid ? claims : null,
    temporaryToken: temporaryValid ? temporaryToken : null,
    temporaryClaims: temporaryValid ? temporaryClaims : null,
  };
}

/** Re-reads the stored tokens (on every navigation end, spec §2) and tells subscribers if anything changed. */
export function refreshSession(now: Date = new Date()): void {
  const next = readSnapshot(now);
  if (next.token === snapshot.token && next.temporaryToken === snapshot.temporaryToken) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

setTokenSource(() => snapshot.token ?? snapshot.temporaryToken);

export function startSession(token: string, now: Date): void {
  saveAccessToken(token, now);
  refreshSession(now);
}

export function startTemporarySession(token: string, now: Date): void {
  saveTemporaryToken(token);
  refreshSession(now);
}

/**
 * Logout ends the session on the gateway too (DELETE token, ASVS V7.4.1). Fired and left: not a query, so no
 * global error handling, and the browser is signed out at once whatever the call answers, or if it never does.
 */
function endSessionOnGateway(): void {
  if (snapshot.token ?? snapshot.temporaryToken) callApi(deleteToken).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSession, () => SIGNED_OUT);
}

export interface Session {
  isAuthenticated: boolean;
  role: TokenClaims['role'] | null;
  /** The role that issued the token (a log-in-as token: the staff role), else null. */
  issuedByRole: string | null;
  /** The staff role of the token, as its role or its issuedByRole (spec §6), else null. */
  staffRole: StaffRole | null;
  temporary: boolean;
  claims: TokenClaims | null;
  /**
   * Ends the session: on the gateway, in this tab, and in the browser's other tabs (session-channel.ts), which are
   * told why (default: the member signed out).
   */
  logout(reason?: SignOutReason): Promise<void>;
  /** Another tab ended the session: this one forgets it (storage, cache), without asking the gateway or telling the others. */
  forget(): Promise<void>;
}

export function useSession(): Session {
  const current = useSessionSnapshot();
  const queries = useQueryLayer();
  const forget = useCallback(async () => {
    await clearAllStorage();
    queries.current()?.clear();
    refreshSession();
  }, [queries]);
  const logout = useCallback(
    async (reason: SignOutReason = 'member') => {
      // A studio preview's session is no member's: the member's own tabs of the origin are not told.
      const tell = (snapshot.token ?? snapshot.temporaryToken) !== null && (snapshot.claims ?? snapshot.temporaryClaims)?.preview === undefined;
      endSessionOnGateway();
      await forget();
      // Loaded when needed (a signed-in tab's idle clock has it already), so the login page's entry carries none of it.
      if (tell) {
        await import('./session-channel').then(
          ({ sessionChannel }) => sessionChannel().post({ kind: 'signedOut', reason }),
          () => undefined,
        );
      }
    },
    [forget],
  );
  const claims = current.claims ?? current.temporaryClaims;
  return {
    isAuthenticated: current.token !== null,
    role: claims?.role ?? null,
    issuedByRole: claims?.issuedByRole ?? null,
    staffRole: staffRoleOf(claims),
    temporary: current.token === null && current.temporaryToken !== null,
    claims,
    logout,
    forget,
  };
}
