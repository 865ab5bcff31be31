import type { z } from 'zod';
import type { Role } from './auth';

/**
 * Typed calls end to end (issue 15 item 4, docs/decisions/023). Each endpoint's method, path and access live
 * here, in the contract, once; the API registers its route from the same object (`apps/api/src/lib/
 * define-route.ts`, which also checks that the zod schemas it validates with are the ones named here) and
 * the web calls it through `callApi` (`apps/web/src/shared/api/call.ts`), which builds the path from the
 * same template and types the input and the answer from the same schemas. A path or a type cannot drift
 * between the two.
 *
 * The schemas ride in a type parameter only, and route tables import them with `import type`: a route
 * table carries no zod at run time, so a web page that calls an endpoint does not download its schemas.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, checked on the server before the body is read:
 * - `public`: anyone; the web sends no token (and never refreshes one first);
 * - `optional`: anyone, but a valid token personalises the answer (a course page shows "enrolled");
 * - `user`: signed in (401 otherwise);
 * - a role: signed in and holding it (403 otherwise; staff pass every role check).
 */
export type Access = 'public' | 'optional' | 'user' | Role;

/** The schemas of one endpoint: what the path, query and body carry and what a success answers. */
export interface RouteShape {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; `z.ZodNull` for a 204. */
  response: z.ZodType;
  /** A multipart/form-data upload: the caller sends a `FormData`, the server reads the file itself. */
  multipart?: true;
}

export interface Route<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Shape extends RouteShape = RouteShape,
> {
  readonly method: Method;
  /** Relative to `/api`, Fastify style: `/jobs/board/:id/`. */
  readonly path: Path;
  readonly access: Access;
  /** Type-level only: never set at run time. */
  readonly shape?: Shape;
}

/**
 * Declares an endpoint: `route<{ query: typeof JobBoardQuery; response: typeof JobBoardResponse }>()(
 * 'GET', '/jobs/board/', 'public')`. Curried so the method and path are inferred as literals while the
 * shape is written out.
 */
export function route<Shape extends RouteShape>() {
  return <const Method extends HttpMethod, const Path extends string>(
    method: Method,
    path: Path,
    access: Access,
  ): Route<Method, Path, Shape> => ({ method, path, access });
}

/** `'/jobs/board/:id/notes/:noteId/'` -> `'id' | 'noteId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string | number };

type ShapeOf<R> = R extends Route<HttpMethod, string, infer Shape> ? Shape : never;
type PathOf<R> = R extends Route<HttpMethod, infer Path, RouteShape> ? Path : never;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;

/** What a caller sends: path parameters when the path has any, the query and the body when it takes them. */
export type RouteInput<R extends Route> = ([PathParamNames<PathOf<R>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<PathOf<R>> }) &
  (ShapeOf<R>['query'] extends z.ZodType ? { query: InputOf<ShapeOf<R>['query']> } : { query?: undefined }) &
  (ShapeOf<R>['body'] extends z.ZodType
    ? { body: InputOf<ShapeOf<R>['body']> }
    : ShapeOf<R>['multipart'] extends true
      ? { body: FormData }
      : { body?: undefined });

/** What a success answers, as the server serialises it. */
export type RouteResponse<R extends Route> = z.output<ShapeOf<R>['response']>;

/**
 * The concrete path of a call: each `:name` replaced by its value, URL-encoded. A missing value is a
 * programming error and throws (typed callers cannot reach it).
 */
export function routePath<R extends Route>(endpoint: R, params?: PathParams<PathOf<R>>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
