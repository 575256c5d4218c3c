import { matchRoutes } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMediaTypes, type EndpointDeclaration, type HttpMethod } from '@schemas/api/endpoint';
import { endpointsOf } from '@schemas/api/member-api';
import { openApp, type AppView, type Seen } from '../../test/app-on-gateway';
import { brandManifest } from '../../test/brand-fixtures';
import { errorTitles, faultPages, LOGIN_UNRECOGNIZED, pagesTestedApart, signInPage, type CallName, type FaultPage } from '../../test/fixtures/fault-matrix';
import { personas } from '../../test/fixtures/personas';
import { startMemberApi, type ApiFault, type MadeCall, type MemberApi } from '../../test/member-api-process';
import { pageDeclarations } from './generated/pages';

/*
 * The fault matrix (spec §8), below the browser: every page of test/fixtures/fault-matrix.ts in the real app (jsdom,
 * the brand's manifest and copy) against the reference gateway. A normal load lists the page's calls, each matched
 * to its declaration; then each call in turn fails (a 500, then a 401: the gateway's fault injection) while the page
 * loads again, and what the member sees must be what the declaration and the matrix say:
 * - a tile the matrix names for the call: the page loads, that tile (and no other) says it could not load;
 * - else a `global` call, or the page's own data (its declaration's `pageData`): the error page for the status, the
 *   address unchanged;
 * - else: the page loads, no tile in error;
 * - a 401 ends the session (the login page, or the brand's 401 page in place) unless the call is `exempt`.
 * On sign-in a failed call is the error page, but POST token's and any 401: the login page's own message.
 * Every failure kind of every call (a 408, a dropped connection, a malformed body…) is src/api/declared-failures.test.ts's.
 */

interface PageCall {
  name: CallName;
  declaration: EndpointDeclaration;
  /** The path the fault is injected on (below /api). */
  path: string;
}

/** The declaration a request was made by (two share idCard/view: the Accept header tells them apart). */
function declarationOf(call: MadeCall): [CallName, EndpointDeclaration] {
  const matching = endpointsOf(call.method as HttpMethod, call.path);
  const chosen = matching.length > 1 ? matching.filter(([, e]) => answerMediaTypes[e.answer ?? 'json'] === call.accept) : matching;
  const [only, ...others] = chosen;
  if (!only || others.length > 0) throw new Error(`${call.method} ${call.path} matches ${chosen.length} declarations`);
  return only as [CallName, EndpointDeclaration];
}

/** The distinct calls among `made` (one per declaration and path), in the order first made. */
function callsOf(made: readonly MadeCall[]): PageCall[] {
  const calls = new Map<string, PageCall>();
  for (const call of made) {
    const [name, declaration] = declarationOf(call);
    calls.set(`${name} ${call.path}`, calls.get(`${name} ${call.path}`) ?? { name, declaration, path: call.path });
  }
  return [...calls.values()];
}

const faults = [500, 401] as const;
const label = (call: PageCall) => `${call.name} (${call.path})`;

let api: MemberApi;
beforeAll(async () => {
  api = await startMemberApi();
}, 30_000);
afterAll(() => api?.close());

const brandOf = (page: FaultPage) => personas[page.persona].brand;

/** The persona's session token, kept until a case ends the session (the app's logout revokes it on the gateway). */
let session: { persona: string; token: string } | null = null;

async function signedInPage(page: FaultPage, fault?: ApiFault) {
  await api.reset();
  await api.clearFaults();
  if (session?.persona !== page.persona) {
    session = { persona: page.persona, token: await api.signIn(personas[page.persona].username, brandManifest(brandOf(page)).brand.domainId) };
  }
  if (fault) await api.inject(fault);
  const view = await openApp(api, { brand: brandOf(page), path: page.path, token: session.token });
  if (view.seen().page === 'login') session = null;
  return view;
}

/** The declaration of the page at a path (src/manifest/declarations.ts). */
function declaredPage(path: string) {
  const routes = pageDeclarations.map((declaration) => ({ path: `/${declaration.path}`, declaration }));
  return matchRoutes(routes, path.split('?')[0] ?? path)?.at(-1)?.route.declaration;
}

/** What the matrix says a member sees when `call` of `page` fails with `status`. */
function expectedOn(page: FaultPage, call: PageCall, status: number, heading: string): Seen {
  const tiles = page.tilesByPath?.[call.path] ?? page.tiles?.[call.name];
  const loaded: Seen = { page: 'loaded', heading, at: page.path, tileErrors: tiles ?? [] };
  const errorPage = (shown: number): Seen => ({ page: 'error', status: String(shown), title: errorTitles[shown] ?? '', at: page.path });
  // The page's own data (its declaration's `pageData`) is handed to spec §8's global handling, whatever the call's.
  const handedOn = declaredPage(page.path)?.pageData?.includes(call.name) ?? false;
  if (status === 401) {
    if (call.declaration.failure === 'exempt' && !handedOn) return loaded;
    return brandManifest(brandOf(page)).features.unauthorizedRedirectsToLogin ? { page: 'login', message: null, signedIn: false } : errorPage(401);
  }
  if (tiles) return loaded;
  return handedOn || call.declaration.failure === 'global' ? errorPage(status) : loaded;
}

