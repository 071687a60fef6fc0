import {defineConfig} from 'vitest/config';

/**
 * Browser tests in Debian's Firefox ESR, driven through WebDriver BiDi by puppeteer-core, against
 * the production build (`npx vitest run -c vitest.firefox.config.mts`, after a build). Each file
 * starts its own server and Firefox; the crawl runs three pages at a time in one browser.
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
