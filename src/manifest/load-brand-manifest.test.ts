import { describe, expect, it } from 'vitest';
import v1Main from '../../migrations/__fixtures__/v1-main.json';
import v3Main from '../../migrations/__fixtures__/v3-main.expected.json';
import { CURRENT_SCHEMA_VERSION } from '@schemas/brand-manifest.schema';
import { loadBrandManifest as loadManifest } from './load-brand-manifest';
import { manifestFixture } from './manifest.fixture';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break the manifest's type on purpose
type Loose = any;

const problemsOf = (raw: unknown) => {
  const result = loadManifest(raw);
  if (result.ok) throw new Error('expected the manifest to be refused');
  return result.problems;
};

describe('loadManifest', () => {
  it('accepts a valid manifest with no warnings', () => {
    const result = loadManifest(manifestFixture());
    expect(result).toEqual({ ok: true, manifest: manifestFixture(), warnings: [] });
  });

  it.each([null, 'text', 42, [1, 2]])('refuses %j: not an object', (raw) => {
    expect(problemsOf(raw)).toEqual([{ severity: 'error', pointer: '', message: 'The manifest should be a JSON object ({ ... }).' }]);
  });

  it('refuses a manifest without schemaVersion, saying how to fix it', () => {
    const { schemaVersion: _version, ...raw } = manifestFixture();
    expect(problemsOf(raw)).toEqual([
      { severity: 'error', pointer: '', message: '"schemaVersion" is missing.', hint: `Add "schemaVersion": ${CURRENT_SCHEMA_VERSION} at the top of the manifest.` },
    ]);
  });

  it.each(['2', 1.5, 0])('refuses schemaVersion %j', (schemaVersion) => {
    expect(problemsOf({ ...manifestFixture(), schemaVersion })[0]).toMatchObject({ pointer: '/schemaVersion', message: expect.stringMatching(/whole number/) });
  });

  it('loads the migrations golden v1 and v3 fixtures', () => {
    for (const golden of [v1Main, v3Main]) {
      const result = loadManifest(golden);
      expect(result.ok ? [] : result.problems).toEqual([]);
    }
  });

  it('refuses a manifest newer than the app', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(8);
    expect(problemsOf({ ...manifestFixture(), schemaVersion: 9 })).toEqual([
      {
        severity: 'error',
        pointer: '/schemaVersion',
        message: 'This manifest is schemaVersion 9, but this app understands up to 8. Update the app, or use a manifest of version 8 or lower.',
      },
    ]);
  });

  it('migrates an older manifest before validating it, without changing the input', () => {
    const v3 = manifestFixture();
    const { domainId, ...brand } = v3.brand;
    const { pages, rules: _rules, ...rest } = v3;
    const { reducedCategories: _r, adultDependentSettings: _a, ...v2Features } = v3.features;
    const v1 = {
      ...rest,
      schemaVersion: 1,
      brand: { ...brand, domain: domainId },
      features: v2Features,
      menus: { ...v3.menus, primary: v3.menus.primary.map(({ labelWhen: _l, ...item }) => item) },
      home: { tiles: pages.home.sections.map(({ widget, ...tile }) => ({ ...tile, type: widget })) },
    };
    const before = structuredClone(v1);
    const loaded = loadManifest(v1);
    expect(loaded.ok && loaded.manifest.brand).toEqual(v3.brand);
    expect(loaded.ok && loaded.manifest.pages.home).toEqual(v3.pages.home);
    expect(loaded.ok && loaded.manifest.pages.claims.sections.map((s) => s.widget)).toEqual(['comingSoon']);
    expect(loaded.ok && loaded.manifest.features).toEqual(v3.features);
    expect(v1).toEqual(before);
  });

  it('reports schema problems as sentences with pointers', () => {
    const raw: Loose = manifestFixture();
    raw.pages.home.sections[0].widget = 'welcomeBaner';
    expect(problemsOf(raw)).toEqual([
      { severity: 'error', pointer: '/pages/home/sections/0/widget', message: '"welcomeBaner" is not a widget; did you mean "welcomeBanner"?' },
    ]);
  });

  it('finds duplicate ids in a menu, the tiles and the alerts', () => {
    const raw = manifestFixture();
    raw.menus.account.push({ id: 'summary', label: 'menu.summary', to: '/account/summary' });
    raw.pages.home.sections.push({ id: 'welcome', widget: 'welcomeBanner', props: {} });
    raw.alerts.push({ ...raw.alerts[0]! });
    expect(problemsOf(raw).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/menus/account/2/id: The id "summary" is used twice in the "account" menu (items 1 and 3); each item needs its own id.',
      '/pages/home/sections/1/id: The id "welcome" is used twice in the sections of the "home" page (sections 1 and 2); each section needs its own id.',
      '/alerts/1/id: The id "not-enrolled" is used twice in the alerts (alerts 1 and 2); each alert needs its own id.',
    ]);
  });

  it('refuses an inactivity warning that would not come before the sign-out, and session bounds outside the schema', () => {
    const raw = manifestFixture();
    raw.session = { idleMinutes: 5, warningMinutes: 5 };
    expect(problemsOf(raw)).toEqual([
      {
        severity: 'error',
        pointer: '/session/warningMinutes',
        message: 'The warning comes 5 minute(s) before the sign-out, but members are signed out after 5: make "warningMinutes" less than "idleMinutes".',
      },
    ]);
    raw.session = { idleMinutes: 6, warningMinutes: 5 };
    expect(loadManifest(raw).ok).toBe(true);
    for (const session of [{ idleMinutes: 1, warningMinutes: 2 }, { idleMinutes: 121, warningMinutes: 2 }, { idleMinutes: 15, warningMinutes: 0 }, { idleMinutes: 15.5, warningMinutes: 2 }]) {
      expect(problemsOf({ ...manifestFixture(), session }).map((p) => p.pointer)).toEqual([expect.stringMatching(/^\/session\/(idle|warning)Minutes$/)]);
    }
  });

  it('refuses a submenu that opens its own menu', () => {
    const raw = manifestFixture();
    raw.menus.account[0]!.submenu = 'account';
    expect(problemsOf(raw)).toEqual([
      { severity: 'error', pointer: '/menus/account/0/submenu', message: '"summary" opens the "account" menu it belongs to; choose another menu.' },
    ]);
  });

  it('warns about a logout page without its links, refuses two links of one id', () => {
    const raw = manifestFixture();
    raw.features.logoutPage = true;
    const result = loadManifest(raw);
    expect(result.ok && result.warnings).toEqual([
      { severity: 'warning', pointer: '/features/logoutPage', message: 'The brand has a logout page but no "logoutLinks", so the page would show no link.' },
    ]);
    const link = { id: 'health-plan', label: 'auth.logout.contactHealthPlan', to: '/contact-us#health-plan' };
    expect(loadManifest({ ...raw, logoutLinks: [link] })).toMatchObject({ ok: true, warnings: [] });
    expect(problemsOf({ ...raw, logoutLinks: [link, link] }).map((p) => p.pointer)).toEqual([expect.stringMatching(/^\/logoutLinks\/1/)]);
  });

  it('warns about an empty submenu or site map column, and still loads', () => {
    const raw = manifestFixture();
    raw.menus.claims = [];
    const result = loadManifest(raw);
    expect(result.ok).toBe(true);
    expect(result.ok && result.warnings).toEqual([
      { severity: 'warning', pointer: '/menus/primary/2/submenu', message: 'The "claims" menu that "claims" opens has no items.' },
      { severity: 'warning', pointer: '/footer/siteMap/1', message: 'The "claims" menu has no items, so its site map column would be empty.' },
    ]);
  });
});
