// One lint configuration for the whole tree (CONVENTIONS.md §9: lint enforces what decisions settle).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'scratch/**',
      '.data-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['eslint.config.js'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Imports flow shared -> features -> app (CONVENTIONS.md §1): shared code never imports a feature. The app
    // shell (apps/web/src/app) composes features, so the rule does not apply there.
    files: ['apps/web/src/shared/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*/*', '../features/*/*'],
              message: 'Import features only from the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bench/**/*.ts', 'packages/db/src/seed/cli.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
