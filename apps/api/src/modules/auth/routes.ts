import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthUser,
  DetailResponse,
  EmailVerifyConfirmRequest,
  EmailVerifyConfirmResponse,
  EmailVerifyResendResponse,
  GoogleLoginRequest,
  LoginRequest,
  LoginResponse,
  LogoutBody,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RefreshBody,
  RefreshResponse,
  RegisterRequest,
} from '@dokkho/contract/auth';
import { ChangePasswordRequest } from '@dokkho/contract/hiring';
import { requestLocale, statedLocale } from '@dokkho/contract/locale';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import { changePassword } from './change-password';
import * as emailVerification from './email-verification';
import { signInWithGoogle } from './google-login';
import * as passwordReset from './password-reset';
import * as auth from './service';

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

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 512) ?? null;
}

/** SPEC.md §7 "Auth": sign-up, sign-in, token refresh, sign-out and the profile. */
async function registerAuthRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, tokens, mail, rateLimit } = context;
  const origin = context.publicUrl;
  const google = context.google ? { verifier: context.google } : undefined;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['auth'] });
  // Tokens and personal data: never kept by a browser or proxy cache. (This plugin is encapsulated, so
  // the hook covers these routes only.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const setRefreshCookie = (reply: FastifyReply, refresh: string, expiresAt: Date) => {
    reply.setCookie(REFRESH_COOKIE, refresh, {
      httpOnly: true,
      secure: context.secureCookies,
      sameSite: 'lax',
      path: REFRESH_COOKIE_PATH,
      // Rounded up: a cookie set at sign-in lives exactly the TTL, not a second less.
      maxAge: Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)),
    });
  };

  const clearRefreshCookie = (reply: FastifyReply) => {
    reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      secure: context.secureCookies,
      sameSite: 'lax',
      path: REFRESH_COOKIE_PATH,
    });
  };

  defineRoute(authRoutes.register, {
    summary: 'Create an account and sign in',
    description:
      'Answers like login with `new_user: true`; also sets the refresh token in an httpOnly cookie. The e-mail starts unconfirmed and an activation link is mailed to it.',
    schemas: { body: RegisterRequest, response: LoginResponse },
    status: 201,
    config: rateLimit(AUTH_LIMITS.register),
    handler: async (request, reply) => {
      const session = await auth.registerUser({
        db,
        tokens,
        mail,
        log: request.log,
        origin,
        requestLocale: statedLocale(request.headers),
        input: request.body,
        userAgent: userAgentOf(request),
      });
      setRefreshCookie(reply, session.body.refresh, session.refreshExpiresAt);
      return reply.status(201).send(session.body);
    },
  });

  defineRoute(authRoutes.login, {
    summary: 'Sign in with username or e-mail and password',
    description: 'Also sets the refresh token in an httpOnly cookie scoped to /api/user/auth/.',
    schemas: { body: LoginRequest, response: LoginResponse },
    errors: [401],
    config: rateLimit(AUTH_LIMITS.login),
    handler: async (request, reply) => {
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
  });

  defineRoute(authRoutes.googleLogin, {
    summary: 'Sign in with a Google access token',
    description:
      'The token is checked with Google (audience, expiry, verified e-mail). Finds the account linked to the Google account, else links the account with the same e-mail, else creates one (`new_user: true`). Answers like login and sets the same refresh cookie. 404 when Google sign-in is off, 503 when Google cannot be reached.',
    schemas: { body: GoogleLoginRequest, response: LoginResponse },
    errors: [401, 403, 404, 409, 503],
    config: rateLimit(AUTH_LIMITS.googleLogin),
    handler: async (request, reply) => {
      const session = await signInWithGoogle({
        db,
        tokens,
        google,
        accessToken: request.body.access_token,
        userAgent: userAgentOf(request),
        log: request.log,
        requestLocale: statedLocale(request.headers),
      });
      setRefreshCookie(reply, session.body.refresh, session.refreshExpiresAt);
      return session.body;
    },
  });

  defineRoute(authRoutes.refresh, {
    summary: 'Rotate the refresh token and get a new access token',
    description:
      'The refresh token comes in the body or the cookie. Each one works once; presenting a used one signs out every session of that sign-in.',
    schemas: { body: RefreshBody, response: RefreshResponse },
    errors: [401],
    config: rateLimit(AUTH_LIMITS.refresh),
    handler: async (request, reply) => {
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
  });

  defineRoute(authRoutes.logout, {
    summary: 'Sign out: revoke the refresh token (body or cookie) server-side',
    description: 'Needs no access token and always succeeds, so a client can always sign out.',
    schemas: { body: LogoutBody, response: DetailResponse },
    handler: async (request, reply) => {
      await auth.logoutSession({ db, refresh: request.body?.refresh ?? request.cookies[REFRESH_COOKIE] });
      clearRefreshCookie(reply);
      return { detail: auth.SIGNED_OUT_MESSAGE };
    },
  });

  defineRoute(authRoutes.profile, {
    summary: 'The signed-in user',
    schemas: { response: AuthUser },
    handler: async (request) => auth.getProfile({ db, userId: signedInUser(request).id }),
  });

  defineRoute(authRoutes.resendEmailVerification, {
    summary: 'Send a new activation e-mail',
    description: `A new link to /log_reg/activate/{uidb64}/{token}; older links stop working. At most one every ${emailVerification.RESEND_COOLDOWN_SECONDS} seconds per user (429 with Retry-After otherwise).`,
    schemas: { response: EmailVerifyResendResponse },
    // Already confirmed.
    errors: [400],
    handler: async (request) =>
      emailVerification.resendActivationEmail({
        db,
        mail,
        log: request.log,
        origin,
        userId: signedInUser(request).id,
        requestLocale: requestLocale(request.headers),
      }),
  });

  defineRoute(authRoutes.confirmEmail, {
    summary: 'Confirm the e-mail with the two parts of an activation link',
    description: `Single-use, valid ${emailVerification.EMAIL_TOKEN_TTL_HOURS} hours. A confirmed user presenting one of their links again gets 200 as well.`,
    schemas: { body: EmailVerifyConfirmRequest, response: EmailVerifyConfirmResponse },
    // No sign-in: the link may be opened on another device. Guessing is hopeless (256-bit tokens), the
    // limit only keeps the endpoint from being hammered.
    config: rateLimit(AUTH_LIMITS.emailConfirm),
    handler: async (request) =>
      emailVerification.confirmEmail({ db, uidb64: request.body.uidb64, token: request.body.token }),
  });

  defineRoute(authRoutes.requestPasswordReset, {
    summary: 'Ask for a password reset link by e-mail',
    description: `Mails a link to /reset-password/?uid={uidb64}&token={token}, valid ${passwordReset.RESET_TOKEN_TTL_HOURS} hour and single-use; older links stop working. The answer is the same whether or not the e-mail has an account.`,
    schemas: { body: PasswordResetRequest, response: DetailResponse },
    config: rateLimit(AUTH_LIMITS.resetRequest),
    handler: async (request) =>
      passwordReset.requestPasswordReset({
        db,
        mail,
        log: request.log,
        origin,
        email: request.body.email,
        requestLocale: requestLocale(request.headers),
      }),
  });

  defineRoute(authRoutes.confirmPasswordReset, {
    summary: 'Set a new password with the two parts of a reset link',
    description:
      'Single-use. Changing the password ends every session of the account (all refresh tokens are revoked) and confirms the e-mail.',
    schemas: { body: PasswordResetConfirmRequest, response: DetailResponse },
    // No sign-in: whoever holds the link proves they read the mailbox.
    config: rateLimit(AUTH_LIMITS.resetConfirm),
    handler: async (request) =>
      passwordReset.confirmPasswordReset({
        db,
        uidb64: request.body.uidb64,
        token: request.body.token,
        password: request.body.password,
      }),
  });

  defineRoute(authRoutes.changePassword, {
    summary: 'Change the password (knowing the current one)',
    description:
      'Other sign-ins end (their refresh tokens are revoked); this one, whose refresh cookie comes with the request, keeps working. An account without a password (Google only) gets a 400 pointing to "Forgot password".',
    schemas: { body: ChangePasswordRequest, response: DetailResponse },
    // It checks a password: limited like sign-in, and wrong guesses count towards the account's pause.
    config: rateLimit(AUTH_LIMITS.login),
    handler: async (request) =>
      changePassword({
        db,
        userId: signedInUser(request).id,
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        currentRefresh: request.cookies[REFRESH_COOKIE],
      }),
  });
}

export const authModule: ApiModule = { name: 'auth', routes: registerAuthRoutes };
