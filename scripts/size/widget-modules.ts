import { readFileSync } from 'node:fs';
import path from 'node:path';
import { widgetDeclarations } from '../../src/app/widget-declarations';
import { readRepoSnapshot } from '../validate/read-snapshot';
import { checkManifests } from '../validate/check-manifests';

const root = path.resolve(import.meta.dirname, '../..');

/** The widgets some brand places on a page (its resolved manifest's `pages.<page>.sections`). */
export function widgetsOnPage(page: 'home'): string[] {
  const { loaded } = checkManifests(readRepoSnapshot(root).manifests);
  return [...new Set(loaded.flatMap((m) => m.manifest.pages[page].sections.map((s) => s.widget)))];
}

/**
 * The component module of each named widget, read from the app's registry of loaders (src/app/widget-registry.ts,
 * `name: () => import('path')`). Repo-relative paths, as vite's build manifest names them.
 */
export function widgetModules(names: readonly string[]): string[] {
  const registryFile = path.join(root, 'src/app/widget-registry.ts');
  const byName = new Map<string, string>();
  for (const [, name, module] of readFileSync(registryFile, 'utf8').matchAll(/(\w+): \(\) => import\('(\.[^']+)'\)/g)) {
    byName.set(name!, path.relative(root, path.resolve(path.dirname(registryFile), `${module}.tsx`)).split(path.sep).join('/'));
  }
  return names.map((name) => {
    const module = byName.get(name);
    if (!module) throw new Error(`src/app/widget-registry.ts has no loader for the widget "${name}" (name: () => import('./Component')).`);
    return module;
  });
}

/** Every declared widget's name (a check that the declarations and this reader agree). */
export const declaredWidgetNames = widgetDeclarations.map((w) => w.name);
