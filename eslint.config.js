// One lint configuration for the whole tree (CONVENTIONS.md §9: lint enforces what decisions settle).
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import dokkho from './tools/eslint/index.js';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const workspaces = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).workspaces;

// Apps are deployables: they share code only through packages/.
const apps = subfolders('apps');
const web = 'apps/web/src';
const api = 'apps/api/src';

/**
 * A module's public API is its service.ts. Some modules split their services over several files; the files
 * other modules may import besides service.ts are listed here, so that a new one is a reviewed decision. A
 * repository or a route file is never public: modules call each other's services, never their tables.
 */
const modulePublicFiles = {
  affiliate: ['ledger.ts', 'payouts.ts'],
  'instructor-earnings': ['ledger.ts'],
  auth: ['tokens.ts'],
  catalog: ['authoring.ts', 'teaching.ts', 'versions.ts'],
  commerce: ['orders.ts', 'pricing.ts', 'receipt-email.ts', 'teaching-revenue.ts'],
  hiring: ['skill-evidence.ts'],
  jobs: ['teaching.ts'],
  'job-seeker': ['applications.ts', 'candidate.ts', 'teaching.ts'],
  learning: ['authoring.ts', 'certificates.ts', 'teaching-stats.ts', 'versions.ts'],
  offers: ['sales.ts', 'wheel.ts'],
  seo: ['page-meta.ts'],
  users: ['roles.ts'],
};
for (const file of Object.values(modulePublicFiles).flat()) {
  if (/^(repo|routes)\b/.test(file)) throw new Error(`${file} cannot be a module's public file`);
}

// As globs (no-restricted-paths wants glob exceptions for a glob zone): modules/<owner>/{service.ts,ledger.ts}.
const modulePublicGlobs = Object.entries(modulePublicFiles).map(
  ([owner, files]) => `${root}/apps/api/src/modules/${owner}/{service.ts,${files.join(',')}}`,
);

/**
 * Where interface text must go through Lingui (issue 16, ADR 024): the whole web app, so a new screen is
 * born translatable.
 */
const untranslatedTextScope = ['app', 'shared', 'features'];
/**
 * Shown the same in both languages: the brand, names that are never translated, and the language switch's
 * labels, which speak to the reader of the other language in theirs.
 */
const textThatStaysAsWritten = [
  'বাংলায় দেখুন',
  'View in English',
  'Dokkho',
  'দক্ষ',
  'English',
  'বাংলা',
  'bKash',
  'Nagad',
  'Rocket',
  'Google',
  'LinkedIn',
  'Facebook',
  'YouTube',
  'WhatsApp',
];

/** Test code: may import test helpers and devDependencies (its workspace's and the root's test runners). */
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/test/**',
  '**/test-utils.{ts,tsx}',
  '**/*-test-utils.{ts,tsx}',
  '**/*.config.{ts,js}',
  // Build plugins run in Node at build time, like the configs that load them.
  'apps/web/build/**',
  'e2e/**',
  'bench/**',
];

/**
 * The import boundaries (docs/decisions/022), as import-x `no-restricted-paths` zones on resolved paths, so a
 * relative path and a package name (`@dokkho/api/...`) are caught alike. `tests`: the zones for test code,
 * which may also import the test helpers.
 */
function boundaryZones({ tests }) {
  const features = subfolders(`${web}/features`);
  const modules = subfolders(`${api}/modules`);
  return [
    ...apps.map((app) => ({
      target: `apps/${app}`,
      from: apps.filter((other) => other !== app).map((other) => `apps/${other}`),
      message: 'An app never imports another app: share code through a package in packages/.',
    })),
    { target: 'packages', from: 'apps', message: 'A package never imports an app.' },
    ...features.map((feature) => ({
      target: `${web}/features/${feature}/**`,
      from: `${root}/${web}/features/**`,
      except: [
        `${root}/${web}/features/${feature}/**`,
        `${root}/${web}/features/*/index.ts`,
        ...(tests ? [`${root}/${web}/features/*/test-utils.{ts,tsx}`] : []),
      ],
      message:
        'Another feature is imported only through its public index.ts; move what both need to shared/.',
    })),
    {
      target: [`${web}/features`, `${web}/shared`],
      from: `${web}/app`,
      message: 'Only the app shell imports the app shell (imports flow shared -> features -> app).',
    },
    {
      target: `${web}/shared`,
      from: `${web}/features`,
      message: 'shared/ never imports a feature (imports flow shared -> features -> app).',
    },
    ...modules.map((module) => ({
      target: `${api}/modules/${module}/**`,
      from: `${root}/${api}/modules/**`,
      except: [
        `${root}/${api}/modules/${module}/**`,
        // What app.ts hands every module (modules/context.ts): the one wiring a module needs.
        `${root}/${api}/modules/context.{ts,tsx}`,
        `${root}/${api}/modules/*/service.ts`,
        ...modulePublicGlobs,
      ],
      message: 'Another module is called only through its service.ts, never its repo or tables.',
    })),
    {
      target: [`${api}/lib`, `${api}/integrations`],
      from: `${api}/modules`,
      message: 'lib/ and integrations/ serve the modules and never import one.',
    },
    // plugins/ wire modules into the app (the auth guard): they use a module's public files like a module would.
    {
      target: `${api}/plugins/**`,
      from: `${root}/${api}/modules/**`,
      except: [`${root}/${api}/modules/*/service.ts`, ...modulePublicGlobs],
      message: "A plugin uses only a module's service.ts or listed public files.",
    },
    ...(tests
      ? []
      : [
          { target: web, from: `${web}/test`, message: 'Only tests import the test helpers.' },
          { target: api, from: `${api}/test`, message: 'Only tests import the test helpers.' },
        ]),
  ];
}

