// Proves that eslint.config.js enforces the one-way import rule of docs/architecture.md, on every folder, and that its
// table of allowed imports has no cycle. ESLint runs on in-memory snippets, inside a scratch copy of the folders (so
// every import target exists and resolves, whatever the app currently contains), with the repo's own eslint.config.js.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  'src/app/App.tsx',
  'src/features/home/HomePage.tsx',
  'src/features/claims/rules.ts',
  'src/features/claims/ClaimsPage.tsx',
  'src/member/facts.ts',
  'src/engine/rules/evaluate.ts',
  'src/api/client.ts',
  'src/ui/Button.tsx',
  'src/manifest/manifest-types.ts',
  'src/manifest/brand-context.tsx',
  'src/engine/manifest/load.ts',
  'schemas/widgets.ts',
  'schemas/rule.schema.ts',
  'schemas/widgets/welcome-banner.props.ts',
  'schemas/generic/theme.schema.ts',
  'schemas/generic/patterns.ts',
  'migrations/1-to-2.ts',
  'src/studio/StudioApp.tsx',
  'src/member/member-context.fixture.ts',
  'gateway/app.ts',
  'gateway/testing/gateway-harness.ts',
  'gateway/reference-api/app.ts',
  'gateway/reference-api/personas/seed.ts',
  'gateway/shared/validation.ts',
  'scripts/validate.ts',
  'scripts/vite/precompress.ts',
  'test/stub-gateway.ts',
  'vite.config.ts',
  'playwright.config.ts',
];

