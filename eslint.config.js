// ESLint flat config.
//
// - typescript-eslint "recommended" (not type-aware: fast, no project service needed) on every TS file.
// - react-hooks rules on the browser app.
// - In src/: no eval, no new Function, no string timers (the app runs under a strict CSP), no innerHTML
//   writes (HTML from content goes through DOMPurify), no barrel re-exports.
// - eslint-plugin-boundaries enforces the one-way import directions of docs/architecture.md on every file: each
//   folder is an element, `allowedImports` says which may import which.
//
// Module resolution for the boundaries rule: relative imports and the tsconfig alias `@schemas/*` → `schemas/*`
// are resolved by the small resolver exported at the bottom of this file (eslint-module-utils loads it by path
// through `import/resolver`), so no extra resolver package is needed. Anything it does not handle (packages)
// falls through to eslint-import-resolver-node.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const thisFile = fileURLToPath(import.meta.url);
const root = path.dirname(thisFile);

/** tsconfig `paths`, kept in step with tsconfig.json and vite.config.ts. */
const aliases = { '@schemas/': 'schemas/' };
const extensions = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'];

const isFile = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** Resolves an absolute path the way the bundler does: as is, with an extension, `.js` → `.ts`, or `index.*`. */
function resolveAbsolute(base) {
  const candidates = [base, ...extensions.map((ext) => base + ext)];
  const jsExt = /\.(m|c)?jsx?$/.exec(base);
  if (jsExt) {
    const stem = base.slice(0, -jsExt[0].length);
    candidates.push(stem + '.ts', stem + '.tsx', stem + '.mts', stem + '.cts');
  }
  candidates.push(...extensions.map((ext) => path.join(base, 'index' + ext)));
  return candidates.find(isFile) ?? null;
}

// eslint-module-utils resolver interface v2 (https://github.com/import-js/eslint-plugin-import/blob/main/resolvers/README.md).
export const interfaceVersion = 2;
export function resolve(source, file) {
  let base = null;
  for (const [prefix, target] of Object.entries(aliases)) {
    if (source.startsWith(prefix)) base = path.join(root, target, source.slice(prefix.length));
  }
  if (base === null && (source.startsWith('./') || source.startsWith('../') || source === '.' || source === '..')) {
    base = path.resolve(path.dirname(file), source);
  }
  if (base === null) return { found: false };
  const resolved = resolveAbsolute(base);
  return resolved ? { found: true, path: resolved } : { found: false };
}

/**
 * Which element (a folder, below) may import which: docs/architecture.md, written once here. Every element may also
 * import itself and npm packages. The table has no cycle (scripts/lint.test.ts proves it): tool configs, then
 * scripts, then test/, then the gateway, then the browser's layers, down to the schemas; nothing imports back up.
 */
