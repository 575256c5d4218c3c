import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../schemas/brand-manifest.schema';
import { migrateManifest, migrationSteps } from './index';

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const brand = (id: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../brands/${id}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('migration steps', () => {
  it('go one version at a time, in order, up to the current version', () => {
    expect(migrationSteps.map((s) => [s.from, s.to])).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION - 1 }, (_, i) => [i + 1, i + 2]),
    );
  });
});

describe('migrateManifest (golden fixtures)', () => {
  it('turns v1-main.json into v2-main.expected.json', () => {
    expect(migrateManifest(fixture('v1-main.json'), 2)).toEqual(fixture('v2-main.expected.json'));
  });

  it('turns v2-main.expected.json into v3-main.expected.json: pages of sections, named rules, new switches', () => {
    expect(migrateManifest(fixture('v2-main.expected.json'), 3)).toEqual(fixture('v3-main.expected.json'));
    expect(migrateManifest(fixture('v1-main.json'), 3)).toEqual(fixture('v3-main.expected.json'));
  });

  it('turns v3-main.expected.json into v4-main.expected.json: the sign-in and policy switches, off on main', () => {
    expect(migrateManifest(fixture('v3-main.expected.json'), 4)).toEqual(fixture('v4-main.expected.json'));
    expect(migrateManifest(fixture('v1-main.json'), 4)).toEqual(fixture('v4-main.expected.json'));
  });

  it('turns v4-main.expected.json into v5-main.expected.json: the hosts its https addresses use, declared', () => {
    expect(migrateManifest(fixture('v4-main.expected.json'), 5)).toEqual(fixture('v5-main.expected.json'));
    expect(migrateManifest(fixture('v1-main.json'), 5)).toEqual(fixture('v5-main.expected.json'));
  });

  it('turns v5-main.expected.json into v6-main.expected.json: the benefits pages of their own, composed as benefit-category was', () => {
    expect(migrateManifest(fixture('v5-main.expected.json'), 6)).toEqual(fixture('v6-main.expected.json'));
    expect(migrateManifest(fixture('v1-main.json'), 6)).toEqual(fixture('v6-main.expected.json'));
  });

  it('turns v6-main.expected.json into v7-main.expected.json: the session policy version 6 behaved as', () => {
    expect(migrateManifest(fixture('v6-main.expected.json'), 7)).toEqual(fixture('v7-main.expected.json'));
    expect(migrateManifest(fixture('v1-main.json'), 7)).toEqual(fixture('v7-main.expected.json'));
  });

  it('gives a manifest of its own the session default, and leaves a layer that extends another, or has its own, alone', () => {
    expect(migrateManifest({ schemaVersion: 6, routes: {} }, 7)).toEqual({ schemaVersion: 7, routes: {}, session: { idleMinutes: 15, warningMinutes: 2 } });
    expect(migrateManifest({ schemaVersion: 6, extends: 'base' }, 7)).toEqual({ schemaVersion: 7, extends: 'base' });
    const own = { schemaVersion: 6, session: { idleMinutes: 30, warningMinutes: 5 } };
    expect(migrateManifest(own, 7)).toEqual({ ...own, schemaVersion: 7 });
  });

  it('turns v7-main.expected.json into v8-main.expected.json: the notices as pages of the app, linked from the footer, with the OCR hosts', () => {
    expect(migrateManifest(fixture('v7-main.expected.json'), 8)).toEqual(fixture('v8-main.expected.json'));
    expect(migrateManifest(fixture('v1-main.json'), 8)).toEqual(fixture('v8-main.expected.json'));
  });

  it("sends a layer's notice links to the pages, adds those it lacks, declares the OCR hosts beside its own, and adds no page to a layer", () => {
    const layer = {
      schemaVersion: 7,
      extends: 'base',
      pages: { home: { sections: [] } },
      externalHosts: { links: ['www.a.example'], forms: ['pay.a.example'] },
      footer: {
        policyLinks: [
          { id: 'privacy', label: 'footer.policies.privacy', href: 'https://www.a.example/privacy' },
          { id: 'accessibility', label: 'footer.policies.accessibility', href: 'https://www.a.example/accessibility' },
        ],
      },
    };
    expect(migrateManifest(layer, 8)).toEqual({
      ...layer,
      schemaVersion: 8,
      externalHosts: { links: ['www.a.example', 'ocrportal.hhs.gov', 'www.hhs.gov'], forms: ['pay.a.example'] },
      footer: {
        policyLinks: [
          { id: 'privacy', label: 'footer.policies.privacy', href: 'https://www.a.example/privacy' },
          { id: 'accessibility', label: 'footer.policies.accessibility', to: '/accessibility' },
          { id: 'nondiscrimination', label: 'footer.policies.nondiscrimination', to: '/language-assistance' },
        ],
      },
    });
    expect(migrateManifest({ schemaVersion: 7, extends: 'base', features: {} }, 8)).toEqual({ schemaVersion: 8, extends: 'base', features: {} });
    const declared = { schemaVersion: 7, externalHosts: { links: ['www.hhs.gov'] } };
    expect(migrateManifest(declared, 8)).toEqual({ schemaVersion: 8, externalHosts: { links: ['www.hhs.gov', 'ocrportal.hhs.gov'] } });
  });

  it("keeps a whole manifest's own notice pages", () => {
    const own = { sections: [] };
    const whole = { schemaVersion: 7, pages: { home: own, accessibility: own } };
    const migrated = migrateManifest(whole, 8) as { pages: Record<string, { sections: { widget: string }[] }> };
    expect(migrated.pages['accessibility']).toBe(own);
    expect(migrated.pages['language-assistance']!.sections.map((s) => s.widget)).toEqual(['languageTaglines', 'nondiscriminationNotice', 'civilRightsComplaint']);
  });

  it('gives each new benefits page the sections of benefit-category, keeps a page a layer already has, and leaves a layer without it alone', () => {
    const category = { sections: [{ id: 'limits', widget: 'comingSoon', props: {} }] };
    const own = { sections: [] };
    const migrated = migrateManifest({ schemaVersion: 5, pages: { 'benefit-category': category, referrals: own } }, 6) as {
      pages: Record<string, unknown>;
    };
    expect(migrated.pages).toEqual({
      'benefit-category': category,
      referrals: own,
      'benefits-summary': category,
      handbooks: category,
      'certificate-of-coverage': category,
      'prior-authorization': category,
      'medicare-materials': category,
    });
    expect(migrated.pages['handbooks']).not.toBe(category);
    expect(migrateManifest({ schemaVersion: 5, features: {} }, 6)).toEqual({ schemaVersion: 6, features: {} });
  });

  it('declares an https eBill address as a form host, and leaves a layer without addresses or with its own declaration alone', () => {
    const tools = { id: 'tools', props: { ebillUrl: 'https://ebill.example.com/sso' } };
    const layer = { schemaVersion: 4, footer: { policyLinks: [{ href: 'https://www.a.example/privacy' }] }, pages: { home: { sections: [tools] } } };
    expect(migrateManifest(layer, 5)).toEqual({ ...layer, schemaVersion: 5, externalHosts: { links: ['www.a.example'], forms: ['ebill.example.com'] } });
    expect(migrateManifest({ schemaVersion: 4, routes: { default: '/home' } }, 5)).toEqual({ schemaVersion: 5, routes: { default: '/home' } });
    const declared = { ...layer, externalHosts: { links: [] } };
    expect(migrateManifest(declared, 5)).toEqual({ ...declared, schemaVersion: 5 });
  });

  it('names what version 3 chose by domain id: regional (2) and partner (5) layers', () => {
    const regional = { schemaVersion: 3, brand: { id: 'r', domainId: 2 }, features: { reducedCategories: true } };
    expect(migrateManifest(regional, 4)).toMatchObject({
      schemaVersion: 4,
      features: { reducedCategories: true, staffSignInGoesToLoginAs: true, policiesOnlySignInFlow: false, extendedCommunicationPolicy: true },
    });
    const partner = { schemaVersion: 3, brand: { id: 'p', domainId: 5 } };
    expect(migrateManifest(partner, 4)).toEqual({ ...partner, schemaVersion: 4, features: { staffSignInGoesToLoginAs: true, policiesOnlySignInFlow: true } });
    const main = { schemaVersion: 3, brand: { id: 'm', domainId: 1 } };
    expect(migrateManifest(main, 4)).toEqual({ ...main, schemaVersion: 4 });
  });

  it('turns v2 code predicates into named rules, and migrates a layer with only what it has', () => {
    const layer = { schemaVersion: 2, menus: { account: [{ id: 'settings', rule: { use: 'settingsAllowed' } }] } };
    expect(migrateManifest(layer, 3)).toEqual({
      schemaVersion: 3,
      menus: layer.menus,
      rules: { settingsAllowed: { any: [{ fact: 'member.isSubscriber' }, { fact: 'member.isAdult' }] } },
    });
  });

  it('keeps key order, so a migrated file diffs cleanly', () => {
    const migrated = migrateManifest(fixture('v1-main.json'), 2) as { brand: object; home: { tiles: object[] } };
    expect(Object.keys(migrated.brand)).toEqual(['id', 'name', 'domainId', 'hosts']);
    expect(Object.keys(migrated.home.tiles[0]!)).toEqual(['id', 'widget', 'props']);
    expect(JSON.stringify(migrated, null, 2)).toBe(JSON.stringify(fixture('v2-main.expected.json'), null, 2));
  });

  it('never changes its argument', () => {
    const v1 = fixture('v1-main.json');
    const before = structuredClone(v1);
    migrateManifest(v1, 2);
    expect(v1).toEqual(before);
  });

  it.each(['main', 'regional', 'partner', 'hospital'])('is a no-op on the current brands/%s.json', (id) => {
    const current = brand(id);
    expect(current.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    const migrated = migrateManifest(current, CURRENT_SCHEMA_VERSION);
    expect(migrated).toBe(current);
    expect(migrated).toEqual(brand(id));
  });

  it('leaves a v1 manifest that already uses the new names alone (apart from the version)', () => {
    const v1 = { schemaVersion: 1, brand: { id: 'x', domainId: 3 }, home: { tiles: [{ id: 'a', widget: 'welcomeBanner', props: {} }] } };
    expect(migrateManifest(v1, 2)).toEqual({ ...v1, schemaVersion: 2 });
  });

  it('refuses what it cannot migrate', () => {
    expect(() => migrateManifest([], 2)).toThrow(/JSON object/);
    expect(() => migrateManifest({ schemaVersion: 'one' }, 2)).toThrow(/whole-number schemaVersion/);
    expect(() => migrateManifest({ schemaVersion: 3 }, 2)).toThrow(/down to 2/);
    expect(() => migrateManifest({ schemaVersion: 0 }, 2)).toThrow(/no migration from schemaVersion 0/);
  });
});
