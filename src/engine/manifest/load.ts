import { sizeOrDepthProblem } from './limits';
import { applyOverlay } from './overlay';
import { originFinder } from './origin';
import { hasErrors, type Problem } from './problems';
import { quote } from './quote';

/**
 * What the engine needs to know of a kind of manifest to load it; the product supplies it (src/manifest), so the
 * engine knows nothing of what the manifest describes.
 */
export interface ManifestKind<M> {
  /** The newest `schemaVersion` this app understands. */
  currentVersion: number;
  /** Steps a document of an older version up to `toVersion`; throws when it cannot. */
  migrate(raw: unknown, toVersion: number): unknown;
  /** Schema problems of a whole, migrated manifest ([] when it is valid). */
  validate(value: unknown): Problem[];
  /** What the schema cannot check, on a manifest that passed it. */
  check(manifest: M): Problem[];
}

export type LoadManifestResult<M> = { ok: true; manifest: M; warnings: Problem[] } | { ok: false; problems: Problem[] };

/** One file of a layered manifest: a base, or an overlay that names its base with `"extends"`. */
export interface ManifestLayer {
  file: string;
  raw: unknown;
}

/**
 * Loads a whole manifest: checks its depth first (src/engine/manifest/limits.ts: every later step may recurse), then
 * its `schemaVersion` (a newer one is refused), migrates it up to the current
 * version, validates it, then runs the checks the schema cannot do. Pure; never throws; never changes `raw`.
 */
export function loadManifest<M>(kind: ManifestKind<M>, raw: unknown): LoadManifestResult<M> {
  const prepared = prepare(kind, raw);
  return prepared.ok ? validate(kind, prepared.value) : prepared;
}

/**
 * Loads a layered manifest: `top`, then the layer its `"extends"` names (found by `findLayer`), and so on down to
 * a layer that extends nothing. Each layer is version-checked and migrated, the layers are laid over each other
 * base first (src/engine/manifest/overlay.ts), and the result is validated as a whole. Every problem names the
 * file and the pointer in that file where it can be fixed.
 */
export function loadLayeredManifest<M>(
  kind: ManifestKind<M>,
  top: ManifestLayer,
  findLayer: (name: string) => ManifestLayer | undefined,
): LoadManifestResult<M> {
  const chain = layerChain(top, findLayer);
  if (!chain.ok) return chain;
  const prepared: ManifestLayer[] = [];
  for (const layer of chain.layers) {
    const result = prepare(kind, layer.raw);
    if (!result.ok) return { ok: false, problems: inFile(layer.file, result.problems) };
    prepared.push({ file: layer.file, raw: result.value });
  }
  let resolved: unknown = undefined;
  for (const layer of prepared) {
    if (resolved === undefined) {
      resolved = layer.raw;
      continue;
    }
    const merged = applyOverlay(resolved, layer.raw);
    if (hasErrors(merged.problems)) return { ok: false, problems: inFile(layer.file, merged.problems) };
    resolved = merged.value;
  }
  const { extends: _extends, ...whole } = resolved as Record<string, unknown>;
  const result = validate(kind, whole);
  const origin = originFinder(whole, prepared);
  const locate = (problems: Problem[]) => problems.map((p) => ({ ...p, ...origin(p.pointer) }));
  return result.ok ? { ...result, warnings: locate(result.warnings) } : { ok: false, problems: locate(result.problems) };
}

/** The layers from the bottom base up to `top`. */
function layerChain(
  top: ManifestLayer,
  findLayer: (name: string) => ManifestLayer | undefined,
): { ok: true; layers: ManifestLayer[] } | { ok: false; problems: Problem[] } {
  const layers = [top];
  for (let layer = top; ; ) {
    const name = isRecord(layer.raw) ? layer.raw.extends : undefined;
    if (name === undefined) return { ok: true, layers: layers.reverse() };
    const base = typeof name === 'string' ? findLayer(name) : undefined;
    if (!base) {
      return { ok: false, problems: [{ ...error('/extends', `There is no manifest ${quote(name)} to extend.`), file: layer.file }] };
    }
    if (layers.some((l) => l.file === base.file)) {
      return { ok: false, problems: [{ ...error('/extends', `${quote(name)} extends this manifest again: a loop.`), file: layer.file }] };
    }
    layers.push(base);
    layer = base;
  }
}

function prepare<M>(kind: ManifestKind<M>, raw: unknown): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
  const fail = (problem: Problem) => ({ ok: false as const, problems: [problem] });
  const beyondLimits = sizeOrDepthProblem(raw);
  if (beyondLimits) return fail(beyondLimits);
  const current = kind.currentVersion;
  if (!isRecord(raw)) return fail(error('', 'The manifest should be a JSON object ({ ... }).'));
  const version = raw.schemaVersion;
  if (version === undefined) {
    return fail(error('', '"schemaVersion" is missing.', `Add "schemaVersion": ${current} at the top of the manifest.`));
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail(error('/schemaVersion', `"schemaVersion" should be a whole number of 1 or more, such as ${current}.`));
  }
  if (version > current) {
    return fail(
      error(
        '/schemaVersion',
        `This manifest is schemaVersion ${version}, but this app understands up to ${current}. ` +
          `Update the app, or use a manifest of version ${current} or lower.`,
      ),
    );
  }
  try {
    return { ok: true, value: kind.migrate(raw, current) };
  } catch (e) {
    return fail(error('/schemaVersion', `This manifest could not be upgraded from schemaVersion ${version}: ${(e as Error).message}`));
  }
}

function validate<M>(kind: ManifestKind<M>, value: unknown): LoadManifestResult<M> {
  const schemaProblems = kind.validate(value);
  if (hasErrors(schemaProblems)) return { ok: false, problems: schemaProblems };
  const manifest = value as M;
  const problems = [...schemaProblems, ...kind.check(manifest)];
  if (hasErrors(problems)) return { ok: false, problems };
  return { ok: true, manifest, warnings: problems };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const inFile = (file: string, problems: Problem[]) => problems.map((p) => (p.file ? p : { ...p, file }));
const error = (pointer: string, message: string, hint?: string): Problem =>
  hint === undefined ? { severity: 'error', pointer, message } : { severity: 'error', pointer, message, hint };
