import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PhoneVerifyConfirmRequest,
  PhoneVerifyConfirmResponse,
  PhoneVerifySendRequest,
  PhoneVerifySendResponse,
  SavedPhoneNumberQuery,
  SavedPhoneNumberResponse,
} from '@dokkho/contract/phone-verification';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import type { Database } from '@dokkho/db';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import * as phoneVerification from './phone-verification';
import type { PhoneSettings } from './phone-verification';

/**
 * Per-address limits (issue 3 item 12), on top of the per-user cooldown and daily caps of sending and the
 * per-code attempt limit of confirming: they stop one address from cycling through many accounts.
 */
const PHONE_LIMITS = {
  send: 5,
  confirm: 10,
} as const;

export interface PhoneRoutesOptions {
  db: Database;
  guards: AuthGuards;
  phone: PhoneSettings;
  /** Whether the per-route limits apply (AUTH_RATE_LIMIT). */
  rateLimits: boolean;
}

/** SPEC.md §7: POST/PUT user/auth/phone-verify/ and GET log_reg/save-phone-number/{id}/. */
export async function phoneRoutes(app: FastifyInstance, options: PhoneRoutesOptions) {
  const { db, guards, phone } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Personal data and one-time codes: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};

  routes.post(
    '/user/auth/phone-verify/',
    {
      onRequest: guards.requireUser,
      config: rateLimit(PHONE_LIMITS.send),
      schema: {
        tags: ['auth'],
        summary: 'Send a verification code by SMS',
        description: `A ${phoneVerification.CODE_TTL_MINUTES}-minute, single-use 6-digit code to a Bangladeshi mobile number (normalised to +8801XXXXXXXXX); older codes stop working. One every ${phoneVerification.RESEND_COOLDOWN_SECONDS} seconds per user, at most ${phoneVerification.DAILY_CODES_PER_USER} a day per user and ${phoneVerification.DAILY_CODES_PER_NUMBER} a day per number (429 with Retry-After). A number verified by another account is refused (400 on phone_number). 502 when the SMS gateway does not take the message; no code is kept then.`,
        security: BEARER_SECURITY,
        body: PhoneVerifySendRequest,
        response: {
          200: PhoneVerifySendResponse,
          400: FieldErrors,
          401: ErrorDetail,
          429: ErrorDetail,
          502: ErrorDetail,
        },
      },
    },
    async (request) => {
      return phoneVerification.sendPhoneCode({
        db,
        phone,
        log: request.log,
        userId: signedInUser(request).id,
        phoneNumber: request.body.phone_number,
      });
    },
  );

  routes.put(
    '/user/auth/phone-verify/',
    {
      onRequest: guards.requireUser,
      config: rateLimit(PHONE_LIMITS.confirm),
      schema: {
        tags: ['auth'],
        summary: 'Confirm the mobile number with the code from the SMS',
        description: `Checks the newest code sent to the user. ${phoneVerification.MAX_WRONG_ATTEMPTS} wrong codes end it; so do ${phoneVerification.CODE_TTL_MINUTES} minutes. On success the number becomes the user's phone_number and the answer carries the updated user. 409 when another account verified the same number first.`,
        security: BEARER_SECURITY,
        body: PhoneVerifyConfirmRequest,
        response: {
          200: PhoneVerifyConfirmResponse,
          400: FieldErrors.or(ErrorDetail),
          401: ErrorDetail,
          409: ErrorDetail,
          429: ErrorDetail,
        },
      },
    },
    async (request) => {
      return phoneVerification.confirmPhoneCode({
        db,
        phone,
        log: request.log,
        userId: signedInUser(request).id,
        code: request.body.code,
      });
    },
  );

  routes.get(
    '/log_reg/save-phone-number/:id/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: "The account's verified and pending mobile numbers",
        description:
          'For the phone verification page: the number given at sign-up (pending, not yet confirmed) is offered first. Only the user themself or staff (403 otherwise). `source` says where the page was opened from (register, google or profile) and is logged.',
        security: BEARER_SECURITY,
        params: IdParam,
        querystring: SavedPhoneNumberQuery,
        response: {
          200: SavedPhoneNumberResponse,
          400: FieldErrors,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request) => {
      return phoneVerification.getSavedPhoneNumber({
        db,
        log: request.log,
        viewerId: signedInUser(request).id,
        userId: request.params.id,
        source: request.query.source,
      });
    },
  );
}
