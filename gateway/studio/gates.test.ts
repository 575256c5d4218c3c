import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleAlerts } from '../../src/app/shell/alert-dismissal';
import { decideRule, type RuleDecision } from '../../src/engine/rules/evaluate';
import { buildMenu, itemLabel } from '../../src/app/shell/menu-model';
import { visibleTiles } from '../../src/engine/slots/TileSlot';
import { gateKey, type GatedElement } from '../../src/manifest/gates';
import type { BrandManifest, MenuName } from '../../src/manifest/manifest-types';
import type { Facts } from '../../src/manifest/rule-types';
import { createFileContentSource } from '../shared/content-source';
import { createHarness, PASSWORD, type Harness } from '../testing/gateway-harness';
import type { TracedElement } from './preview';

/*
 * The studio's "why shown or hidden" and the member's shell decide with one function (src/manifest/gates.ts): for
 * every brand, every demo persona and every page, what the trace says of each gate (menu items, labelWhen labels,
 * alerts, sections) is what the shell's own functions show that member.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const HOST = 'main.localhost:4173';
const DATE = '2025-06-15';

let h: Harness;
let cookie = '';
beforeAll(async () => {
  h = await createHarness({ repoRoot });
  const response = await h.app.inject({ method: 'POST', url: '/api/studio/session', headers: { host: HOST, origin: `http://${HOST}` }, payload: { username: 'publisher', password: PASSWORD } });
  cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
});
afterAll(() => h.close());

const studioGet = async <T,>(url: string): Promise<T> => {
  const response = await h.app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};

/** What the shell shows this member of one gate, by the shell's own functions (a label: its option holds). */
function shellShows(manifest: BrandManifest, facts: Facts, undecided: ReadonlySet<string>, element: Exclude<GatedElement, { kind: 'label' }>): RuleDecision {
  switch (element.kind) {
    case 'menu':
      return buildMenu(manifest.menus, element.menu, facts, manifest.rules).some((entry) => entry.id === element.id) ? 'show' : 'hide';
    case 'alert':
      return visibleAlerts(manifest.alerts, facts, manifest.rules, []).some((alert) => alert.id === element.id) ? 'show' : 'hide';
    case 'section': {
      const sections = manifest.pages[element.page as keyof BrandManifest['pages']].sections;
      if (visibleTiles(sections, facts, manifest.rules, undecided).some((s) => s.id === element.id)) return 'show';
      // Not shown: the page's slot renders 'Try again' for an undecided rule, nothing for a hiding one.
      return decideRule(sections.find((s) => s.id === element.id)?.rule, facts, manifest.rules, undecided);
    }
  }
}

describe('one gating function for the trace and the shell', () => {
  it('every brand × persona × page: the trace says what the shell shows', { timeout: 120_000 }, async () => {
    const content = createFileContentSource(repoRoot);
    const { brands } = await studioGet<{ brands: { id: string }[] }>('/api/studio/session');
    expect(brands.length).toBeGreaterThanOrEqual(4);
    let compared = 0;
    const kinds = new Set<string>();
    for (const { id: brand } of brands) {
      const { manifest } = await content.getBoot(brand);
      const { personas } = await studioGet<{ personas: { username: string }[] }>(`/api/studio/personas?brand=${brand}&date=${DATE}`);
      expect(personas.length, brand).toBeGreaterThan(0);
      for (const { username } of personas) {
        const preview = await studioGet<{ facts: Facts; undecided: string[]; elements: TracedElement[] }>(`/api/studio/preview?brand=${brand}&persona=${username}&date=${DATE}`);
        const undecided = new Set(preview.undecided);
        // Every page's gated sections are traced, each once.
        for (const [page, { sections }] of Object.entries(manifest.pages)) {
          const traced = preview.elements.flatMap((e) => (e.element.kind === 'section' && e.element.page === page ? [e.element.id] : []));
          expect(traced, `${brand} ${page}`).toEqual(sections.filter((s) => s.rule).map((s) => s.id));
        }
        for (const { element, result, trace } of preview.elements) {
          expect(trace.result, gateKey(element)).toBe(result);
          kinds.add(element.kind);
          compared++;
          if (element.kind === 'label') continue;
          expect({ key: gateKey(element), result }).toEqual({ key: gateKey(element), result: shellShows(manifest, preview.facts, undecided, element) });
        }
        // A label: the shell's is the first labelWhen option the trace shows, else the item's own.
        for (const menu of Object.keys(manifest.menus) as MenuName[]) {
          for (const item of manifest.menus[menu].filter((i) => i.labelWhen)) {
            const options = preview.elements.filter((e) => e.element.kind === 'label' && e.element.menu === menu && e.element.id === item.id);
            expect(options).toHaveLength(item.labelWhen!.length);
            const first = options.find((o) => o.result === 'show');
            expect(itemLabel(item, preview.facts, manifest.rules), `${brand} ${username} ${menu} ${item.id}`).toBe(first?.element.kind === 'label' ? first.element.label : item.label);
          }
        }
        // A menu item without a rule is always in the shell's menu (and the trace leaves it out).
        for (const menu of Object.keys(manifest.menus) as MenuName[]) {
          const built = buildMenu(manifest.menus, menu, preview.facts, manifest.rules).map((e) => e.id);
          const traced = preview.elements.flatMap((e) => (e.element.kind === 'menu' && e.element.menu === menu && e.result === 'show' ? [e.element.id] : []));
          const ungated = manifest.menus[menu].filter((item) => !item.rule).map((item) => item.id);
          expect(new Set(built), `${brand} ${username} ${menu}`).toEqual(new Set([...ungated, ...traced]));
        }
      }
    }
    expect(kinds).toEqual(new Set(['menu', 'label', 'alert', 'section']));
    expect(compared).toBeGreaterThan(100);
  });
});
