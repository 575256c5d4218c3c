import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { moduleChunks, widgetComponentModules, widgetNamesOnPage } from './scripts/vite/module-chunks';
import { reachableFrom, sharedBy } from './scripts/vite/shared-modules';
import { precompress } from './scripts/vite/precompress';
import { routerTreeShaking } from './scripts/vite/router-tree-shaking';
import { stylesheetPreload } from './scripts/vite/stylesheet-preload';
import { FIRST_FRAME_LOADER_MODULE as FIRST_FRAME_LOADER } from './src/app/first-frame-markers';
import { STUDIO_FRAME_ENTRY } from './schemas/studio-frame';
import { MEMBER_ROUTE_LIBRARIES, QUERY_LIBRARIES, packageClosure, packageOf } from './scripts/vite/member-libraries';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const schemasDir = fileURLToPath(new URL('./schemas', import.meta.url));

// react-router's package exports only its development build (warnings and dev checks); a production build takes
// the production files it ships beside them.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// react-i18next's backport of useSyncExternalStore for Reacts before 18: ours has the hook.
const reactOwnSyncExternalStore = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./scripts/vite/use-sync-external-store-shim.ts', import.meta.url)),
};

const sourceFile = (module: string) => fileURLToPath(new URL(`./${module}`, import.meta.url));

/** The components of the widgets some brand places on /home, read once when the build first asks. */
let homeWidgets: Set<string> | undefined;
function homeWidgetFiles(): Set<string> {
  if (!homeWidgets) {
    const components = widgetComponentModules(repoRoot);
    homeWidgets = new Set(widgetNamesOnPage(repoRoot, 'home').map((name) => sourceFile(components[name]!)));
  }
  return homeWidgets;
}
const isHomeWidget = (id: string) => homeWidgetFiles().has(id);

/** The member's entry (index.html, whose script is src/app/main.tsx). */
const MEMBER_ENTRY = sourceFile('index.html');
/** The login page, and what the signed-in home loads: the shell, the page and its tiles (the groups below). */
const LOGIN_PAGE = sourceFile('src/features/auth/LoginPage.tsx');
const SIGNED_IN_HOME = () => [sourceFile('src/app/shell/AppShell.tsx'), sourceFile('src/features/home/HomePage.tsx'), ...homeWidgetFiles()];

/**
 * The gateway's server render of first frames (`vite build --ssr`, src/app/first-frame.tsx): one Node module
 * with its libraries bundled in (so styled-components and React are the same instances the app's code imports),
 * beside the browser's build, which it must match.
 */
const firstFrameBuild = {
  outDir: 'dist/server',
  target: 'node20',
  sourcemap: false,
  rolldownOptions: { input: 'src/app/first-frame.tsx', output: { entryFileNames: 'first-frame.js' } },
};

/** The studio's entries and modules (src/studio/): never in the member's `app` chunk, though they are initial too. */
const STUDIO_MODULE = /\/src\/studio\/|\/studio\.html/;

/** The member routes' libraries and their dependencies (scripts/vite/member-libraries.ts): the vendor chunk's only content. */
const MEMBER_LIBRARIES = packageClosure(repoRoot, MEMBER_ROUTE_LIBRARIES);
const isMemberLibrary = (id: string) => MEMBER_LIBRARIES.has(packageOf(id) ?? '');
/**
 * The query library (scripts/vite/member-libraries.ts), but for the module of its React context, which the app's
 * root provides from the start (src/api/QueryClientRoot.tsx): a few hundred bytes, in the entry.
 */
const QUERY_LIBRARY_PACKAGES = new Set([...packageClosure(repoRoot, QUERY_LIBRARIES)].filter((name) => !MEMBER_LIBRARIES.has(name)));
/** Its parts no first page uses (the signed-in home reads with useQuery and mutates nothing): with the pages that do. */
const LATER_QUERY_MODULES = /\/(useQueries|queriesObserver|useMutation|mutationObserver)\.js$/;
const isQueryLibrary = (id: string) =>
  QUERY_LIBRARY_PACKAGES.has(packageOf(id) ?? '') && !id.endsWith('/QueryClientProvider.js') && !LATER_QUERY_MODULES.test(id);
