import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthUser,
  DetailResponse,
  EmailVerifyConfirmRequest,
  EmailVerifyConfirmResponse,
  EmailVerifyResendResponse,
  GoogleLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RefreshRequest,
  RefreshResponse,
  RegisterRequest,
} from '@dokkho/contract/auth';
import { ErrorDetail, FieldErrors } from '@dokkho/contract/common';
import { ChangePasswordRequest } from '@dokkho/contract/hiring';
import type { Database } from '@dokkho/db';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import { changePassword } from './change-password';
import * as emailVerification from './email-verification';
import { signInWithGoogle, type GoogleSettings } from './google-login';
import type { MailSettings } from './email-verification';
import * as passwordReset from './password-reset';
import * as auth from './service';
import type { TokenSettings } from './tokens';

export const REFRESH_COOKIE = 'dokkho_refresh';
/**
 * The cookie goes only to the auth routes that read it. That rules out the `__Host-` prefix (it demands
 * Path=/), a fair trade: the refresh token is never sent with ordinary API calls or page loads.
 */
export const REFRESH_COOKIE_PATH = '/api/user/auth/';

/** Per-address limits on the routes that guess passwords or create accounts (issue 3 item 12). */
const AUTH_LIMITS = {
  login: 10,
  googleLogin: 10,
  register: 5,
  refresh: 30,
  emailConfirm: 20,
  resetRequest: 5,
  resetConfirm: 10,
} as const;

export interface AuthRoutesOptions {
  db: Database;
  tokens: TokenSettings;
  guards: AuthGuards;
  /** Secure cookies: when PUBLIC_URL is https. */
  secureCookies: boolean;
  /** Whether the per-route limits apply (AUTH_RATE_LIMIT). */
  rateLimits: boolean;
  mail: MailSettings;
  /** PUBLIC_URL, the origin of links in e-mails (never the request's Host). */
  publicUrl: string;
  /** Google sign-in; undefined when GOOGLE_CLIENT_IDS is empty. */
  google: GoogleSettings | undefined;
}

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 512) ?? null;
}