/** Each call in turn fails with each fault while the page opens again; what the member sees must be `expected`. */
async function failEachCall(calls: readonly PageCall[], open: (fault: ApiFault) => Promise<AppView>, expected: (call: PageCall, status: number) => Seen) {
  for (const call of calls) {
    for (const status of faults) {
      const view = await open({ path: call.path, status });
      expect.soft(view.calls.map((made) => `${made.path} ${made.status}`), `${label(call)} fails`).toContain(`${call.path} ${status}`);
      expect.soft(view.seen(), `${label(call)} answers ${status}`).toEqual(expected(call, status));
      view.unmount();
    }
  }
}

describe(`sign-in (${brandOf(signInPage)}, ${signInPage.persona})`, () => {
  const submitted = async (fault?: ApiFault) => {
    await api.reset();
    await api.clearFaults();
    if (fault) await api.inject(fault);
    const view = await openApp(api, { brand: brandOf(signInPage), path: signInPage.path, token: null });
    await view.submitLogin(personas[signInPage.persona].username);
    return view;
  };

  it('shows the login page’s message or the error page for each of its calls failing', { timeout: 180_000 }, async () => {
    const normal = await submitted();
    expect(normal.seen(), 'a normal sign-in').toMatchObject({ page: 'loaded', at: '/home' });
    const calls = callsOf(normal.calls.slice(0, normal.callsBeforeLeaving()));
    normal.unmount();
    expect(calls.map((call) => call.name)).toContain('postToken');

    await failEachCall(calls, submitted, (call, status) =>
      status === 401 || call.declaration.failure === 'exempt'
        ? // The alert's text begins with its visually hidden type word.
          { page: 'login', message: `Error: ${LOGIN_UNRECOGNIZED}`, signedIn: false }
        : { page: 'error', status: String(status), title: errorTitles[status] ?? '', at: signInPage.path },
    );
  });
});

describe('the signed-in pages that make calls as they load', () => {
  it('are each in the matrix, so both kinds of failure are tested on every page; a page’s own data is among its calls', () => {
    const loading = pageDeclarations.filter((declared) => declared.access === undefined && declared.calls?.length);
    for (const declared of loading) expect(declared.calls, declared.path).toEqual(expect.arrayContaining([...(declared.pageData ?? [])]));
    const inMatrix = new Set(faultPages.map((page) => declaredPage(page.path)?.path));
    expect(loading.map((declared) => declared.path).filter((path) => !inMatrix.has(path) && !(path in pagesTestedApart))).toEqual([]);
  });
});

describe.each(faultPages.map((page) => [`${page.path} (${brandOf(page)}, ${page.persona})`, page] as const))('%s', (_, page) => {
  it('shows spec §8’s outcome for each of its calls failing', { timeout: 180_000 }, async () => {
    const normal = await signedInPage(page);
    const seen = normal.seen();
    const declared = declaredPage(page.path);
    // The member facts' calls fail on /home; elsewhere those the page declares as its own data (GET programs of the
    // programs pages), the others being the same code on every page.
    const calls = callsOf(normal.calls).filter((call) => page.memberFacts || !call.declaration.inline || (declared?.calls ?? []).includes(call.name));
    normal.unmount();
    expect(seen, 'a normal load').toMatchObject({ page: 'loaded', at: page.path, tileErrors: [] });
    // The matrix names only calls the page makes.
    expect(calls.map((call) => call.name)).toEqual(expect.arrayContaining([...Object.keys(page.tiles ?? {}), ...(declared?.pageData ?? [])]));
    // A call is the page's own data (the error page) or feeds a section (its tile fails in place), not both.
    expect(Object.keys(page.tiles ?? {}).filter((name) => declared?.pageData?.includes(name as CallName))).toEqual([]);
    // The page declares every call it makes as it loads (its `<area>.pages.ts`), the member facts apart.
    const own = calls.filter((call) => !call.declaration.inline).map((call) => call.name);
    expect(own.filter((name) => !(declared?.calls ?? []).includes(name)), `calls of ${page.path} its declaration does not list`).toEqual([]);

    const heading = seen.page === 'loaded' ? seen.heading : '';
    await failEachCall(calls, (fault) => signedInPage(page, fault), (call, status) => expectedOn(page, call, status, heading));
  });
});