/** The app's modules that load with it: the query client and the hold of its first calls (src/app/main.tsx). */
const QUERY_LAYER_MODULE = /\/src\/api\/(query-client|first-paint-hold)\.ts$/;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [stylesheetPreload(), routerTreeShaking(), react(), precompress(), moduleChunks(repoRoot)],
  resolve: {
    alias: [{ find: '@schemas', replacement: schemasDir }, ...(mode === 'production' ? [...reactRouterProduction, reactOwnSyncExternalStore] : [])],
  },
  ssr: { noExternal: true },
  // Oxc's styled-components transform: each component's id comes from its file and place in it (not from the order
  // modules happen to run in), so the server-rendered first frame and the browser's hydration name classes alike;
  // and the CSS in the bundles is minified.
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } } },
  build: isSsrBuild ? firstFrameBuild : {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // No preload helper (nor its polyfill) in the entry: the gateway's HTML preloads each first page's chunks
    // (gateway/preloads.ts), and a later page's chunk fetches its own imports in parallel once it arrives.
    modulePreload: false,
    rolldownOptions: {
      // The script of a server-rendered first frame (gateway/first-frame.ts): a second, standalone entry.
      // The studio (/studio) and its preview frame: entries of their own, whose code stays out of the member's chunks.
      input: { index: 'index.html', 'first-frame-loader': FIRST_FRAME_LOADER, studio: 'studio.html', 'studio-frame': STUDIO_FRAME_ENTRY },
      output: {
        codeSplitting: {
          groups: [
            // The libraries every route needs: they compress better together than in many small shared chunks,
            // and the chunk stays cached across app releases. A library only a later page uses stays with that
            // page's code (DOMPurify: the help pages' holiday calendar), so /login and /home never load it.
            { name: 'vendor', test: isMemberLibrary, priority: 30 },
            // The query library: loaded with the first page after the login page (src/api/query-layer.ts).
            { name: 'queries', test: (id: string) => isQueryLibrary(id) || QUERY_LAYER_MODULE.test(id), priority: 30, includeDependenciesRecursively: false },
            // What the entry runs before any page (boot, providers, route table, minimal layout): in the entry.
            // Only what the member's entry imports: a module the studio's entries import statically besides (the
            // later pages' routes, the boot failure page) stays out of it.
            { name: reachableFrom('app', () => [MEMBER_ENTRY]), tags: ['$initial'], test: (id: string) => !id.endsWith(FIRST_FRAME_LOADER) && !STUDIO_MODULE.test(id), priority: 20 },
            // What the login page and the signed-in home both load (the design system's buttons, cards, banners),
            // so neither carries the other's own code: /home no longer loads the login page's.
            { name: sharedBy('first-pages', { one: () => [LOGIN_PAGE], other: SIGNED_IN_HOME }), priority: 15 },
            // The login page (most sessions' first page) with everything else it alone needs, in one file, so /login
            // loads at most five: entry, vendor, rolldown's runtime, the shared chunk above and this (its loader is
            // inline in the HTML: gateway/preloads.ts inlineScript).
            { name: 'login', test: /src\/features\/auth\/LoginPage\.tsx$/, priority: 10 },
            // The signed-in shell, its guards, the widget registry's layout route, the home page (the first
            // signed-in page of most sessions) and the seeding of a signed-in page's inlined first data.
            {
              name: 'shell',
              test: /src\/app\/(shell\/AppShell|guards\/Require(PasswordCurrent|NotTermed)|sections\/WidgetsLayout)\.tsx$|src\/features\/home\/HomePage\.tsx$|src\/member\/first-round-calls\.ts$/,
              priority: 10,
            },
            // The home page's tiles (every brand's) in one file: /home makes one request for them, not fifteen.
            { name: 'home-tiles', test: isHomeWidget, priority: 10 },
            // The design system's parts the first pages do not load, in one file every later page shares: a page
            // composed of sections asks for one file, not one per field, pager and table region (over HTTP/1.1 each
            // is a round trip on one of six connections).
            { name: 'later-ui', test: /\/src\/ui\//, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-units',
          environment: 'jsdom',
          // A component test renders the real providers, manifests and copy: seconds on a loaded 2-core machine.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-units.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-units',
          environment: 'node',
          // A gateway test serves two instances (the reference API and the server) and injects through both:
          // well under a second alone, several on a loaded 2-core CI machine.
          testTimeout: 20_000,
          include: ['gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'migrations/**/*.test.ts'],
        },
      },
    ],
  },
}));