export const allowedImports = {
  // Tool configs (vite, playwright, eslint, the bare app's vite config; a file category, not a folder): the top.
  config: [
    'scripts', 'test', 'gateway', 'reference-api', 'gateway-shared',
    'studio', 'app', 'feature', 'member', 'manifest', 'api', 'ui', 'engine', 'migrations', 'schemas', 'generic-schemas',
  ],
  // scripts/: build, validate, size and perf commands, the vite plugins. Nothing but a config imports them.
  scripts: [
    'test', 'gateway', 'reference-api', 'gateway-shared',
    'studio', 'app', 'feature', 'member', 'manifest', 'api', 'ui', 'engine', 'migrations', 'schemas', 'generic-schemas',
  ],
  // test/: browser tests (e2e/), fixtures, render helpers.
  test: [
    'gateway', 'reference-api', 'gateway-shared', 'gateway-testing',
    'studio', 'app', 'feature', 'member', 'manifest', 'api', 'ui', 'engine', 'migrations', 'schemas', 'generic-schemas',
  ],
  // gateway/testing: the gateway tests' harnesses.
  'gateway-testing': ['gateway', 'reference-api', 'gateway-shared', 'manifest', 'engine', 'schemas', 'generic-schemas'],
  // The server (gateway/, but for the folders below): pages and first frame, headers, the studio, the content store.
  // It reaches member data only through the member API's declarations (schemas/api/), never the reference API's code
  // but at its embedding point (below).
  // It runs the app's pure modules, so the two cannot disagree, and renders the app's first frame. Never the studio:
  // what it shares with the studio's frame is in schemas/studio-frame.ts.
  gateway: ['gateway-shared', 'app', 'feature', 'member', 'manifest', 'api', 'ui', 'engine', 'migrations', 'schemas', 'generic-schemas'],
  // gateway/reference-api: the stand-in insurer API (personas, member routes, PDFs, the outbox). It checks what members
  // type with the app's own rules.
  'reference-api': ['gateway-shared', 'feature', 'member', 'manifest', 'api', 'ui', 'engine', 'schemas', 'generic-schemas'],
  // gateway/shared: what both serve with (Fastify set-up, validation, logging, health, faults, content source).
  'gateway-shared': ['manifest', 'engine', 'schemas', 'generic-schemas'],
  // The studio (/studio, its own entry and chunks): previews the real app; nothing in src/ imports it.
  studio: ['app', 'engine', 'manifest', 'member', 'api', 'ui', 'schemas', 'generic-schemas'],
  app: ['feature', 'member', 'manifest', 'engine', 'api', 'ui', 'schemas', 'generic-schemas'],
  // feature → its own feature is added below (features never import each other).
  feature: ['member', 'manifest', 'engine', 'api', 'ui', 'schemas', 'generic-schemas'],
  member: ['manifest', 'engine', 'api', 'schemas', 'generic-schemas'],
  // The product's manifest: its types, how it loads (validators, migrations), its checks, its words; above the engine.
  manifest: ['engine', 'schemas', 'generic-schemas', 'migrations'],
  api: ['engine', 'schemas', 'generic-schemas'],
  ui: ['manifest', 'engine', 'schemas', 'generic-schemas'],
  // The engine knows nothing of insurance: only the schemas that are not the product's (theme, patterns, copy).
  engine: ['generic-schemas'],
  migrations: ['schemas', 'generic-schemas'],
  schemas: ['generic-schemas'],
  'generic-schemas': [],
};

/**
 * Test code beside the code (`*.test.*`, `*.fixture.*`, `test-*` helpers) may import what its folder may import and,
 * besides, the test support: test/ and gateway/testing. Code that is not test code never imports test code, so a
 * test file is a leaf and the test support adds no cycle.
 */
const testSupport = ['test', 'gateway-testing'];