/** SPEC.md §7 "Auth": sign-up, sign-in, token refresh, sign-out and the profile. */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, tokens, guards, mail } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Tokens and personal data: never kept by a browser or proxy cache. (This plugin is encapsulated, so
  // the hook covers these routes only.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};

  const setRefreshCookie = (reply: FastifyReply, refresh: string, expiresAt: Date) => {
    reply.setCookie(REFRESH_COOKIE, refresh, {
      httpOnly: true,
      secure: options.secureCookies,
      sameSite: 'lax',
      path: REFRESH_COOKIE_PATH,
      // Rounded up: a cookie set at sign-in lives exactly the TTL, not a second less.
      maxAge: Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)),
    });
  };

  const clearRefreshCookie = (reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      secure: options.secureCookies,
      sameSite: 'lax',
      path: REFRESH_COOKIE_PATH,
    });
  };

  routes.post(
    '/user/auth/register/',
    {
      config: rateLimit(AUTH_LIMITS.register),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        description:
          'Answers like login with `new_user: true`; also sets the refresh token in an httpOnly cookie. The e-mail starts unconfirmed and an activation link is mailed to it.',
        body: RegisterRequest,
        response: { 201: LoginResponse, 400: FieldErrors, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      const session = await auth.registerUser({
        db,
        tokens,
        mail,
        log: request.log,
        origin: options.publicUrl,
        input: request.body,
        userAgent: userAgentOf(request),
      });
      setRefreshCookie(reply, session.body.refresh, session.refreshExpiresAt);
      return reply.status(201).send(session.body);
    },
  );

  routes.post(
    '/user/auth/login/',
    {
      config: rateLimit(AUTH_LIMITS.login),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail and password',
        description: 'Also sets the refresh token in an httpOnly cookie scoped to /api/user/auth/.',
        body: LoginRequest,
        response: { 200: LoginResponse, 400: FieldErrors, 401: ErrorDetail, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      const session = await auth.loginUser({
        db,
        tokens,
        login: request.body.username,
        password: request.body.password,
        userAgent: userAgentOf(request),
      });
      setRefreshCookie(reply, session.body.refresh, session.refreshExpiresAt);
      return session.body;
    },
  );

  routes.post(
    '/user/auth/google-login/',
    {
      config: rateLimit(AUTH_LIMITS.googleLogin),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google access token',
        description:
          'The token is checked with Google (audience, expiry, verified e-mail). Finds the account linked to the Google account, else links the account with the same e-mail, else creates one (`new_user: true`). Answers like login and sets the same refresh cookie. 404 when Google sign-in is off, 503 when Google cannot be reached.',
        body: GoogleLoginRequest,
        response: {
          200: LoginResponse,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
          409: ErrorDetail,
          429: ErrorDetail,
          503: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const session = await signInWithGoogle({
        db,
        tokens,
        google: options.google,
        accessToken: request.body.access_token,
        userAgent: userAgentOf(request),
        log: request.log,
      });
      setRefreshCookie(reply, session.body.refresh, session.refreshExpiresAt);
      return session.body;
    },
  );

  routes.post(
    '/user/auth/token/refresh/',
    {
      config: rateLimit(AUTH_LIMITS.refresh),
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        description:
          'The refresh token comes in the body or the cookie. Each one works once; presenting a used one signs out every session of that sign-in.',
        // No body at all is fine: the web app sends only the cookie (Fastify passes a missing body as null).
        body: RefreshRequest.nullish(),
        response: { 200: RefreshResponse, 400: FieldErrors, 401: ErrorDetail, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.refreshSession({
          db,
          tokens,
          refresh: request.body?.refresh ?? request.cookies[REFRESH_COOKIE],
          userAgent: userAgentOf(request),
        });
        setRefreshCookie(reply, session.body.refresh, session.refreshExpiresAt);
        return session.body;
      } catch (error) {
        // A dead cookie would be sent (and refused) again on every refresh: drop it with the 401.
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  routes.post(
    '/user/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh token (body or cookie) server-side',
        description: 'Needs no access token and always succeeds, so a client can always sign out.',
        body: LogoutRequest.nullish(),
        response: { 200: DetailResponse, 400: FieldErrors },
      },
    },
    async (request, reply) => {
      await auth.logoutSession({ db, refresh: request.body?.refresh ?? request.cookies[REFRESH_COOKIE] });
      clearRefreshCookie(reply);
      return { detail: auth.SIGNED_OUT_MESSAGE };
    },
  );

  routes.get(
    '/user/auth/profile/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: BEARER_SECURITY,
        response: { 200: AuthUser, 401: ErrorDetail },
      },
    },
    async (request) => {
      return auth.getProfile({ db, userId: signedInUser(request).id });
    },
  );

  routes.post(
    '/user/auth/email-verify/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Send a new activation e-mail',
        description: `A new link to /log_reg/activate/{uidb64}/{token}; older links stop working. At most one every ${emailVerification.RESEND_COOLDOWN_SECONDS} seconds per user (429 with Retry-After otherwise).`,
        security: BEARER_SECURITY,
        response: { 200: EmailVerifyResendResponse, 400: ErrorDetail, 401: ErrorDetail, 429: ErrorDetail },
      },
    },
    async (request) => {
      return emailVerification.resendActivationEmail({
        db,
        mail,
        log: request.log,
        origin: options.publicUrl,
        userId: signedInUser(request).id,
      });
    },
  );

  routes.put(
    '/user/auth/email-verify/',
    {
      // No sign-in: the link may be opened on another device. Guessing is hopeless (256-bit tokens), the
      // limit only keeps the endpoint from being hammered.
      config: rateLimit(AUTH_LIMITS.emailConfirm),
      schema: {
        tags: ['auth'],
        summary: 'Confirm the e-mail with the two parts of an activation link',
        description: `Single-use, valid ${emailVerification.EMAIL_TOKEN_TTL_HOURS} hours. A confirmed user presenting one of their links again gets 200 as well.`,
        body: EmailVerifyConfirmRequest,
        response: { 200: EmailVerifyConfirmResponse, 400: FieldErrors.or(ErrorDetail), 429: ErrorDetail },
      },
    },
    async (request) => {
      return emailVerification.confirmEmail({ db, uidb64: request.body.uidb64, token: request.body.token });
    },
  );

  routes.post(
    '/user/auth/reset-password/',
    {
      config: rateLimit(AUTH_LIMITS.resetRequest),
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link by e-mail',
        description: `Mails a link to /reset-password/?uid={uidb64}&token={token}, valid ${passwordReset.RESET_TOKEN_TTL_HOURS} hour and single-use; older links stop working. The answer is the same whether or not the e-mail has an account.`,
        body: PasswordResetRequest,
        response: { 200: DetailResponse, 400: FieldErrors, 429: ErrorDetail },
      },
    },
    async (request) => {
      return passwordReset.requestPasswordReset({
        db,
        mail,
        log: request.log,
        origin: options.publicUrl,
        email: request.body.email,
      });
    },
  );

  routes.put(
    '/user/auth/reset-password/',
    {
      // No sign-in: whoever holds the link proves they read the mailbox.
      config: rateLimit(AUTH_LIMITS.resetConfirm),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the two parts of a reset link',
        description:
          'Single-use. Changing the password ends every session of the account (all refresh tokens are revoked) and confirms the e-mail.',
        body: PasswordResetConfirmRequest,
        response: { 200: DetailResponse, 400: FieldErrors.or(ErrorDetail), 429: ErrorDetail },
      },
    },
    async (request) => {
      return passwordReset.confirmPasswordReset({
        db,
        uidb64: request.body.uidb64,
        token: request.body.token,
        password: request.body.password,
      });
    },
  );

  routes.post(
    '/user/auth/change-password/',
    {
      onRequest: guards.requireUser,
      // It checks a password: limited like sign-in, and wrong guesses count towards the account's pause.
      config: rateLimit(AUTH_LIMITS.login),
      schema: {
        tags: ['auth'],
        summary: 'Change the password (knowing the current one)',
        description:
          'Other sign-ins end (their refresh tokens are revoked); this one, whose refresh cookie comes with the request, keeps working. An account without a password (Google only) gets a 400 pointing to "Forgot password".',
        security: BEARER_SECURITY,
        body: ChangePasswordRequest,
        response: {
          200: DetailResponse,
          400: FieldErrors.or(ErrorDetail),
          401: ErrorDetail,
          429: ErrorDetail,
        },
      },
    },
    async (request) =>
      changePassword({
        db,
        userId: signedInUser(request).id,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        currentRefresh: request.cookies[REFRESH_COOKIE],
      }),
  );
}
