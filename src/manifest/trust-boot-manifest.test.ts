import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '@schemas/schema-version';
import { manifestFixture } from './manifest.fixture';
import { trustBootManifest } from './trust-boot-manifest';

describe('trustBootManifest', () => {
  it('takes the manifest the gateway validated as it is', () => {
    const manifest = manifestFixture();
    expect(trustBootManifest(manifest)).toEqual({ ok: true, manifest, warnings: [] });
  });

  it('refuses a manifest of another schemaVersion (a gateway older or newer than the app)', () => {
    const result = trustBootManifest({ ...manifestFixture(), schemaVersion: CURRENT_SCHEMA_VERSION - 1 });
    expect(result.ok ? [] : result.problems.map((p) => p.pointer)).toEqual(['/schemaVersion']);
  });

  it('refuses what is not a manifest, naming the missing parts', () => {
    expect(trustBootManifest(null)).toEqual({ ok: false, problems: [{ severity: 'error', pointer: '', message: 'The page has no brand manifest.' }] });
    const { pages: _pages, alerts: _alerts, ...rest } = manifestFixture();
    const result = trustBootManifest(rest);
    expect(result.ok ? [] : result.problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual(['/pages: "pages" is missing.', '/alerts: "alerts" is missing.']);
  });
});
