/*
 * The build's helper around every dynamic import() (Vite's `__vitePreload`; scripts/vite/stylesheet-preload.ts puts
 * this module in its place). With module preloading off (the gateway's HTML preloads a first page's chunks), its
 * only job is the stylesheets of the chunk being imported, which only the studio's chunks have: each is linked
 * once, and the import runs once they have loaded. Vite's own helper also carries the preloading code, about
 * 1 KB gzipped in every member's entry for nothing.
 */

const linked = new Map<string, Promise<void>>();

function linkStylesheet(href: string): Promise<void> {
  let loading = linked.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => {
        linked.delete(href);
        reject(new Error(`Unable to preload CSS for ${href}`));
      });
      document.head.append(link);
    });
    linked.set(href, loading);
  }
  return loading;
}

/** `import()` after the stylesheets among `deps` (build paths relative to the base: `assets/x.css`). */
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  const sheets = (deps ?? []).filter((dep) => dep.endsWith('.css'));
  if (sheets.length === 0) return load();
  const base = new URL(import.meta.env.BASE_URL, window.location.origin);
  return Promise.all(sheets.map((dep) => linkStylesheet(new URL(dep, base).href))).then(load);
}
