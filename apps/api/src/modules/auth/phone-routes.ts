import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  PhoneVerifyConfirmRequest,
  PhoneVerifyConfirmResponse,
  PhoneVerifySendRequest,
  PhoneVerifySendResponse,
  SavedPhoneNumberQuery,
  SavedPhoneNumberResponse,
} from '@dokkho/contract/phone-verification';
import { requestLocale } from '@dokkho/contract/locale';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as phoneVerification from './phone-verification';

/**
 * Per-address limits (issue 3 item 12), on top of the per-user cooldown and daily caps of sending and the
 * per-code attempt limit of confirming: they stop one address from cycling through many accounts.
 */
const PHONE_LIMITS = {
  send: 5,
  confirm: 10,
} as const;

/** SPEC.md §7: POST/PUT user/auth/phone-verify/ and GET log_reg/save-phone-number/{id}/. */
async function registerPhoneRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, rateLimit } = context;
  // One-time codes are hashed with AUTH_SECRET (phone-verification.ts).
  const phone = { sender: context.sms, codeKey: context.authSecret };
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['auth'] });
  // Personal data and one-time codes: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  defineRoute(authRoutes.sendPhoneCode, {
    summary: 'Send a verification code by SMS',
    description: `A ${phoneVerification.CODE_TTL_MINUTES}-minute, single-use 6-digit code to a Bangladeshi mobile number (normalised to +8801XXXXXXXXX); older codes stop working. One every ${phoneVerification.RESEND_COOLDOWN_SECONDS} seconds per user, at most ${phoneVerification.DAILY_CODES_PER_USER} a day per user and ${phoneVerification.DAILY_CODES_PER_NUMBER} a day per number (429 with Retry-After). A number verified by another account is refused (400 on phone_number). 502 when the SMS gateway does not take the message; no code is kept then.`,
    schemas: { body: PhoneVerifySendRequest, response: PhoneVerifySendResponse },
    errors: [502],
    config: rateLimit(PHONE_LIMITS.send),
    handler: async (request) =>
      phoneVerification.sendPhoneCode({
        db,
        phone,
        log: request.log,
        userId: signedInUser(request).id,
        phoneNumber: request.body.phone_number,
        requestLocale: requestLocale(request.headers),
      }),
  });

  defineRoute(authRoutes.confirmPhoneCode, {
    summary: 'Confirm the mobile number with the code from the SMS',
    description: `Checks the newest code sent to the user. ${phoneVerification.MAX_WRONG_ATTEMPTS} wrong codes end it; so do ${phoneVerification.CODE_TTL_MINUTES} minutes. On success the number becomes the user's phone_number and the answer carries the updated user. 409 when another account verified the same number first.`,
    schemas: { body: PhoneVerifyConfirmRequest, response: PhoneVerifyConfirmResponse },
    errors: [409],
    config: rateLimit(PHONE_LIMITS.confirm),
    handler: async (request) =>
      phoneVerification.confirmPhoneCode({
        db,
        phone,
        log: request.log,
        userId: signedInUser(request).id,
        code: request.body.code,
      }),
  });

  defineRoute(authRoutes.savedPhoneNumber, {
    summary: "The account's verified and pending mobile numbers",
    description:
      'For the phone verification page: the number given at sign-up (pending, not yet confirmed) is offered first. Only the user themself or staff (403 otherwise). `source` says where the page was opened from (register, google or profile) and is logged.',
    schemas: { params: IdParam, query: SavedPhoneNumberQuery, response: SavedPhoneNumberResponse },
    handler: async (request) =>
      phoneVerification.getSavedPhoneNumber({
        db,
        log: request.log,
        viewerId: signedInUser(request).id,
        userId: request.params.id,
        source: request.query.source,
      }),
  });
}

export const phoneModule: ApiModule = { name: 'phone', routes: registerPhoneRoutes };
