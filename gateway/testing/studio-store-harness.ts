import type { LightMyRequestResponse } from 'fastify';
import type { ContentStore } from '../store/content-store';
import { createHarness, PASSWORD, type Harness } from './gateway-harness';
import { createRepoCopyStore } from './repo-copy-store';

/*
 * The studio's content calls over HTTP (inject) on a store in memory, seeded from a copy of the repository's brands/
 * and content/ (a test may edit the copy: `root`), with studio accounts signed in on one brand host.
 */

export type StudioMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface StudioStoreHarness {
  root: string;
  store: ContentStore;
  h: Harness;
  host: string;
  origin: string;
  /** Each signed-in account's studio cookie (`md_studio=…`). */
  cookies: Map<string, string>;
  /** A call as `username` (its cookie; writes same-origin), with extra headers if any. */
  call(username: string, method: StudioMethod, url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createStudioStoreHarness(options: { name: string; users: readonly string[]; seed?: readonly string[]; host?: string }): Promise<StudioStoreHarness> {
  const host = options.host ?? 'partner.localhost:4173';
  const origin = `http://${host}`;
  const copy = await createRepoCopyStore(options.name, options.seed);
  const { root, store } = copy;
  const h = await createHarness({ repoRoot: root, store });
  const cookies = new Map<string, string>();
  for (const username of options.users) {
    const response = await h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host, origin }, payload: { username, password: PASSWORD } });
    if (response.statusCode !== 200) throw new Error(`${username} could not sign in to the studio: ${response.statusCode}`);
    cookies.set(username, String(response.headers['set-cookie']).split(';')[0] as string);
  }
  return {
    root,
    store,
    h,
    host,
    origin,
    cookies,
    call: (username, method, url, payload, headers = {}) =>
      h.app.inject({
        method,
        url,
        headers: { host, cookie: cookies.get(username) ?? '', ...(method === 'GET' ? {} : { origin }), ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    async close() {
      await h.close();
      await copy.close();
    },
  };
}
