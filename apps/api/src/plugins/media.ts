import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../integrations/object-store/local';
import { isPrivateKey, type ObjectStore } from '../integrations/object-store/store';

/** Keys are never reused (a new upload gets a new random name): a year's caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the local object store at /media/<key> (uploaded profile pictures and, later, other uploads).
 * The type comes from the key's extension, never from the bytes, and nosniff stops a browser from
 * second-guessing it; the sandboxing CSP keeps a file that somehow holds markup from running anything.
 */
export async function registerMedia(app: FastifyInstance, options: { store: ObjectStore }) {
  app.route({
    method: 'GET',
    url: `${MEDIA_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Private objects (resumes) are only streamed by routes that check who asks: here they do not exist.
      if (isPrivateKey(key.toLowerCase())) return reply.status(404).send({ detail: 'Not found.' });
      // Videos are watched by seeking: one byte range per request (what every browser's player asks).
      const head = await options.store.open(key);
      if (!head) return reply.status(404).send({ detail: 'Not found.' });
      const range = parseRange(request.headers.range, head.size);
      reply
        .header('Content-Type', head.contentType)
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-site');
      if (range === 'unsatisfiable') {
        head.stream.destroy();
        return reply
          .status(416)
          .type('application/json; charset=utf-8')
          .header('Content-Range', `bytes */${head.size}`)
          .send({ detail: 'Range not satisfiable.' });
      }
      if (!range) return reply.header('Content-Length', String(head.size)).send(head.stream);
      head.stream.destroy();
      const part = await options.store.open(key, range);
      // Deleted between the two opens (a replaced upload): as if it had never been there.
      if (!part)
        return reply.status(404).type('application/json; charset=utf-8').send({ detail: 'Not found.' });
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${head.size}`)
        .header('Content-Length', String(range.end - range.start + 1))
        .send(part.stream);
    },
  });
}

/**
 * One `bytes=start-end`, `bytes=start-` or `bytes=-suffix` range, clamped to the object; undefined for
 * no (or an unusable, or a multi-) range, which is answered with the whole object as RFC 9110 allows.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
