import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { brandCopy } from '../../test/brand-fixtures';
import { renderInRoute } from '../../test/render-with-providers';
import { stubGateway } from '../../test/stub-gateway';
import { homeWidgets } from './generated/home-widgets';
import { pageWidgets } from './generated/page-widgets';
import { widgetRegistry } from './widget-registry';
import { pointerSegments } from '../engine/manifest/json-pointer';
import type { Problem } from '../engine/manifest/problems';
import { preloadWidget } from '../engine/slots/lazy-widget';
import { findWidget } from '../engine/slots/registry';
import { TileSlot } from '../engine/slots/TileSlot';
import { buildFacts } from '../member/facts';
import { contextFixture } from '../member/member-context.fixture';
import { formatReport } from '../manifest/checks/report';
import { validateSnapshot } from '../manifest/checks/run';
import type { TextFile } from '../manifest/checks/types';
import { isBrandFile, loadBrandFile, type BrandFile } from '../manifest/load-brand-manifest';
import type { BrandManifest } from '../manifest/manifest-types';
import { mutateFile, seededRandom } from '../manifest/manifest-mutator';

/*
 * The real brand files, broken by a seeded mutator (src/manifest/manifest-mutator.ts): every case is accepted, or
 * refused with problems that each name a file, a pointer into that file and a sentence, by the loader and by
 * `npm run validate`'s checks and report; nothing throws. An accepted manifest renders the home page's sections for
 * a sample member. It lives in src/app because it composes every layer. FUZZ_CASES=5000 (and FUZZ_SEED) run more.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_331);

const manifestTexts = import.meta.glob<string>('../../brands/*.json', { eager: true, query: '?raw', import: 'default' });
const contentTexts = import.meta.glob<string>('../../content/**/*.json', { eager: true, query: '?raw', import: 'default' });
const asTextFiles = (texts: Record<string, string>): TextFile[] =>
  Object.entries(texts).map(([path, text]) => ({ file: path.replace(/^(\.\.\/)+/, ''), text }));
const files = asTextFiles(manifestTexts);
const content = asTextFiles(contentTexts);

