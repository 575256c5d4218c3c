import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MODULE_CHUNKS_FILE, type ModuleChunks } from '../../gateway/build-output';

/**
 * The two parts of the widget registry (home tiles at hand, the rest fetched when a page needs one), as
 * `npm run generate` writes them from the widgets' declarations.
 */
export const WIDGET_REGISTRY_FILES = ['src/app/generated/home-widgets.ts', 'src/app/generated/page-widgets.ts'];

/** Each widget's component module, read from the registry's `name: () => import('./path')` lines. */
export function widgetComponentModules(repoRoot: string): Record<string, string> {
  const widgets: Record<string, string> = {};
  for (const file of WIDGET_REGISTRY_FILES) {
    const registryFile = path.join(repoRoot, file);
    for (const [, name, module] of readFileSync(registryFile, 'utf8').matchAll(/(\w+): \(\) => import\('(\.[^']+)'\)/g)) {
      widgets[name!] = path.relative(repoRoot, path.resolve(path.dirname(registryFile), `${module}.tsx`)).split(path.sep).join('/');
    }
  }
  return widgets;
}

/**
 * The widgets any brand file places on a page: every `widget` named under `pages.<page>.sections` of brands/*.json
 * (base and overrides alike; read without validation, so a widget an override removes still counts: the chunking
 * this serves only needs every candidate).
 */
export function widgetNamesOnPage(repoRoot: string, page: string): string[] {
  const names = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'widget' && typeof inner === 'string') names.add(inner);
        else collect(inner);
      }
    }
  };
  const brandsDir = path.join(repoRoot, 'brands');
  for (const file of readdirSync(brandsDir).filter((name) => name.endsWith('.json'))) {
    const raw = JSON.parse(readFileSync(path.join(brandsDir, file), 'utf8')) as { pages?: Record<string, { sections?: unknown }> };
    collect(raw.pages?.[page]?.sections);
  }
  return [...names].sort();
}

export function moduleChunks(repoRoot: string): Plugin {
  const relative = (id: string) => path.relative(repoRoot, id).split(path.sep).join('/');
  return {
    name: 'member-dashboard:module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const result: ModuleChunks = { modules: {}, imports: {}, widgets: widgetComponentModules(repoRoot) };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        result.imports[chunk.fileName] = chunk.imports;
        for (const id of chunk.moduleIds) {
          if (!id.startsWith('\0') && !id.includes('node_modules')) result.modules[relative(id)] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(result) });
    },
  };
}
