import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '@dokkho/contract/locale';

const VIRTUAL_PREFIX = 'virtual:dokkho-catalog/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/**
 * Which catalog a source file's strings live in (lingui.config.ts): a feature's own, or `core` for app/
 * and shared/. Null for files outside src (tests' helpers, node_modules).
 */
export function catalogNameOf(file: string, srcDir: string): string | null {
  const relative = path.relative(srcDir, file.split('?')[0] ?? file).split(path.sep);
  if (relative[0] === 'features' && relative[1] && relative.length > 2) return relative[1];
  if (relative[0] === 'app' || relative[0] === 'shared') return 'core';
  return null;
}

export function catalogDirOf(name: string, srcDir: string): string {
  return name === 'core' ? path.join(srcDir, 'locales') : path.join(srcDir, 'features', name, 'locales');
}

/**
 * Loads each part of the app's strings with the code that shows them, so a page downloads only its own
 * (issue 16 item 1). Every module that uses Lingui gets one import of a tiny virtual module for its part;
 * evaluating that registers the part's catalogs (one lazy chunk per language) and starts loading the
 * current language. `loadChunk` and the first render wait for `catalogsReady()`, so no page shows before
 * its strings. Nobody has to remember to load a catalog: using a string is what loads it.
 */
export function catalogRegistration(srcDir: string): Plugin {
  return {
    name: 'dokkho-catalog-registration',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const dir = catalogDirOf(name, srcDir);
      const loaders = LOCALES.map((locale) => {
        const file = path.join(dir, `${locale}.po`);
        if (!existsSync(file)) {
          this.error(`No ${locale} catalog for "${name}" (${file}): run \`npm run i18n:extract\`.`);
        }
        return `${locale}: () => import(${JSON.stringify(file)})`;
      });
      const registry = path.join(srcDir, 'shared', 'i18n', 'catalogs.ts');
      return [
        `import { registerCatalog } from ${JSON.stringify(registry)};`,
        `registerCatalog(${JSON.stringify(name)}, { ${loaders.join(', ')} });`,
      ].join('\n');
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? id) || id.includes('/node_modules/')) return null;
      if (!/from ['"]@lingui\/(?:react|core)\/macro['"]/.test(code)) return null;
      const name = catalogNameOf(id, srcDir);
      if (!name) return null;
      return { code: `import ${JSON.stringify(VIRTUAL_PREFIX + name)};\n${code}`, map: null };
    },
  };
}
