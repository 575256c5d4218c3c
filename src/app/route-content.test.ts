import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../engine/i18n/create-i18n';
import { manifestFixture } from '../manifest/manifest.fixture';
import type { BrandManifest } from '../manifest/manifest-types';
import { loadRouteContent } from './load-route-content';
import { isRouteContentReady, routeContentState } from './route-content';

const shellCopy = { shell: { hello: 'Hello' } };

/** A manifest as a page's boot has it: without the claims page. */
function bootManifest(): BrandManifest {
  const manifest = manifestFixture();
  const { claims: _claims, ...pages } = manifest.pages;
  return { ...manifest, pages: pages as BrandManifest['pages'] };
}

describe("a route's content", () => {
  it("is ready for the boot's route, and loaded once for another, into the app's copy and manifest", async () => {
    const i18n = createI18n(shellCopy);
    const claimsPage = manifestFixture().pages.claims;
    const fetchRouteContent = vi.fn(async () => ({ copy: { claims: { title: 'Claims' } }, pages: { claims: claimsPage } }));
    const state = routeContentState(i18n, bootManifest(), 'login');
    expect(isRouteContentReady(state, 'login')).toBe(true);
    expect(isRouteContentReady(state, 'claims')).toBe(false);
    await Promise.all([loadRouteContent(state, 'claims', fetchRouteContent), loadRouteContent(state, 'claims', fetchRouteContent)]);
    expect(fetchRouteContent).toHaveBeenCalledTimes(1);
    expect(isRouteContentReady(state, 'claims')).toBe(true);
    expect(i18n.t('claims.title')).toBe('Claims');
    expect(i18n.t('shell.hello')).toBe('Hello');
    expect(state.manifest.pages.claims).toEqual(claimsPage);
    await loadRouteContent(state, 'claims', fetchRouteContent);
    expect(fetchRouteContent).toHaveBeenCalledTimes(1);
  });

  it('says a failed load failed, and loads again when asked', async () => {
    const i18n = createI18n(shellCopy);
    const fetchRouteContent = vi.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce({ copy: { eobs: { title: 'EOBs' } }, pages: {} });
    const state = routeContentState(i18n, bootManifest(), 'login');
    await expect(loadRouteContent(state, 'eobs', fetchRouteContent)).rejects.toThrow('502');
    expect(state.failed.has('eobs')).toBe(true);
    expect(isRouteContentReady(state, 'eobs')).toBe(false);
    await loadRouteContent(state, 'eobs', fetchRouteContent);
    expect(state.failed.has('eobs')).toBe(false);
    expect(i18n.t('eobs.title')).toBe('EOBs');
  });

  it('with all of it in the boot (no first route), is ready everywhere and asks for nothing', async () => {
    const fetchRouteContent = vi.fn();
    const state = routeContentState(createI18n(shellCopy), manifestFixture(), undefined);
    expect(isRouteContentReady(state, 'anything')).toBe(true);
    await loadRouteContent(state, 'anything', fetchRouteContent);
    expect(fetchRouteContent).not.toHaveBeenCalled();
  });
});
