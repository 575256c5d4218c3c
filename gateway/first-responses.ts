import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../src/member/token-storage';
import { FAULT_SCOPE_HEADER, wouldFail, type FaultList } from './shared/faults';

/*
 * A signed-in page's first data, read by the gateway while it writes the page: the member calls every signed-in page
 * makes first and the page's own `firstData` (src/member/first-round-calls.ts), asked of this gateway's own routes
 * with the session cookie's token (the same guards, answers and demo latency as the browser's calls). Only 200
 * answers whose JSON parses are inlined; for any other, and for a path a demo fault would fail, the browser makes
 * the call itself and meets the failure as before. Never cached:
 * the page is no-store, and nothing of it goes in a URL.
 */

/** A call the page makes first, without arguments: its name (the answer's key) and its path below /api. */
export interface FirstCall {
  name: string;
  path: string;
}

export async function firstResponses(
  app: FastifyInstance,
  faults: FaultList,
  request: FastifyRequest,
  calls: readonly FirstCall[],
): Promise<Record<string, unknown> | null> {
  const token = sessionTokenOf(request.headers.cookie ?? '');
  if (!token) return null;
  const scopeHeader = request.headers[FAULT_SCOPE_HEADER];
  const scope = typeof scopeHeader === 'string' ? scopeHeader : undefined;
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (scope !== undefined) headers[FAULT_SCOPE_HEADER] = scope;
  if (request.headers.host) headers.host = request.headers.host;

  const answers = await Promise.all(
    calls.map(async ({ name, path }): Promise<[string, unknown] | null> => {
      if (wouldFail(faults, `/api${path}`, scope)) return null;
      const response = await app.inject({ method: 'GET', url: `/api${path}`, headers });
      if (response.statusCode !== 200) return null;
      try {
        return [name, JSON.parse(response.body) as unknown];
      } catch {
        return null;
      }
    }),
  );
  const responses = answers.filter((answer) => answer !== null);
  // A token the gateway refuses (expired, logged out) answers 401 everywhere: nothing to inline.
  return responses.length > 0 ? Object.fromEntries(responses) : null;
}