/** True when `pointer` names a value that is there (own keys only), or, for a missing key, when its parent is. */
function resolves(root: unknown, pointer: string): boolean {
  const segments = pointerSegments(pointer);
  let node = root;
  for (const [index, segment] of segments.entries()) {
    const isContainer = typeof node === 'object' && node !== null;
    if (!isContainer || !Object.hasOwn(node as object, segment)) return index === segments.length - 1 && isContainer;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

/** What is wrong with a problem report: no file, a file that is not one of the inputs, a pointer not in it, no sentence. */
function reportFaults(problems: readonly Problem[], layers: readonly BrandFile[]): string[] {
  return problems.flatMap((p) => {
    const layer = layers.find((l) => l.file === p.file);
    if (!layer) return [`no known file: ${JSON.stringify(p)}`];
    if (!resolves(layer.raw, p.pointer)) return [`pointer not in ${p.file}: ${JSON.stringify(p)}`];
    return typeof p.message === 'string' && p.message.trim() !== '' ? [] : [`no sentence: ${JSON.stringify(p)}`];
  });
}

/** The home page's sections of an accepted manifest, for a sample member: any tile failure or console error is a fault. */
async function homeFaults(manifest: BrandManifest, copyOf: string): Promise<string[]> {
  const context = contextFixture({ brand: { id: manifest.brand.id, domainId: manifest.brand.domainId, features: manifest.features } });
  const view = renderInRoute(
    <TileSlot tiles={manifest.pages.home.sections} registry={widgetRegistry} facts={buildFacts(context)} namedRules={manifest.rules} />,
    { manifest, copy: brandCopy(copyOf), route: '/home' },
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  view.unmount();
  const failed = [...consoleError.mock.calls, ...consoleWarn.mock.calls].map((args) => args.map(String).join(' '));
  consoleError.mockClear();
  consoleWarn.mockClear();
  return failed.map((line) => `home: ${line.slice(0, 300)}`);
}

let consoleError: MockInstance;
let consoleWarn: MockInstance;
beforeAll(async () => {
  // Widgets load once here, so each case renders its tiles in one pass.
  await Promise.all(Object.keys({ ...homeWidgets, ...pageWidgets }).map((name) => preloadWidget(findWidget(widgetRegistry, name)!)));
  stubGateway({});
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stem = (file: string) => file.replace(/^.*\/|\.json$/g, '');
const brandFiles = files.filter((f) => isBrandFile(JSON.parse(f.text)));
const brandNames = new Set(brandFiles.map((f) => f.file));
const contentLayers: BrandFile[] = content.map((f) => ({ file: f.file, raw: JSON.parse(f.text) as unknown }));

type Outcome = { accepted: true; manifest: BrandManifest; brand: string } | { accepted: false };

/**
 * One broken set of files, through the loader and `npm run validate`'s checks and report: the faults of their
 * problem reports (a broken brand file is loaded as that brand; a broken base through one of the brands on it).
 */
function check(texts: TextFile[], target: TextFile, random: () => number): { outcome: Outcome; faults: string[] } {
  const layers: BrandFile[] = texts.map((f) => ({ file: f.file, raw: JSON.parse(f.text) as unknown }));
  const brand = brandNames.has(target.file) && isBrandFile(layers.find((l) => l.file === target.file)!.raw)
    ? target.file
    : brandFiles[Math.floor(random() * brandFiles.length)]!.file;
  const result = loadBrandFile(layers.find((l) => l.file === brand)!, layers);
  const faults = result.ok ? [] : reportFaults(result.problems, layers);
  const validation = validateSnapshot({ manifests: texts.filter((f) => f.file === brand || !brandNames.has(f.file)), content, assets: [] });
  formatReport(validation);
  // The committed schema files are not part of the snapshot (they do not change with a manifest).
  const fileProblems = validation.problems.filter((p) => !p.file?.startsWith('schemas/'));
  faults.push(...reportFaults(fileProblems, [...layers, ...contentLayers]).map((f) => `validate: ${f}`));
  return { outcome: result.ok ? { accepted: true, manifest: result.manifest, brand: stem(brand) } : { accepted: false }, faults };
}

describe('manifest fuzz', () => {
  it(`accepts or refuses ${CASES} mutated manifests (seed ${SEED}) with a file, pointer and sentence each; never throws`, async () => {
    const random = seededRandom(SEED);
    const faults: string[] = [];
    const counts = { accepted: 0, rejected: 0 };
    // Home pages already rendered: many accepted mutations change nothing /home reads.
    const rendered = new Set<string>();
    for (let n = 0; n < CASES; n++) {
      const target = files[Math.floor(random() * files.length)]!;
      const { applied, text } = mutateFile(JSON.parse(target.text), random);
      const label = `case ${n} (${target.file}: ${applied.join(', ')})`;
      try {
        const { outcome, faults: found } = check(files.map((f) => (f === target ? { ...f, text } : f)), target, random);
        faults.push(...found.map((f) => `${label}: ${f}`));
        counts[outcome.accepted ? 'accepted' : 'rejected']++;
        if (!outcome.accepted) continue;
        const { pages, rules, features } = outcome.manifest;
        const home = JSON.stringify([pages.home.sections, rules, features]);
        if (!rendered.has(home)) faults.push(...(await homeFaults(outcome.manifest, outcome.brand)).map((f) => `${label}: ${f}`));
        rendered.add(home);
      } catch (error) {
        faults.push(`${label}: threw ${(error as Error).stack?.split('\n').slice(0, 4).join(' | ')}`);
      }
    }
    console.log(`manifest fuzz: ${CASES} cases (seed ${SEED}): ${counts.accepted} accepted, ${counts.rejected} rejected, ${rendered.size} home pages rendered, ${faults.length} faults`);
    expect(faults).toEqual([]);
  }, 120_000);
});
