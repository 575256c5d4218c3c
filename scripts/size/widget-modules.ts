import path from 'node:path';
import type { PageId } from '../../schemas/generated/page-ids';
import { widgetDeclarations } from '../../src/app/generated/widgets';
import { readContentSnapshot } from '../../gateway/content-snapshot';
import { checkManifests } from '../../src/manifest/checks/check-manifests';
import { widgetComponentModules } from '../vite/module-chunks';

const root = path.resolve(import.meta.dirname, '../..');

/** The widgets some brand places on a page (its resolved manifest's `pages.<page>.sections`). */
export function widgetsOnPage(page: PageId): string[] {
  const { loaded } = checkManifests(readContentSnapshot(root).manifests);
  return [...new Set(loaded.flatMap((m) => m.manifest.pages[page].sections.map((s) => s.widget)))];
}

/** The component module of each named widget (from the registry of loaders, src/app/generated/). */
export function widgetModules(names: readonly string[]): string[] {
  const byName = widgetComponentModules(root);
  return names.map((name) => {
    const module = byName[name];
    if (!module) throw new Error(`the widget registry (src/app/generated/home-widgets.ts, page-widgets.ts) has no loader for the widget "${name}" (name: () => import('./Component')).`);
    return module;
  });
}

/** Every declared widget's name (a check that the declarations and this reader agree). */
export const declaredWidgetNames = widgetDeclarations.map((w) => w.name);
