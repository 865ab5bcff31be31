import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@dokkho/contract/auth';
import type { Database } from '@dokkho/db';
import { AppError } from '../lib/app-error';
import { listUserRoles } from '../modules/auth/service';
import { verifyAccessToken, type TokenSettings } from '../modules/auth/tokens';

export interface AuthenticatedUser {
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; null on routes that do not ask for a signed-in user. */
    user: AuthenticatedUser | null;
  }
}

export interface AuthGuards {
  /** onRequest: a valid bearer access token, else 401. */
  requireUser: onRequestAsyncHookHandler;
  /** onRequest: signed in (401) and holding the role (403); staff pass every role check. */
  requireRole(role: Role): onRequestAsyncHookHandler;
  /**
   * onRequest: the signed-in user when a valid bearer comes along, else anonymous, for a public route that
   * only uses the user to refine its answer. A stale or forged token is ignored rather than answered with
   * a 401, which would sign the visitor out of the web app (SPEC.md §4) for merely following a link.
   */
  optionalUser: onRequestAsyncHookHandler;
}

/** OpenAPI: the scheme `registerOpenApi` declares, for routes behind `requireUser`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
/** OpenAPI: a bearer token is welcome but not needed (`{}` is "no security"). */
export const OPTIONAL_BEARER_SECURITY: { [scheme: string]: string[] }[] = [{}, { bearerAuth: [] }];

const BEARER = /^Bearer ([\w.~+/-]+=*)$/i;

/** The user a guarded route runs for; a bug (401, never a crash) if the route forgot its guard. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

/**
 * Bearer authentication for every module. Guards are plain onRequest hooks handed to route modules in their
 * options, so a route says what it needs in its own definition (ARCHITECTURE.md: the server enforces the
 * role on every role-specific endpoint, unlike the seed's client-only guard). onRequest, not preHandler:
 * they run before the body is parsed and validated, so a stranger learns nothing about a protected
 * route's fields, only that it wants a sign-in (issue 14 item 6).
 */
export function registerAuth(
  app: FastifyInstance,
  options: { db: Database; tokens: TokenSettings },
): AuthGuards {
  app.decorateRequest('user', null);

  const requireUser: onRequestAsyncHookHandler = async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    // Missing, malformed ("Bearer undefined" from a stale client, SPEC.md §4), forged or expired: one 401.
    const userId = match ? await verifyAccessToken(options.tokens, match[1]!) : null;
    if (userId === null) throw AppError.unauthorized();
    request.user = { id: userId };
  };

  const requireRole = (role: Role): onRequestAsyncHookHandler =>
    async function (this: FastifyInstance, request, reply) {
      if (!request.user) await requireUser.call(this, request, reply);
      const roles = await listUserRoles({ db: options.db, userId: signedInUser(request).id });
      // No roles at all: the account behind the token is gone.
      if (roles.length === 0) throw AppError.unauthorized();
      if (!roles.includes(role) && !roles.includes('staff')) throw AppError.forbidden();
    };

  const optionalUser: onRequestAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
    if (!request.headers.authorization) return;
    try {
      await requireUser.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
      request.user = null;
    }
  };

  return { requireUser, requireRole, optionalUser };
}