/**
 * The units no import cycle may join (docs/decisions/022): each folder under these is one unit, whatever files
 * the cycle goes through. Tests are left out: a test may seed through a neighbour it does not depend on.
 */
const moduleCycleUnits = [`${api}/modules/*`, `${web}/features/*`, 'packages/*'];
const fileCycleUnits = ['apps/*/src/**', 'packages/*/src/**'];

/**
 * Import boundaries (docs/decisions/022): what may import what, no cycles, and every import declared in the
 * package.json of the importing file's workspace.
 */
function boundaries() {
  const restrictedPaths = (tests) => ['error', { basePath: root, zones: boundaryZones({ tests }) }];
  return [
    {
      files: ['**/*.{ts,tsx,js}'],
      plugins: { 'import-x': importX },
      settings: {
        // Parse imported TypeScript too (no-cycle follows it); the parser is run without type information.
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            project: workspaces.map((dir) => `${root}/${dir}/tsconfig.json`),
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': restrictedPaths(false),
        'import-x/no-relative-packages': 'error',
        // The nearest package.json: production code imports only its workspace's dependencies.
        'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, includeTypes: true }],
      },
    },
    { files: testFiles, rules: { 'import-x/no-restricted-paths': restrictedPaths(true) } },
    // The test runners (vitest, Playwright) and the lint and build tools are declared once, at the root.
    ...workspaces.map((dir) => ({
      files: testFiles
        .map((glob) => (glob.startsWith('**/') ? `${dir}/${glob}` : glob))
        .filter((glob) => glob.startsWith(dir)),
      rules: {
        'import-x/no-extraneous-dependencies': [
          'error',
          { devDependencies: true, includeTypes: true, packageDir: [`${root}/${dir}`, root] },
        ],
      },
    })),
    {
      // The root's configs and our lint rules (tools/), which run with the root's devDependencies.
      files: ['*.{ts,js}', 'tools/**/*.js'],
      rules: {
        'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, includeTypes: true }],
      },
    },
    // No cycle between files: the same graph as the units' below, with every file a unit of its own. It
    // replaces import-x/no-cycle, which walked each file's imports anew and was a third of lint's time.
    {
      files: fileCycleUnits.map((units) => `${units}/*.{ts,tsx}`),
      plugins: { dokkho },
      rules: { 'dokkho/no-file-cycle': ['error', { root, units: fileCycleUnits }] },
    },
    // And none between units, so modules/a -> modules/b -> modules/a fails through any files.
    {
      files: moduleCycleUnits.map((units) => `${units}/**/*.{ts,tsx,js}`),
      ignores: testFiles,
      plugins: { dokkho },
      rules: {
        'dokkho/no-module-cycle': ['error', { root, units: moduleCycleUnits, ignore: testFiles }],
      },
    },
  ];
}

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
  ...boundaries(),
  {
    files: untranslatedTextScope.map((part) => `${web}/${part}/**/*.{ts,tsx}`),
    ignores: testFiles,
    plugins: { dokkho },
    rules: { 'dokkho/no-untranslated-text': ['error', { allow: textThatStaysAsWritten }] },
  },
  {
    files: ['bench/**/*.ts', 'packages/db/src/seed/cli.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The forms' one way to the contract's messages in the language on screen (docs/decisions/025).
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/shared/forms/zod-resolver.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                'Use zodResolver from shared/forms/zod-resolver: it says the messages in Bangla on Bangla pages.',
            },
          ],
        },
      ],
    },
  },
);
