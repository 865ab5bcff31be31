import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { catalogRegistration } from './build/catalog-registration.ts';

/**
 * @fastify/static does not compress on the fly, so the build writes .br and .gz next to every text asset
 * and the API serves them with `preCompressed` (STACK.md "Serving the SPA").
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dokkho-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const SRC_DIR = path.resolve(import.meta.dirname, 'src');

export default defineConfig({
  plugins: [
    react(),
    // Before Lingui's macro transform, which replaces the macro imports it looks for.
    catalogRegistration(SRC_DIR),
    // Lingui's macros compiled natively (no Babel), and its .po catalogs compiled when imported; the
    // build fails on a message without a translation (ADR 024).
    lingui({ macroTransform: true, failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    precompress(),
  ],
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/chat': 'http://localhost:3000' },
  },
});
