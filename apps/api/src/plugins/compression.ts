import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API JSON and the rendered index.html for visitors on mobile data: a catalog page of about
 * 8 KB goes over the wire as about 2 KB. Built assets are already pre-compressed at build time and
 * served as such (plugins/spa.ts), so they are left alone. Brotli runs at quality 4: the top qualities
 * cost far more CPU per response than they save in bytes for small dynamic bodies.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
