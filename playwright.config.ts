import {defineConfig} from '@playwright/test';
import {chromiumArgs, testChromiumPath} from './scripts/lib/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/** `npm test` serves the build once for every browser stage and says where; alone, Playwright serves it. */
const shared = process.env.SITE_ORIGIN;

/**
 * End-to-end tests run in Debian's Chromium (its headless shell when installed: `apt-get install
 * chromium-headless-shell`, see scripts/lib/browser.mjs) against the production
 * build served by `scripts/serve.mjs`; Playwright's own browser downloads are not used.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: shared ?? `http://localhost:${port}`,
    // One browser context per worker, reset between tests (cookies, storage, service workers,
    // IndexedDB, routes and emulation go; the page returns to about:blank): a fresh context for
    // each test cost a fifth of this stage's time. A test that needs a context of its own (the
    // offline ones) opens one from `browser`.
    reuseContext: true,
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: shared
    ? undefined
    : {
        command: `node scripts/serve.mjs`,
        env: {PORT: String(port)},
        url: `http://localhost:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
