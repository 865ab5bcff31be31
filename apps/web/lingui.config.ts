import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { createSwcExtractor } from '@lingui/native-tools';

/**
 * Lingui (ADR 024): English is written in the code as the message itself; `npm run i18n:extract` writes
 * the catalogs and translators fill in `bn`. One catalog per feature (`src/features/<name>/locales/`) and
 * one `core` catalog for app/ and shared/ (`src/locales/`), so a page downloads only the strings of the
 * parts it runs (build/catalog-registration.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/shared/'],
      exclude: ['**/*.test.*'],
    },
  ],
  // Origins without line numbers: a catalog changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  extractors: [createSwcExtractor()],
});
