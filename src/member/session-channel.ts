/*
 * How the tabs of one browser tell each other about the session (issue 30): the member's activity in one keeps the
 * others alive (and closes their warning), and signing out in one, or its ending for inactivity, signs out all. A
 * BroadcastChannel where there is one; else the storage event, which every other tab of the origin receives when
 * this one writes an entry (written and removed at once: no entry stays, and it holds no token or personal data).
 * One channel per tab (`sessionChannel()`): a BroadcastChannel's own messages reach its other instances in the tab.
 */

export const SESSION_CHANNEL_NAME = 'md.session-events';

/** Why a tab signed out: the member did, it was inactive too long, or the member API refused its token. */
export const signOutReasons = ['member', 'idle', 'refused'] as const;
export type SignOutReason = (typeof signOutReasons)[number];

export type SessionMessage =
  /** The member API noted the member's activity at `at` (ms). */
  | { kind: 'active'; at: number }
  | { kind: 'signedOut'; reason: SignOutReason };

/** A message another tab (or anything else of the origin) sent, if it is one; anything else is ignored. Pure. */
export function readSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, at, reason } = data as Record<string, unknown>;
  if (kind === 'active' && typeof at === 'number' && Number.isFinite(at)) return { kind, at };
  if (kind === 'signedOut' && signOutReasons.includes(reason as SignOutReason)) return { kind, reason: reason as SignOutReason };
  return null;
}

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Calls `listener` with each message another tab posts; returns the unsubscribe. */
  subscribe(listener: (message: SessionMessage) => void): () => void;
}

/** What the channel needs of the browser (a test gives its own). */
export interface ChannelEnvironment {
  BroadcastChannel?: typeof BroadcastChannel | undefined;
  localStorage?: Pick<Storage, 'setItem' | 'removeItem'> | undefined;
  addEventListener?: (type: 'storage', listener: (event: StorageEvent) => void) => void;
}

/** The storage entry the fallback writes; another tab's storage event carries its new value. */
export const SESSION_CHANNEL_ENTRY = 'md.session-event';

export function openSessionChannel(env: ChannelEnvironment): SessionChannel {
  const listeners = new Set<(message: SessionMessage) => void>();
  const deliver = (data: unknown) => {
    const message = readSessionMessage(data);
    if (message) listeners.forEach((listener) => listener(message));
  };
  let post: (message: SessionMessage) => void = () => undefined;

  if (typeof env.BroadcastChannel === 'function') {
    const channel = new env.BroadcastChannel(SESSION_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    post = (message) => channel.postMessage(message);
  } else if (env.localStorage && env.addEventListener) {
    const storage = env.localStorage;
    env.addEventListener('storage', (event) => {
      if (event.key !== SESSION_CHANNEL_ENTRY || event.newValue === null) return;
      try {
        deliver(JSON.parse(event.newValue));
      } catch {
        // Not ours: ignored.
      }
    });
    // A nonce: the same message twice in a row is still a change of the entry, so still an event.
    post = (message) => {
      try {
        storage.setItem(SESSION_CHANNEL_ENTRY, JSON.stringify({ ...message, nonce: Math.random() }));
        storage.removeItem(SESSION_CHANNEL_ENTRY);
      } catch {
        // Storage full or refused: the other tabs learn at their next call or their own timer.
      }
    };
  }

  return {
    post: (message) => post(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: SessionChannel | null = null;

/** This tab's channel, opened on first use (nothing opens during a server render: no window there). */
export function sessionChannel(): SessionChannel {
  shared ??= openSessionChannel(
    typeof window === 'undefined'
      ? {}
      : { BroadcastChannel: globalThis.BroadcastChannel, localStorage: globalThis.localStorage, addEventListener: (type, listener) => window.addEventListener(type, listener) },
  );
  return shared;
}
