/*
 * What /readyz asks before a load balancer sends this instance members: named checks, each a small promise that
 * resolves when its dependency answers: the store's, and the member API's when it is another process (MEMBER_API_URL);
 * gateway/server.ts hands buildGateway the list.
 */

export interface ReadinessCheck {
  /** Shown in /readyz's answer: a word, never a host or a connection string. */
  name: string;
  /** Resolves when the dependency answers; rejects (or outlasts the timeout) when it does not. */
  check(): Promise<unknown>;
}

export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

/** The member API (MEMBER_API_URL) answers its /healthz. */
export function upstreamReadiness(origin: string): ReadinessCheck {
  return {
    name: 'member-api',
    check: async () => {
      const answer = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`the member API's /healthz answered ${answer.status}`);
    },
  };
}

/** The content store's database answers a trivial query. */
export function storeReadiness(store: { db: { query(sql: string): Promise<unknown> } }): ReadinessCheck {
  return { name: 'store', check: () => store.db.query('SELECT 1') };
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; `onFailure` hears why one failed (for the log, not for the answer). */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  onFailure: (name: string, error: unknown) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckResult]> => {
      try {
        await withTimeout(Promise.resolve().then(check), timeoutMs);
        return [name, 'ok'];
      } catch (error) {
        onFailure(name, error);
        return [name, 'failed'];
      }
    }),
  );
  return { ready: results.every(([, result]) => result === 'ok'), checks: Object.fromEntries(results) };
}
