import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorDetail, FieldErrors } from '@dokkho/contract/common';
import type { Access, Route, RouteShape } from '@dokkho/contract/route';
import { BEARER_SECURITY, OPTIONAL_BEARER_SECURITY, type AuthGuards } from '../plugins/auth';

/**
 * One route of a module, registered from its contract entry (docs/decisions/023): the method, the path and
 * who may call it come from `@dokkho/contract/routes/*`, so the web's call and the server's route are the
 * same object. This supplies, once for every route, what each used to repeat: the guard for the access
 * (an onRequest hook: 401/403 before the body is read), the OpenAPI `security` entry, the module's tags
 * and the standard error answers (400 for bad input, 401/403 for guarded routes, 404 for a path with
 * parameters, 429 from the rate limits every `/api` route has). A route lists only its own extra errors.
 */

/** The zod schemas the server validates with: exactly the ones the contract entry names. */
type SchemasOf<Shape extends RouteShape> = {
  [Key in Exclude<keyof Shape, 'multipart'> as undefined extends Shape[Key] ? never : Key]-?: Shape[Key];
};

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The request a handler receives, typed from the contract entry's schemas (after parsing). */
export type RouteRequest<Shape extends RouteShape> = FastifyRequest<{
  Params: Output<Shape['params']>;
  Querystring: Output<Shape['query']>;
  Body: Output<Shape['body']>;
}>;

/** What a handler may answer: the success body (serialised through the response schema) or the reply. */
export type RouteAnswer<Shape extends RouteShape> = z.output<Shape['response']> | FastifyReply;

/**
 * 400 for a rule of a route without input ("already confirmed"); 401 for a public route that checks a
 * credential itself (sign-in).
 */
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 502 | 503;
type SuccessStatus = 200 | 201 | 202 | 204;

export interface RouteDefinition<Shape extends RouteShape> {
  summary: string;
  description?: string;
  schemas: SchemasOf<Shape>;
  /**
   * The success status; 200 unless said. A route that answers either of two (201 when it created, 200 when
   * it was already there) lists both: each is documented and serialised through the response schema.
   */
  status?: SuccessStatus | readonly SuccessStatus[];
  /** Further documented errors, each answered as `{"detail"}` (ARCHITECTURE.md's error format). */
  errors?: readonly ErrorStatus[];
  /** Per-route settings: a tighter rate limit, say. */
  config?: FastifyContextConfig;
  bodyLimit?: number;
  /** Hooks that run after the access guard (a per-route upload check, say). */
  onRequest?: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
  /** Content types other than JSON the route reads itself (`multipart/form-data` for an upload). */
  consumes?: readonly string[];
  /** Left out of the OpenAPI document (the payment gateways' callbacks). */
  hide?: boolean;
  /**
   * A success answered in another content type than JSON (an invoice PDF): the handler sends the bytes
   * itself and the response schema is not applied (it only types the web's call). Not set as the
   * OpenAPI `produces`, which @fastify/swagger would apply to the JSON error answers too; the route's
   * description says the content type.
   */
  produces?: readonly string[];
  handler(request: RouteRequest<Shape>, reply: FastifyReply): Promise<RouteAnswer<Shape>>;
}

export type DefineRoute = <Shape extends RouteShape>(
  endpoint: Route<Route['method'], string, Shape>,
  definition: RouteDefinition<Shape>,
) => void;

function guardFor(access: Access, guards: AuthGuards): onRequestAsyncHookHandler | null {
  if (access === 'public') return null;
  if (access === 'optional') return guards.optionalUser;
  if (access === 'user') return guards.requireUser;
  return guards.requireRole(access);
}

function isGuarded(access: Access): boolean {
  return access !== 'public' && access !== 'optional';
}

/**
 * The route registrar a module's `routes.ts` uses: `const defineRoute = routeDefiner(app, { guards,
 * tags: ['jobs'] })`, then one `defineRoute(jobsRoutes.board, { summary, schemas, handler })` per route.
 */
export function routeDefiner(
  app: FastifyInstance,
  options: { guards: AuthGuards; tags: readonly string[] },
): DefineRoute {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  return (endpoint, definition) => {
    const shape = definition.schemas as Partial<Record<keyof RouteShape, z.ZodType>>;
    const guard = guardFor(endpoint.access, options.guards);
    const guarded = isGuarded(endpoint.access);
    const takesInput = Boolean(shape.params ?? shape.query ?? shape.body);
    const response: Record<number, z.ZodType> = {};
    // A non-JSON answer (a PDF) is sent as bytes by the handler: no success schema to serialise through.
    if (!definition.produces) {
      for (const status of [definition.status ?? 200].flat()) response[status] = shape.response as z.ZodType;
    }
    if (takesInput) response[400] = FieldErrors.or(ErrorDetail);
    if (guarded) Object.assign(response, { 401: ErrorDetail, 403: ErrorDetail });
    if (shape.params) response[404] = ErrorDetail;
    response[429] = ErrorDetail;
    // `??=`: a 400 the route takes input for keeps its wider schema (field messages or one message).
    for (const status of definition.errors ?? []) response[status] ??= ErrorDetail;
    const onRequest = [guard, definition.onRequest].filter((hook) => hook !== null && hook !== undefined);

    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(onRequest.length > 0 ? { onRequest } : {}),
      ...(definition.preHandler ? { preHandler: definition.preHandler } : {}),
      ...(definition.config ? { config: definition.config } : {}),
      ...(definition.bodyLimit !== undefined ? { bodyLimit: definition.bodyLimit } : {}),
      schema: {
        tags: [...options.tags],
        summary: definition.summary,
        ...(definition.description ? { description: definition.description } : {}),
        ...(guarded ? { security: BEARER_SECURITY } : {}),
        ...(endpoint.access === 'optional' ? { security: OPTIONAL_BEARER_SECURITY } : {}),
        ...(definition.hide ? { hide: true } : {}),
        ...(definition.consumes ? { consumes: [...definition.consumes] } : {}),
        ...(shape.params ? { params: shape.params } : {}),
        ...(shape.query ? { querystring: shape.query } : {}),
        ...(shape.body ? { body: shape.body } : {}),
        response,
      },
      // The type provider cannot follow a generic shape through `route()`; the handler's own signature,
      // checked against the contract entry above, is the type that matters.
      handler: definition.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
}
