// Lint for the site's code: ESLint's and typescript-eslint's recommended rules, the rules of
// hooks, and Docusaurus's own plugin. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import importX, {createNodeResolver} from 'eslint-plugin-import-x';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
/** What runs in the reader's browser: components, theme wrappers, pages, client modules and the search code. */
const BROWSER = ['./src/components', './src/theme', './src/pages', './src/clientModules', './src/search'];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'bench-results/**',
      'test-results/**',
      'api/API-Reference/**',
      'static/**',
      '**/__fixtures__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    // Every package the code imports is declared in package.json, so `npm ci` installs what the
    // code needs instead of whatever another package happens to pull in.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    ignores: ['typings/**'],
    plugins: {'import-x': importX},
    settings: {
      // Docusaurus's own module aliases are not packages.
      'import-x/internal-regex': '^@(theme|theme-original|theme-init|site|generated)/',
    },
    rules: {'import-x/no-extraneous-dependencies': ['error', {includeTypes: true}]},
  },
  {
    // Which folder may import which: the rules resolve each import to its file, the `@site/` alias
    // included, so no spelling of a path gets around them.
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    ignores: ['typings/**', '**/*.test.*', '**/*.spec.*', 'tests/**', 'scripts/**', 'vitest*.mts', 'playwright.config.ts'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [createNodeResolver({extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], alias: {'@site': [root]}})],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['./src', './config', './docusaurus.config.ts', './sidebars.ts', './sidebarsApi.ts'],
              from: './tests',
              message: 'The site imports nothing from tests/: move what both need under src/.',
            },
            {
              target: ['./config', './docusaurus.config.ts'],
              from: ['./src/components', './src/theme'],
              message: 'The config reads helpers and data, not components.',
            },
            {
              // config/ sits above the site's helpers and data, and below the code that reads the
              // site's constants: it takes only from src/lib and src/data, so the two never import each other in a circle.
              target: './config',
              from: './src',
              except: ['./lib', './data'],
              message: 'config/ takes only helpers (src/lib) and data (src/data) from src/.',
            },
            {
              // The browser needs the site's constants and the search settings; the headers, code
              // themes, navbar and footer are build-time configuration that would only add weight.
              target: BROWSER,
              from: './config',
              except: ['./site.ts', './search.ts'],
              message: 'Browser code reads only config/site.ts and config/search.ts.',
            },
            {
              target: BROWSER,
              from: './src/data/facts',
              message: "The editor's facts are build-time data (they read files): render them in a plugin.",
            },
          ],
        },
      ],
    },
  },
  {
    // The scripts are plain ES modules that no compiler checks, and most (the benchmarks above
    // all) run only by hand: a named import of something a local module does not export would
    // fail only when someone runs the script.
    files: ['scripts/**/*.mjs'],
    plugins: {'import-x': importX},
    settings: {'import-x/resolver-next': [createNodeResolver({extensions: ['.mjs', '.js', '.ts', '.json']})]},
    rules: {'import-x/named': 'error'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...docusaurus.configs.recommended.rules,
    },
  },
  {
    // The page loader is one function that the page template calls with the page's scripts.
    files: ['src/plugins/start-up/pageLoader.js'],
    languageOptions: {sourceType: 'script'},
    rules: {'@typescript-eslint/no-unused-vars': ['error', {varsIgnorePattern: '^loadScriptsAfterFirstPaint$', caughtErrors: 'none'}]},
  },
  {
    // Declarations describe the editor's API as it is, including its `any`s and empty interfaces.
    files: ['typings/**/*.d.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // `import X = require('…')` is how a declaration imports a module declared with `export =`.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
