import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to the bundler ("preserve"); tests that render components need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Some units run ESLint, TypeDoc or a build step in-process: seconds on a quiet machine, more
    // while the browser stages share its two cores. The limit catches a hang, not a slow test.
    testTimeout: 30_000,
    // One module cache for every file: importing the plugins, TypeScript and TypeDoc again for each
    // test file was a third of the run (135 s, 88 s without). No test depends on a fresh module state.
    isolate: false,
  },
});
