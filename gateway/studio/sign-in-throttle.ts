/*
 * Throttling of the studio's sign-in (issue 15's security review, item 8). Failures are counted per client and
 * username, and per client: five wrong passwords from one client stop only that client's tries at that username,
 * and a client spraying usernames is stopped as a client, so a stranger elsewhere can never lock the publisher out.
 * Memory stays bounded whatever is sent: each map holds at most `maxEntries`, dropping its oldest entries first.
 */

export interface ThrottleOptions {
  now: () => number;
  /** Failures of one client at one username before it waits. */
  maxPerUsername?: number;
  /** Failures of one client, at any usernames, before it waits. */
  maxPerClient?: number;
  windowMs?: number;
  maxEntries?: number;
}

export interface SignInThrottle {
  /** 0 when the client may try this username now, else the milliseconds it must wait. */
  waitFor(client: string, username: string): number;
  failed(client: string, username: string): void;
  /** A right password: that client's count at that username starts again (its count as a client stays). */
  succeeded(client: string, username: string): void;
  /** Entries held (for the bound's test). */
  size(): number;
}

interface Count {
  count: number;
  since: number;
}

/** A map in insertion order that forgets its oldest entries beyond `cap`. */
class CappedCounts {
  private readonly entries = new Map<string, Count>();
  constructor(private readonly cap: number) {}

  get(key: string): Count | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Count): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.cap) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function createSignInThrottle(options: ThrottleOptions): SignInThrottle {
  const { now, maxPerUsername = 5, maxPerClient = 20, windowMs = 15 * 60 * 1000, maxEntries = 10_000 } = options;
  const pairs = new CappedCounts(maxEntries);
  const clients = new CappedCounts(maxEntries);
  // An IP address has no newline, so a key splits unambiguously at its first one.
  const pairKey = (client: string, username: string) => `${client}\n${username}`;

  const live = (entry: Count | undefined, at: number) => (entry && at - entry.since < windowMs ? entry : undefined);
  const wait = (entry: Count | undefined, max: number, at: number) => {
    const current = live(entry, at);
    return current && current.count >= max ? current.since + windowMs - at : 0;
  };
  const bump = (counts: CappedCounts, key: string, at: number) => {
    const current = live(counts.get(key), at);
    counts.set(key, current ? { count: current.count + 1, since: current.since } : { count: 1, since: at });
  };

  return {
    waitFor(client, username) {
      const at = now();
      return Math.max(wait(pairs.get(pairKey(client, username)), maxPerUsername, at), wait(clients.get(client), maxPerClient, at));
    },
    failed(client, username) {
      const at = now();
      bump(pairs, pairKey(client, username), at);
      bump(clients, client, at);
    },
    succeeded(client, username) {
      pairs.delete(pairKey(client, username));
    },
    size: () => pairs.size + clients.size,
  };
}
