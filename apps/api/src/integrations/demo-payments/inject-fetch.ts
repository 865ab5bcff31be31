import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../sslcommerz/client';

/** Answers without a body: the Response constructor refuses one for these statuses. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` that does not touch the network: it hands the request to this very server through
 * `app.inject`. The demo gateway and our payment routes talk to each other with it, over the gateways'
 * real protocols, without the server ever calling its own public URL (which may be unreachable from
 * inside, behind a proxy, or not yet listening). Only the path and query are used; `pathPrefix` mounts a
 * gateway's API root (`/v1/...`) under the demo gateway's path.
 */
export function createInjectFetch(app: FastifyInstance, options: { pathPrefix?: string } = {}): FetchLike {
  const prefix = options.pathPrefix ?? '';
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    headers.host = url.host;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${prefix}${url.pathname}${url.search}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    return new Response(NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
