import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../integrations/object-store/local';
import type { ObjectStore } from '../integrations/object-store/store';

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
      const object = await options.store.open(key);
      if (!object) return reply.status(404).send({ detail: 'Not found.' });
      return reply
        .header('Content-Type', object.contentType)
        .header('Content-Length', String(object.size))
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-site')
        .send(object.stream);
    },
  });
}
