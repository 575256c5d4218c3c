import { readFileSync } from 'node:fs';
import path from 'node:path';
import { widgetDeclarations } from '../../src/app/widget-registry';
import { readRepoSnapshot } from '../validate/read-snapshot';
import { checkManifests } from '../validate/check-manifests';

const root = path.resolve(import.meta.dirname, '../..');

/** The widgets some brand places on a page (its resolved manifest's `pages.<page>.sections`). */
export function widgetsOnPage(page: 'home'): string[] {
  const { loaded } = checkManifests(readRepoSnapshot(root).manifests);
  return [...new Set(loaded.flatMap((m) => m.manifest.pages[page].sections.map((s) => s.widget)))];
}

/**
 * The component module of each named widget, read from its declaration (`<name>.widget.ts`, gathered in
 * src/app/widget-registry.ts): the file its `load` imports. Repo-relative paths, as vite's build manifest names them.
 */
export function widgetModules(names: readonly string[]): string[] {
  const registryFile = path.join(root, 'src/app/widget-registry.ts');
  const declarationFiles = [...readFileSync(registryFile, 'utf8').matchAll(/from '(\.[^']+\.widget)'/g)].map((m) =>
    path.resolve(path.dirname(registryFile), `${m[1]}.ts`),
  );
  const byName = new Map<string, string>();
  for (const file of declarationFiles) {
    const source = readFileSync(file, 'utf8');
    const name = /name: '(\w+)'/.exec(source)?.[1];
    const module = /load: \(\) => import\('(\.[^']+)'\)/.exec(source)?.[1];
    if (name && module) byName.set(name, path.relative(root, path.resolve(path.dirname(file), `${module}.tsx`)).split(path.sep).join('/'));
  }
  return names.map((name) => {
    const module = byName.get(name);
    if (!module) throw new Error(`No declaration of the widget "${name}" names its module (load: () => import('./Component')).`);
    return module;
  });
}

/** Every declared widget's name (a check that the declarations and this reader agree). */
export const declaredWidgetNames = widgetDeclarations.map((w) => w.name);
