import { readFileSync } from 'node:fs';
import type { HttpMethod } from '../../schemas/api/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberApi } from '../../schemas/api/member-api';
import { routeUrlOf } from '../shared/endpoint-route';
import { createHarness, type Harness } from '../testing/gateway-harness';

/*
 * The reference API and the member API's contract: every member route the gateway serves is a declared call, every
 * declared call is served, and the contract is served at /api/openapi.json as `npm run generate` writes it. Routes
 * are registered from their declarations (`implement`, endpoint-route.ts), so a served call cannot differ from its
 * declaration in method, URL, caller or schemas: what is left to check is that none is missing and none is extra.
 */

/** Routes of the gateway under /api that are not the member API: the studio's, the demo's, the server's own. */
const notMemberApi = [
  /^\/api\/studio\//,
  /^\/api\/__demo\//,
  /^\/api\/openapi\.json$/,
  // The brand's manifest and copy (the content store's), not the insurer's: whole, and a route's part.
  /^\/api\/brand-boot$/,
  /^\/api\/brand-route$/,
  // Spec §8: the categories without a service search answer 400 (no call of the app makes it).
  /^\/api\/benefits\/:category\/search\/:id$/,
];

/** The routes Fastify serves, read from its route tree (`printRoutes`: one segment a line, its methods after it). */
function servedRoutes(tree: string): { method: HttpMethod; url: string }[] {
  const prefixes: string[] = [];
  const routes: { method: HttpMethod; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && url.startsWith('/api/')) routes.push({ method: method as HttpMethod, url });
    }
  }
  return routes;
}

let h: Harness;
let routes: { method: HttpMethod; url: string }[] = [];
beforeAll(async () => {
  h = await createHarness();
  routes = servedRoutes(h.app.printRoutes({ commonPrefix: false }));
});
afterAll(() => h.close());

// idCard/view is declared twice (JSON or a PDF by the Accept header) and served once (oneRouteByAccept).
const declared = new Set(Object.values(memberApi).map((e) => `${e.method} ${routeUrlOf(e)}`));

describe('the reference API', () => {
  it('serves only declared calls under /api (besides the studio, the demo and the contract)', () => {
    const member = routes.filter((r) => !notMemberApi.some((pattern) => pattern.test(r.url)));
    expect(member.map((r) => `${r.method} ${r.url}`).filter((route) => !declared.has(route))).toEqual([]);
  });

  it('serves every declared call', () => {
    const served = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect([...declared].filter((call) => !served.has(call))).toEqual([]);
  });

  it('serves the OpenAPI document npm run generate writes, to anyone', async () => {
    const answer = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const committed = JSON.parse(readFileSync(new URL('../../schemas/member-api.openapi.json', import.meta.url), 'utf8')) as unknown;
    expect(answer.json()).toEqual(committed);
  });

  it('refuses a write to the contract without a 500', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const answer = await h.app.inject({ method, url: '/api/openapi.json', payload: '{"x":1}', headers: { 'content-type': 'application/json' } });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });
});