/** Every file that ESLint reads belongs to one folder element (the first pattern that matches names it), or is a config. */
export const elements = [
  { type: 'studio', pattern: 'src/studio', partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'member', pattern: 'src/member', partialMatch: false },
  { type: 'manifest', pattern: 'src/manifest', partialMatch: false },
  { type: 'engine', pattern: 'src/engine', partialMatch: false },
  { type: 'api', pattern: 'src/api', partialMatch: false },
  { type: 'ui', pattern: 'src/ui', partialMatch: false },
  { type: 'generic-schemas', pattern: 'schemas/generic', partialMatch: false },
  { type: 'schemas', pattern: 'schemas', partialMatch: false },
  { type: 'migrations', pattern: 'migrations', partialMatch: false },
  { type: 'gateway-testing', pattern: 'gateway/testing', partialMatch: false },
  { type: 'reference-api', pattern: 'gateway/reference-api', partialMatch: false },
  { type: 'gateway-shared', pattern: 'gateway/shared', partialMatch: false },
  { type: 'gateway', pattern: 'gateway', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
  { type: 'test', pattern: 'test', partialMatch: false },
];

/**
 * Each file's category: a tool config (the `config` row above), test code, or code. A file in no element and no
 * category fails lint (boundaries/no-unknown-files): a new folder of code is placed here before it lints.
 */
/** The one file of the server that may import the reference API: where `npm start` embeds it (gateway/app.ts). */
export const referenceApiEmbeddingPoint = 'gateway/app.ts';

const fileCategories = [
  { pattern: referenceApiEmbeddingPoint, category: 'embedding-point' },
  { pattern: elements.map((element) => `${element.pattern}/**`), category: 'code' },
  { pattern: '**/{*.test,*.fixture,test-*}.{ts,tsx}', category: 'test-code', exclusive: true },
  { pattern: ['*.config.{js,ts,mjs,cjs}', 'test/fixtures/*/vite.config.ts'], category: 'config', exclusive: true },
];

const boundaryPolicies = [
  // Each element may import itself and the elements listed above.
  ...Object.entries(allowedImports)
    .filter(([from]) => from !== 'feature')
    .map(([from, to]) => ({
      from: from === 'config' ? { file: { categories: 'config' } } : { element: { type: from } },
      allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
    })),
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { types: { anyOf: allowedImports.feature } } } },
  },
  // A feature may import its own files only: the captured folder name must match.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{from.element.captured.feature}}' } } } },
  },
  {
    from: { file: { categories: 'embedding-point' } },
    allow: { to: { element: { type: 'reference-api' } } },
  },
  // Test code may also import the test support.
  {
    from: { file: { categories: 'test-code' } },
    allow: { to: { element: { types: { anyOf: testSupport } } } },
  },
  // Packages (react, @tanstack/..., node builtins) are not elements: always allowed.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  // Last, so they win: code outside the test support never imports test code; nothing imports a tool config.
  {
    from: { element: { types: { noneOf: testSupport } }, file: { categories: 'code' } },
    disallow: { to: { file: { categories: 'test-code' } } },
    message: '{{from.element.type}} is not test code: it must not import test code (*.test, *.fixture, test-* files).',
  },
  {
    disallow: { to: { file: { categories: 'config' } } },
    message: '{{from.element.type}} must not import a tool config: move what they share beside the code, or to test/fixtures.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'src/manifest/generated/',
      'src/api/generated/',
      'src/app/generated/',
      'schemas/generated/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'coverage/',
      'schemas/*.schema.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Node-side code: gateway, scripts, tests, tool configs.
  {
    files: [
      'gateway/**',
      'scripts/**',
      'test/**',
      'migrations/**',
      'schemas/**',
      '*.config.{js,ts,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // The browser app.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      'no-script-url': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use ui/AppLink's AppLink or CurrentPageLink: the router's Link brings its framework mode into every page's JavaScript (docs/performance.md).",
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use ui/AppLink's AppLink or CurrentPageLink: the router's Link brings its framework mode into every page's JavaScript (docs/performance.md).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'The app runs under a strict Content-Security-Policy: no new Function.',
        },
        {
          selector: "CallExpression[callee.name='Function']",
          message: 'The app runs under a strict Content-Security-Policy: no Function().',
        },
        {
          selector: "AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]",
          message: 'Do not write HTML into the DOM: render it with React, or sanitise it with DOMPurify in the ui layer.',
        },
        {
          selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
          message: 'Do not write HTML into the DOM: render it with React, or sanitise it with DOMPurify in the ui layer.',
        },
        {
          selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
          message: 'document.write is not allowed.',
        },
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import the file itself (docs/architecture.md).',
        },
      ],
    },
  },
  // The one-way import rule between elements, on every file.
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/files': fileCategories,
      'import/resolver': {
        [thisFile]: {},
        node: { extensions },
      },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} must not import {{to.element.type}} (allowedImports in eslint.config.js, docs/architecture.md "Allowed import directions"; features never import each other).',
          policies: boundaryPolicies,
        },
      ],
    },
  },
);
