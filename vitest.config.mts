import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig leaves JSX to the bundler ("preserve"); tests that render components need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
