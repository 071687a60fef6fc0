// Lint for the site's code: ESLint's and typescript-eslint's recommended rules, the rules of
// hooks, and Docusaurus's own plugin. Formatting is Prettier's job (.prettierrc.json), not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

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
