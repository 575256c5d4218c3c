import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '@schemas/brand-manifest.schema';
import { loadManifest } from './load';
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

  it('refuses a manifest newer than the app', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(2);
    expect(problemsOf({ ...manifestFixture(), schemaVersion: 3 })).toEqual([
      {
        severity: 'error',
        pointer: '/schemaVersion',
        message: 'This manifest is schemaVersion 3, but this app understands up to 2. Update the app, or use a manifest of version 2 or lower.',
      },
    ]);
  });

  it('migrates an older manifest before validating it, without changing the input', () => {
    const v2 = manifestFixture();
    const { domainId, ...brand } = v2.brand;
    const v1 = {
      ...v2,
      schemaVersion: 1,
      brand: { ...brand, domain: domainId },
      home: { tiles: v2.home.tiles.map(({ widget, ...tile }) => ({ ...tile, type: widget })) },
    };
    const before = structuredClone(v1);
    expect(loadManifest(v1)).toEqual({ ok: true, manifest: v2, warnings: [] });
    expect(v1).toEqual(before);
  });

  it('reports schema problems as sentences with pointers', () => {
    const raw: Loose = manifestFixture();
    raw.home.tiles[0].widget = 'welcomeBaner';
    expect(problemsOf(raw)).toEqual([
      { severity: 'error', pointer: '/home/tiles/0/widget', message: '"welcomeBaner" is not a widget; did you mean "welcomeBanner"?' },
    ]);
  });

  it('finds duplicate ids in a menu, the tiles and the alerts', () => {
    const raw = manifestFixture();
    raw.menus.account.push({ id: 'summary', label: 'menu.summary', to: '/account/summary' });
    raw.home.tiles.push({ id: 'welcome', widget: 'welcomeBanner', props: {} });
    raw.alerts.push({ ...raw.alerts[0]! });
    expect(problemsOf(raw).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/menus/account/2/id: The id "summary" is used twice in the "account" menu (items 1 and 3); each item needs its own id.',
      '/home/tiles/1/id: The id "welcome" is used twice in the home tiles (tiles 1 and 2); each tile needs its own id.',
      '/alerts/1/id: The id "not-enrolled" is used twice in the alerts (alerts 1 and 2); each alert needs its own id.',
    ]);
  });

  it('refuses a submenu that opens its own menu', () => {
    const raw = manifestFixture();
    raw.menus.account[0]!.submenu = 'account';
    expect(problemsOf(raw)).toEqual([
      { severity: 'error', pointer: '/menus/account/0/submenu', message: '"summary" opens the "account" menu it belongs to; choose another menu.' },
    ]);
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
