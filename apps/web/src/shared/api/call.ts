import { routePath, type Route, type RouteInput, type RouteResponse } from '@dokkho/contract/route';
import { apiRequest, type RequestOptions } from './client';

/** What a call may add to its input: how the browser sends it, never what it sends. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'keepalive' | 'cache' | 'headers'>;

/**
 * Calls one endpoint of the contract (docs/decisions/023): the method, the path and whether a token goes
 * along come from the same route entry the server registers, and the input and the answer are typed from
 * its schemas. `public` endpoints go without a token (and never wait for a refresh first).
 */
export function callApi<R extends Route>(
  endpoint: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteResponse<R>> {
  const { params, query, body } = input as { params?: never; query?: unknown; body?: unknown };
  return apiRequest<RouteResponse<R>>(routePath(endpoint, params), {
    ...options,
    method: endpoint.method,
    ...(query !== undefined ? { query: query as RequestOptions['query'] } : {}),
    ...(body !== undefined ? { body } : {}),
    auth: endpoint.access !== 'public',
  });
}
