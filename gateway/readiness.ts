/*
 * What /readyz asks before a load balancer sends this instance members: named checks, each a small promise that
 * resolves when its dependency answers. The store's is here; an upstream's (the member API, once MEMBER_API_URL
 * exists) is one more entry in the list gateway/server.ts hands buildGateway.
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
