import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { lingui } from '@lingui/vite-plugin';

const UNIT_ROOTS = ['packages', 'apps/web/src'];
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * The unit test files that replace a module with `vi.mock`: a mock only takes where the module graph is
 * fresh, so these run isolated (project `unit-mocks`) and every other file shares its worker's modules.
 */
function unitFilesWithModuleMocks(): string[] {
  return UNIT_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => UNIT_TEST.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(root, file))
      .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
  );
}
const mockingUnitFiles = unitFilesWithModuleMocks();

/**
 * What the web's unit tests need of its build: Lingui's macros compiled (apps/web/vite.config.ts), and
 * Testing Library's render inside Lingui's provider (apps/web/src/test/testing-library.tsx).
 */
const webUnitSetup = {
  plugins: [
    lingui({
      macroTransform: true,
      configPath: path.resolve(import.meta.dirname, 'apps/web/lingui.config.ts'),
    }),
  ],
  resolve: {
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: path.resolve(import.meta.dirname, 'apps/web/src/test/testing-library.tsx'),
      },
    ],
  },
};
const unitInclude = [
  'packages/**/src/**/*.test.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  // Our lint rules (tools/eslint), in plain JavaScript like the lint configuration that loads them.
  'tools/**/*.test.js',
];

/**
 * The files that take longest, longest first. Vitest orders a run by the durations it cached from the last
 * one, but a clean clone (CI) has none, and there it ordered by file size: the server's process test, the
 * PDF renders and the seed checks (the longest files by far, up to a minute each) started late, and one of
 * the two workers idled while the other finished them.
 */
const SLOW_FILES = [
  'apps/api/src/server.test.ts',
  'apps/api/src/integrations/pdf/chromium.test.ts',
  'apps/api/src/openapi-fuzz.test.ts',
  'packages/db/src/seed/seed.test.ts',
  'packages/db/src/seed/seed-hiring.test.ts',
  'packages/db/src/seed/demo-curricula.test.ts',
  'packages/db/src/seed/seed-affiliate.test.ts',
];

/**
 * API test files that never open a database: PDFs through Chromium and pdftotext, the PDF checker's
 * child processes, signatures, pure helpers. `test:api:pg` (DATABASE_URL set) leaves them out, since the
 * PGlite run has just run them and a second database engine changes nothing they do (about a fifth of the
 * PostgreSQL run's time went to the first three).
 */
const API_FILES_WITHOUT_DATABASE = [
  'apps/api/src/integrations/pdf/chromium.test.ts',
  'apps/api/src/lib/pdf/readable.test.ts',
  'apps/api/src/modules/commerce/invoice-pdf.test.ts',
  'apps/api/src/integrations/google/verifier.test.ts',
  'apps/api/src/integrations/sslcommerz/client.test.ts',
  'apps/api/src/integrations/sslcommerz/signature.test.ts',
  'apps/api/src/integrations/sslcommerz/money.test.ts',
  'apps/api/src/integrations/stripe/client.test.ts',
  'apps/api/src/integrations/demo-payments/expiring-map.test.ts',
  'apps/api/src/lib/cached.test.ts',
  'apps/api/src/plugins/media.test.ts',
  'apps/api/src/modules/announcements/unsubscribe-token.test.ts',
  'apps/api/src/modules/commerce/discount-words.test.ts',
  'apps/api/src/modules/commerce/pricing.test.ts',
  'apps/api/src/modules/hiring/emails.test.ts',
  'apps/api/src/modules/hiring/match.test.ts',
];

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(slow));
      return index < 0 ? SLOW_FILES.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return ordered.toSorted((a, b) => rank(a) - rank(b));
  }
}

/**
 * Three projects: `unit` (pure code and React components), `unit-mocks` (the few unit files that mock a
 * module) and `api` (the Fastify app through inject on a real database: PGlite by default, PostgreSQL when
 * DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    // Worker threads, not Vitest 4's default child processes: a forked worker now and then finishes a file
    // and never reports it, and the run waits for it forever (seen here once in CI after the fuzz file;
    // vitest-dev/vitest#8766, and TryGhost/Ghost#29649 measured forks hanging in about 1 run in 10 and
    // threads in none of 39). Two workers on CI's two cores: much of an API test's time is PostgreSQL's.
    pool: 'threads',
    maxWorkers: 2,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        ...webUnitSetup,
        test: {
          name: 'unit',
          include: unitInclude,
          exclude: mockingUnitFiles,
          environment: 'happy-dom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
          // A worker keeps its module cache and page from one file to the next: re-importing React, the
          // router and the UI kit for each of 150 files was most of this project's time (4 min -> under
          // 1 min on two cores). The setup file resets what a file could leave behind.
          isolate: false,
        },
      },
      {
        ...webUnitSetup,
        test: {
          name: 'unit-mocks',
          include: mockingUnitFiles,
          environment: 'happy-dom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? API_FILES_WITHOUT_DATABASE : []),
          ],
          environment: 'node',
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // As in `unit`: files share their worker's modules (the app's ~1,000 modules were imported again
          // for each of 86 files, half of this project's time). Each file still builds its own app on a
          // database of its own (test/test-app.ts); the app keeps no state in module scope.
          isolate: false,
        },
      },
    ],
  },
});
