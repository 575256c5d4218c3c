// ESLint flat config.
//
// - typescript-eslint "recommended" (not type-aware: fast, no project service needed) on every TS file.
// - react-hooks rules on the browser app.
// - In src/: no eval, no new Function, no string timers (the app runs under a strict CSP), no innerHTML
//   writes (HTML from content goes through DOMPurify), no barrel re-exports.
// - eslint-plugin-boundaries enforces the one-way import direction of docs/architecture.md.
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

/** Which layer may import which (docs/architecture.md). Every layer may also use npm packages. */
const allowedImports = {
  // The studio (/studio, its own entry and chunks): previews the real app; nothing imports it.
  studio: ['app', 'engine', 'manifest', 'member', 'api', 'ui', 'schemas', 'generic-schemas'],
  app: ['feature', 'member', 'manifest', 'engine', 'api', 'ui', 'schemas', 'generic-schemas'],
  // feature → its own feature is added below (features never import each other).
  feature: ['member', 'manifest', 'engine', 'api', 'ui', 'schemas', 'generic-schemas'],
  member: ['manifest', 'engine', 'api', 'schemas', 'generic-schemas'],
  // The product's manifest: its types, how it loads (validators, migrations), its words; above the engine.
  manifest: ['engine', 'schemas', 'generic-schemas', 'migrations'],
  api: ['engine', 'schemas', 'generic-schemas'],
  ui: ['manifest', 'engine', 'schemas', 'generic-schemas'],
  // The engine knows nothing of insurance: only the schemas that are not the product's (theme, patterns, copy).
  engine: ['generic-schemas'],
  migrations: ['schemas', 'generic-schemas'],
  schemas: ['generic-schemas'],
  'generic-schemas': [],
};

const boundaryPolicies = [
  // Each layer may import itself and the layers listed above.
  ...Object.entries(allowedImports)
    .filter(([from]) => from !== 'feature')
    .map(([from, to]) => ({
      from: { element: { type: from } },
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
  // Packages (react, @tanstack/..., node builtins) are not layers: always allowed.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'src/manifest/generated/',
      'src/api/generated/',
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
  // The one-way import rule between layers.
  {
    files: ['src/**/*.{ts,tsx,js,jsx}', 'schemas/**/*.{ts,tsx,js}', 'migrations/**/*.{ts,tsx,js}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': [
        { type: 'studio', pattern: 'src/studio', partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'member', pattern: 'src/member', partialMatch: false },
        { type: 'manifest', pattern: 'src/manifest', partialMatch: false },
        { type: 'engine', pattern: 'src/engine', partialMatch: false },
        { type: 'api', pattern: 'src/api', partialMatch: false },
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        // Order matters: the first pattern that matches names the element.
        { type: 'generic-schemas', pattern: 'schemas/generic', partialMatch: false },
        { type: 'schemas', pattern: 'schemas', partialMatch: false },
        { type: 'migrations', pattern: 'migrations', partialMatch: false },
      ],
      'import/resolver': {
        [thisFile]: {},
        node: { extensions },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} must not import {{to.element.type}} (docs/architecture.md: app → features → member/engine/api/ui → schemas; features never import each other).',
          policies: boundaryPolicies,
        },
      ],
    },
  },
);
