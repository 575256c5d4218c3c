// Browser tests: Debian's Chromium only (/usr/bin/chromium, see scripts/ensure-chromium.sh); Playwright's own
// browsers are never downloaded. `npm run test:e2e` builds the app first; the reference gateway serves it here.
import { defineConfig } from '@playwright/test';
import { brandUrl, FIFTH_BRAND_DIR, GATEWAY_ORIGIN, GATEWAY_PORT, PUBLISHING_GATEWAY_PORT, REFERENCE_API_PORT, SHARED_DATABASE_PORTS, SPLIT_GATEWAY_PORT } from './test/fixtures/brands';
import { CHROMIUM_PATH, chromiumArgs } from './test/fixtures/chromium';

const CI = Boolean(process.env.CI);
// A throwaway Postgres (scripts/with-postgres.sh, around `npm run test:e2e`): two gateways share it.
const SHARED_DATABASE = process.env.TEST_DATABASE_URL;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  // axe (with target-size, on every page a test visits) and the signed-in pages' first render take seconds each on
  // a loaded 2-core machine: room for that in CI, where a slow test must not fail the run.
  timeout: CI ? 60_000 : 30_000,
  expect: { timeout: CI ? 10_000 : 5_000 },
  // `list` ends with the summary CI reads ("N passed", "N failed", "N flaky").
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]],
  use: {
    baseURL: brandUrl('main'),
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx gateway/server.ts',
      // The fifth test brand is served beside brands/ (a brand added with files only: test/e2e/fifth-brand.spec.ts).
      // The content store in memory: every run starts from the repository's files.
      env: { PORT: String(GATEWAY_PORT), EXTRA_BRANDS_DIR: FIFTH_BRAND_DIR, CONTENT_DB_DIR: 'memory://' },
      url: `${GATEWAY_ORIGIN}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A gateway of its own for the studio's publishing flow (test/e2e/studio-publish.spec.ts): its publications
      // change what partner members see, which must not reach the other specs' members meanwhile.
      command: 'npx tsx gateway/server.ts',
      env: { PORT: String(PUBLISHING_GATEWAY_PORT), CONTENT_DB_DIR: 'memory://' },
      url: `http://localhost:${PUBLISHING_GATEWAY_PORT}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The reference API as its own process (npm run reference-api) and a gateway that reaches it only through the
      // member API's contract (MEMBER_API_URL): test/e2e/split-member-api.spec.ts.
      command: 'npx tsx gateway/reference-api/server.ts',
      env: { REFERENCE_API_PORT: String(REFERENCE_API_PORT), LOG_LEVEL: 'warn' },
      url: `http://127.0.0.1:${REFERENCE_API_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx gateway/server.ts',
      env: { PORT: String(SPLIT_GATEWAY_PORT), CONTENT_DB_DIR: 'memory://', MEMBER_API_URL: `http://127.0.0.1:${REFERENCE_API_PORT}` },
      url: `http://localhost:${SPLIT_GATEWAY_PORT}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Two instances on one Postgres (test/e2e/studio-releases-postgres.spec.ts): a release goes live once, both serve it.
    ...(SHARED_DATABASE
      ? SHARED_DATABASE_PORTS.map((port) => ({
          command: 'npx tsx gateway/server.ts',
          env: { PORT: String(port), DATABASE_URL: SHARED_DATABASE },
          url: `http://localhost:${port}/login`,
          reuseExistingServer: false,
          timeout: 90_000,
          stdout: 'ignore' as const,
          stderr: 'pipe' as const,
        }))
      : []),
  ],
});
