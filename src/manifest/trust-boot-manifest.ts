import { CURRENT_SCHEMA_VERSION } from '@schemas/schema-version';
import type { LoadManifestResult } from '../engine/manifest/load';
import type { Problem } from '../engine/manifest/problems';
import type { BrandManifest } from './manifest-types';

/** What the app reads at boot before anything else: if these are there, the gateway's validation stands. */
const parts = ['brand', 'theme', 'features', 'routes', 'menus', 'footer', 'rules', 'pages', 'contact'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The manifest the page arrived with. The gateway that inlined it has already migrated and validated it
 * (src/manifest/load-brand-manifest.ts), so the browser keeps only a cheap check: the current schemaVersion and
 * the parts every page reads. The full validators stay out of the member's bundle (the gateway, `npm run
 * validate` and the studio run them).
 */
export function trustBootManifest(raw: unknown): LoadManifestResult<BrandManifest> {
  const problems: Problem[] = [];
  if (!isRecord(raw)) return { ok: false, problems: [{ severity: 'error', pointer: '', message: 'The page has no brand manifest.' }] };
  if (raw.schemaVersion !== CURRENT_SCHEMA_VERSION) {
    problems.push({
      severity: 'error',
      pointer: '/schemaVersion',
      message: `The page's manifest is schemaVersion ${String(raw.schemaVersion)}; this app reads ${CURRENT_SCHEMA_VERSION}.`,
    });
  }
  for (const part of parts) {
    if (!isRecord(raw[part])) problems.push({ severity: 'error', pointer: `/${part}`, message: `"${part}" is missing.` });
  }
  if (!Array.isArray(raw.alerts)) problems.push({ severity: 'error', pointer: '/alerts', message: '"alerts" is missing.' });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, manifest: raw as unknown as BrandManifest, warnings: [] };
}