let dir: string;
let eslint: ESLint;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  copyFileSync(path.join(repo, 'eslint.config.js'), path.join(dir, 'eslint.config.js'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const file of targets) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'export const value = 1;\n');
  }
  eslint = new ESLint({ cwd: dir });
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function lint(filePath: string, source: string): Promise<string[]> {
  const code = `import { value } from '${source}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(dir, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

const boundaryErrors = (messages: string[]) => messages.filter((m) => m.startsWith('boundaries/'));

describe('eslint-plugin-boundaries: the one-way import rule', () => {
  it.each([
    ['src/app/routes.tsx', '../features/home/HomePage', 'app → feature'],
    ['src/app/routes.tsx', '../member/facts', 'app → member'],
    ['src/app/routes.tsx', '../ui/Button', 'app → ui'],
    ['src/app/routes.tsx', '@schemas/widgets', 'app → schemas (alias)'],
    ['src/features/claims/ClaimsTile.tsx', './rules', 'feature → same feature'],
    ['src/features/claims/widgets/ClaimsTile.tsx', '../ClaimsPage', 'feature → same feature, other folder'],
    ['src/features/claims/ClaimsTile.tsx', '../../member/facts', 'feature → member'],
    ['src/features/claims/ClaimsTile.tsx', '../../api/client', 'feature → api'],
    ['src/features/claims/ClaimsTile.tsx', '../../ui/Button', 'feature → ui'],
    ['src/member/context.ts', '../api/client', 'member → api'],
    ['src/member/context.ts', '../engine/rules/evaluate', 'member → engine'],
    ['src/api/queries.ts', '../engine/rules/evaluate', 'api → engine'],
    ['src/ui/Card.tsx', '../engine/rules/evaluate', 'ui → engine'],
    ['src/engine/theme/theme-types.ts', '@schemas/generic/theme.schema', 'engine → generic schemas (alias)'],
    ['src/engine/theme/theme.ts', '../../../schemas/generic/patterns', 'engine → generic schemas (relative)'],
    ['src/manifest/load-brand-manifest.ts', '../../migrations/1-to-2', 'manifest → migrations'],
    ['src/manifest/load-brand-manifest.ts', '@schemas/widgets/welcome-banner.props', 'manifest → schemas'],
    ['src/manifest/load-brand-manifest.ts', '../engine/manifest/load', 'manifest → engine'],
    ['src/features/claims/ClaimsTile.tsx', '../../manifest/brand-context', 'feature → manifest'],
    ['migrations/2-to-3.ts', '../schemas/widgets', 'migrations → schemas'],
    ['src/engine/theme.ts', 'react', 'any layer → npm package'],
    ['src/studio/frame/main.tsx', '../../app/App', 'studio → app'],
    ['src/studio/Trace.tsx', '../engine/rules/evaluate', 'studio → engine'],
    ['src/studio/Trace.tsx', '../member/facts', 'studio → member'],
    ['gateway/routes/pages.ts', '../../src/app/App', 'gateway → app'],
    ['gateway/routes/x.ts', '../../src/manifest/manifest-types', 'gateway → manifest'],
    ['gateway/x.ts', '@schemas/widgets', 'gateway → schemas (alias)'],
    ['gateway/testing/harness.ts', '../app', 'gateway testing → gateway'],
    ['scripts/content-export.ts', '../gateway/app', 'scripts → gateway'],
    ['scripts/size.ts', '../src/studio/StudioApp', 'scripts → studio'],
    ['scripts/perf/session.ts', '../../test/stub-gateway', 'scripts → test'],
    ['test/e2e/home.spec.ts', '../../src/app/App', 'test → app'],
    ['test/fixtures/x.ts', '../../gateway/app', 'test → gateway'],
    ['vite.config.ts', './scripts/vite/precompress', 'config → scripts'],
    ['test/fixtures/bare-app/vite.config.ts', '../../../scripts/vite/precompress', 'a config in test/ → scripts'],
    ['src/app/routes.test.tsx', '../../test/stub-gateway', 'test code → test'],
    ['src/features/claims/test-support.ts', '../../../test/stub-gateway', 'test helper → test'],
    ['src/app/routes.test.tsx', '../member/member-context.fixture', 'test code → test code'],
    ['test/stub.ts', '../src/member/member-context.fixture', 'test → test code'],
    ['gateway/reference-api/claims.test.ts', '../testing/gateway-harness', 'gateway test → gateway testing'],
    ['gateway/app.ts', './reference-api/app', 'the server at its embedding point → reference API'],
    ['gateway/routes/x.ts', '../shared/validation', 'server → shared'],
    ['gateway/reference-api/routes/x.ts', '../../shared/validation', 'reference API → shared'],
    ['gateway/reference-api/routes/x.ts', '../../../src/member/facts', 'reference API → member'],
    ['gateway/testing/x.ts', '../reference-api/app', 'gateway testing → reference API'],
  ])('allows %s importing %s (%s)', async (file, source) => {
    // No message at all: also no "Resolve error" from the resolver in eslint.config.js.
    expect(await lint(file, source)).toEqual([]);
  });

  it.each([
    ['src/features/claims/ClaimsTile.tsx', '../home/HomePage', 'feature → another feature'],
    ['src/features/home/HomeTile.tsx', '../claims/rules', 'feature → another feature'],
    ['src/features/claims/ClaimsTile.tsx', '../../app/App', 'feature → app'],
    ['src/engine/rules/x.ts', '../../app/App', 'engine → app'],
    ['src/engine/rules/x.ts', '../../api/client', 'engine → api'],
    ['src/engine/rules/x.ts', '../../member/facts', 'engine → member'],
    ['src/engine/rules/x.ts', '../../features/home/HomePage', 'engine → feature'],
    ['src/member/facts2.ts', '../ui/Button', 'member → ui'],
    ['src/member/facts2.ts', '../features/home/HomePage', 'member → feature'],
    ['src/api/x.ts', '../member/facts', 'api → member'],
    ['src/api/x.ts', '../ui/Button', 'api → ui'],
    ['src/ui/Card.tsx', '../api/client', 'ui → api'],
    ['src/ui/Card.tsx', '../member/facts', 'ui → member'],
    ['schemas/x.ts', '../src/engine/rules/evaluate', 'schemas → engine'],
    ['src/engine/manifest/load.ts', '../../../migrations/1-to-2', 'engine → migrations'],
    ['src/engine/manifest/load.ts', '@schemas/widgets/welcome-banner.props', 'engine → product schemas (alias)'],
    ['src/engine/manifest/load.ts', '../../../schemas/rule.schema', 'engine → product schemas (relative)'],
    ['src/engine/rules/x.ts', '../../manifest/manifest-types', 'engine → manifest'],
    ['src/manifest/x.ts', '../member/facts', 'manifest → member'],
    ['migrations/2-to-3.ts', '../src/engine/rules/evaluate', 'migrations → engine'],
    ['src/app/routes.tsx', '../studio/StudioApp', 'app → studio (nothing imports the studio)'],
    ['src/features/claims/ClaimsTile.tsx', '../../studio/StudioApp', 'feature → studio'],
    ['src/studio/Trace.tsx', '../features/home/HomePage', 'studio → feature'],
    ['gateway/routes/x.ts', '../../scripts/validate', 'gateway → scripts'],
    ['gateway/routes/x.ts', '../../src/studio/StudioApp', 'gateway → studio'],
    ['gateway/x.ts', './testing/gateway-harness', 'gateway → gateway testing'],
    ['gateway/x.ts', '../test/stub-gateway', 'gateway → test'],
    ['src/engine/rules/x.ts', '../../../gateway/app', 'engine → gateway'],
    ['src/app/x.ts', '../../gateway/app', 'app → gateway'],
    ['src/studio/x.ts', '../../gateway/app', 'studio → gateway'],
    ['schemas/x.ts', '../gateway/app', 'schemas → gateway'],
    ['migrations/2-to-3.ts', '../gateway/app', 'migrations → gateway'],
    ['src/app/x.ts', '../../scripts/validate', 'app → scripts'],
    ['src/manifest/x.ts', '../../scripts/validate', 'manifest → scripts'],
    ['src/app/x.test.tsx', '../../scripts/validate', 'test code in src → scripts'],
    ['schemas/x.ts', '../scripts/validate', 'schemas → scripts'],
    ['test/fixtures/x.ts', '../../scripts/validate', 'test → scripts'],
    ['scripts/x.ts', '../vite.config', 'scripts → a tool config'],
    ['scripts/perf/x.ts', '../../playwright.config', 'scripts → a tool config'],
    ['src/app/x.ts', '../../test/stub-gateway', 'app (not test code) → test'],
    ['src/app/x.ts', '../member/member-context.fixture', 'app (not test code) → test code'],
    ['gateway/x.ts', '../src/member/member-context.fixture', 'gateway (not test code) → test code'],
    ['gateway/studio/x.ts', '../reference-api/personas/seed', 'server (not its embedding point) → reference API'],
    ['gateway/x.ts', './reference-api/app', 'server (not its embedding point) → reference API'],
    ['gateway/reference-api/x.ts', '../app', 'reference API → server'],
    ['gateway/shared/x.ts', '../reference-api/app', 'shared → reference API'],
    ['gateway/shared/x.ts', '../app', 'shared → server'],
    ['gateway/reference-api/x.ts', '../../src/app/App', 'reference API → app'],
  ])('forbids %s importing %s (%s)', async (file, source) => {
    const errors = boundaryErrors(await lint(file, source));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/must not import/);
  });
});

/** Every cycle of a table of allowed imports (an element importing itself aside), as `a → b → a`. */
function cyclesOf(table: Record<string, string[]>): string[] {
  const cycles: string[] = [];
  const walk = (element: string, trail: string[]) => {
    if (trail.includes(element)) {
      cycles.push([...trail.slice(trail.indexOf(element)), element].join(' → '));
      return;
    }
    for (const next of table[element] ?? []) if (next !== element) walk(next, [...trail, element]);
  };
  for (const element of Object.keys(table)) walk(element, []);
  return cycles;
}

describe('eslint.config.js: the table of allowed imports', () => {
  type Config = { allowedImports: Record<string, string[]>; elements: { type: string }[] };
  const config = () => import(pathToFileURL(path.join(dir, 'eslint.config.js')).href) as Promise<Config>;

  it('has one row per element (and the tool configs), naming only elements', async () => {
    const { allowedImports, elements } = await config();
    const names = ['config', ...elements.map((e) => e.type)];
    expect(Object.keys(allowedImports).sort()).toEqual([...names].sort());
    for (const targets of Object.values(allowedImports)) for (const target of targets) expect(names).toContain(target);
  });

  it('has no cycle: no two elements import each other, directly or through others', async () => {
    expect(cyclesOf((await config()).allowedImports)).toEqual([]);
  });

  it('would see a cycle: one back edge (engine → gateway) is found', async () => {
    const { allowedImports } = await config();
    const cycles = cyclesOf({ ...allowedImports, engine: [...allowedImports.engine!, 'gateway'] });
    expect(cycles).toContain('engine → gateway → engine');
    expect(cyclesOf({ a: ['b'], b: ['c'], c: ['a'] })).toContain('a → b → c → a');
  });
});

describe('eslint-plugin-boundaries: every file is in an element', () => {
  it('refuses a file of a folder that is not in the table', async () => {
    const [result] = await eslint.lintText('export const value = 1;\n', { filePath: path.join(dir, 'tools/x.ts') });
    expect(result?.messages.map((m) => m.ruleId)).toContain('boundaries/no-unknown-files');
  });
});

describe('eslint.config.js module resolution', () => {
  it('resolves the @schemas/* alias and extensionless relative imports to files', async () => {
    const config = (await import(pathToFileURL(path.join(dir, 'eslint.config.js')).href)) as {
      resolve: (source: string, file: string) => { found: boolean; path?: string | null };
    };
    const from = path.join(dir, 'src/engine/manifest/load.ts');
    expect(config.resolve('@schemas/widgets', from)).toEqual({ found: true, path: path.join(dir, 'schemas/widgets.ts') });
    expect(config.resolve('../../ui/Button', from)).toEqual({ found: true, path: path.join(dir, 'src/ui/Button.tsx') });
    expect(config.resolve('../../ui/Button.js', from)).toEqual({ found: true, path: path.join(dir, 'src/ui/Button.tsx') });
    expect(config.resolve('react', from)).toEqual({ found: false });
  });
});

describe('src/ security rules', () => {
  it.each([
    ["export const run = (s: string) => eval(s);", 'no-eval'],
    ["export const f = new Function('return 1');", 'no-new-func'],
    ["setTimeout('alert(1)', 10);", 'no-implied-eval'],
    ["export * from './rules';", 'no-restricted-syntax'],
    ["document.body.innerHTML = '<b>x</b>';", 'no-restricted-syntax'],
  ])('reports %s', async (code, rule) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(dir, 'src/engine/snippet.ts') });
    expect(result?.messages.map((m) => m.ruleId)).toContain(rule);
  });
});
