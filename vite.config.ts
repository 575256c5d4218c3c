import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { moduleChunks, widgetComponentModules, widgetNamesOnPage } from './scripts/vite/module-chunks';
import { precompress } from './scripts/vite/precompress';

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

/** The components of the widgets some brand places on /home, read once when the build first asks. */
let homeWidgets: Set<string> | undefined;
function isHomeWidget(id: string): boolean {
  if (!homeWidgets) {
    const components = widgetComponentModules(repoRoot);
    homeWidgets = new Set(widgetNamesOnPage(repoRoot, 'home').map((name) => fileURLToPath(new URL(`./${components[name]}`, import.meta.url))));
  }
  return homeWidgets.has(id);
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress(), moduleChunks(repoRoot)],
  resolve: {
    alias: [{ find: '@schemas', replacement: schemasDir }, ...(mode === 'production' ? [...reactRouterProduction, reactOwnSyncExternalStore] : [])],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // No preload helper (nor its polyfill) in the entry: the gateway's HTML preloads each first page's chunks
    // (gateway/preloads.ts), and a later page's chunk fetches its own imports in parallel once it arrives.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every route needs: they compress better together than in many small shared chunks,
            // and the chunk stays cached across app releases.
            { name: 'vendor', test: /node_modules/, priority: 30 },
            // What the entry runs before any page (boot, providers, route table, minimal layout): in the entry.
            { name: 'app', tags: ['$initial'], priority: 20 },
            // The login page (most sessions' first page) with everything it alone needs, in one file, so /login
            // loads at most five: entry, vendor, rolldown's runtime, this, and nothing a later page needs.
            { name: 'login', test: /src\/features\/auth\/LoginPage\.tsx$/, priority: 10 },
            // The signed-in shell, its guards, the widget registry's layout route and the home page (the first
            // signed-in page of most sessions).
            {
              name: 'shell',
              test: /src\/app\/(shell\/AppShell|guards\/Require(PasswordCurrent|NotTermed)|sections\/WidgetsLayout)\.tsx$|src\/features\/home\/HomePage\.tsx$/,
              priority: 10,
            },
            // The home page's tiles (every brand's) in one file: /home makes one request for them, not fifteen.
            { name: 'home-tiles', test: isHomeWidget, priority: 10 },
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
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-units.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-units',
          environment: 'node',
          include: ['gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'migrations/**/*.test.ts'],
        },
      },
    ],
  },
}));
