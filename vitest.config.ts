import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code and React components) and `api` (the Fastify app through inject on a
 * real database: PGlite by default, PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/chat/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['./apps/web/src/test/setup.ts'],
          // A worker keeps its module cache and page from one file to the next: re-importing React, the
          // router and the UI kit for each of 150 files was most of this project's time (4 min -> under
          // 1 min on two cores). The setup file resets what a file could leave behind.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
