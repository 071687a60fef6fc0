import {defineConfig} from 'vitest/config';

/**
 * Browser tests in WebKit: Debian's WebKitGTK MiniBrowser driven by its WebDriver
 * (webkit2gtk-driver) through selenium-webdriver, against the production build
 * (`npx vitest run -c vitest.webkit.config.mts`, after a build). The global setup starts one X
 * display (Xvfb) for every file; the files run one after another, each with its own MiniBrowser,
 * so WebKit takes one core of the two while the other stages use the other.
 */
export default defineConfig({
  test: {
    include: ['tests/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/webkit/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
