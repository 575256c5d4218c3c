import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, type Harness } from './testing/gateway-harness';
import { createRepoCopyStore, type RepoCopyStore } from './testing/repo-copy-store';

/*
 * Behind a load balancer that ends TLS (README "Deploy"): the gateway hears http from the balancer's address. With
 * TRUST_PROXY naming the balancer (buildGateway's trustProxy), the studio's same-origin check sees the browser's https
 * origin and the sign-in throttle the browser's address; a sender not named is not believed.
 */

const PUBLIC_HOST = 'main.example.com';
const BALANCER = '10.0.0.5';
let copy: RepoCopyStore;
const harnesses: Harness[] = [];

beforeAll(async () => {
  copy = await createRepoCopyStore('behind-proxy');
}, 60_000);
afterAll(async () => {
  for (const h of harnesses) await h.close();
  await copy?.close();
});

async function gateway(trustProxy?: string[]): Promise<Harness> {
  const h = await createHarness({ repoRoot: copy.root, store: copy.store, demo: false, ...(trustProxy ? { trustProxy } : {}) });
  harnesses.push(h);
  return h;
}

/** A studio sign-in as the balancer forwards it: from its address, over http, naming the browser's https origin. */
const forwardedSignIn = (h: Harness, options: { from?: string; client?: string; password?: string } = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/studio/session',
    remoteAddress: options.from ?? BALANCER,
    headers: {
      host: '10.0.0.21:4173',
      origin: `https://${PUBLIC_HOST}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': PUBLIC_HOST,
      'x-forwarded-for': options.client ?? '203.0.113.7',
    },
    payload: { username: 'publisher', password: options.password ?? PASSWORD },
  });

describe('behind a TLS-ending load balancer', () => {
  it('without TRUST_PROXY, the studio refuses the browser as another origin (the gateway hears http)', async () => {
    expect((await forwardedSignIn(await gateway())).statusCode).toBe(403);
  });

  it('with TRUST_PROXY naming the balancer, the studio sees the https origin and signs in', async () => {
    expect((await forwardedSignIn(await gateway([BALANCER]))).statusCode).toBe(200);
    expect((await forwardedSignIn(await gateway(['10.0.0.0/8']))).statusCode).toBe(200);
  });

  it('forwarded headers from a sender it does not name are not believed', async () => {
    expect((await forwardedSignIn(await gateway(['10.0.0.0/8']), { from: '198.51.100.9' })).statusCode).toBe(403);
  });

  it("throttles the browser's address, not the balancer's: one client's wrong passwords lock nobody else out", async () => {
    const h = await gateway([BALANCER]);
    for (let i = 0; i < 5; i++) expect((await forwardedSignIn(h, { client: '203.0.113.50', password: 'wrong' })).statusCode).toBe(401);
    expect((await forwardedSignIn(h, { client: '203.0.113.50' })).statusCode).toBe(429);
    expect((await forwardedSignIn(h, { client: '198.51.100.60' })).statusCode).toBe(200);
  }, 30_000);
});
