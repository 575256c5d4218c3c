import type { Plugin } from 'vite';

/** The router's production build (vite.config.ts aliases react-router to it). */
const ROUTER_PRODUCTION_BUILD = /\/node_modules\/react-router\/dist\/production\//;
/** A top-level `X = React.forwardRef(` (or createContext, memo): a pure call the build does not mark as one. */
const UNMARKED_PURE_CALL = /= (React\d*)\.(forwardRef|createContext|memo)\(/g;
/** A top-level `X.displayName = "…";`: a name for React's developer tools, written to the module's components. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * The router's module as the bundle can tree-shake it: its component and context declarations marked pure and their
 * top-level `displayName` writes dropped. As published, each of those is a side effect, so every component of the
 * router (its framework mode's Form, prefetching links, scroll restoration…) reached every member page whether or
 * not a page renders it. `null` when the text has neither (another version's format: nothing to change).
 */
export function treeShakableRouterModule(code: string): string | null {
  const marked = code.replace(UNMARKED_PURE_CALL, '= /* @__PURE__ */ $1.$2(').replace(TOP_LEVEL_DISPLAY_NAME, '');
  return marked === code ? null : marked;
}

/** Applies treeShakableRouterModule to the router's production build, in the browser's build only. */
export function routerTreeShaking(): Plugin {
  return {
    name: 'member-dashboard:router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_PRODUCTION_BUILD.test(id.replaceAll('\\', '/'))) return null;
      const marked = treeShakableRouterModule(code);
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
