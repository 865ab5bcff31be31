import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPayoutDecision,
  AdminPayoutListQuery,
  AdminPayoutListResponse,
  AdminPayoutParams,
  AffiliateDashboard,
  AffiliateDashboardQuery,
  AffiliatePayments,
  AffiliatePaymentsQuery,
  AffiliatePayoutDetails,
  AffiliateProfileDetails,
  AffiliateTerms,
  PayoutRequestBody,
  PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import { ErrorDetail, FieldErrors } from '@dokkho/contract/common';
import type { Database } from '@dokkho/db';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import * as payouts from './payouts';
import * as affiliate from './service';

export interface AffiliateRoutesOptions {
  db: Database;
  guards: AuthGuards;
  /** config.affiliate: the commission, the buyer's discount and the payout minimum. */
  settings: affiliate.AffiliateSettings;
  /** PUBLIC_URL, for the absolute next/previous links of paginated answers. */
  publicUrl: string;
  /** Whether per-route limits apply (AUTH_RATE_LIMIT; off in tests). */
  rateLimits: boolean;
}

/** A service's own 400 may be one message as well as field messages (see users/routes.ts). */
const BadRequest = FieldErrors.or(ErrorDetail);
const signedInErrors = { 401: ErrorDetail, 403: ErrorDetail } as const;

/**
 * Issue 5 item 7: the affiliate's dashboard, profile, payments and payout requests (SPEC.md §2
 * /affiliate-dashboard, §7 "Affiliate"), the public programme terms, and staff's payout queue. Becoming an
 * affiliate and the existence check are in modules/users; link clicks in modules/learning.
 */
export async function affiliateRoutes(app: FastifyInstance, options: AffiliateRoutesOptions) {
  const { db, guards, settings } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);
  const rateLimit = (max: number): FastifyContextConfig =>
    options.rateLimits ? { rateLimit: { max, timeWindow: 60_000 } } : {};
  const affiliateOnly = guards.requireRole('affiliate');
  const staffOnly = guards.requireRole('staff');

  // Money and payout accounts: never kept by a browser or proxy cache (the public terms say otherwise).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  routes.get(
    '/affiliate/programme/',
    {
      schema: {
        tags: ['affiliate'],
        summary: 'The affiliate programme terms: commission, buyer discount, payout minimum and methods',
        description: 'Public: /affiliation shows them before anyone signs up.',
        response: { 200: AffiliateTerms },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return affiliate.programmeTerms(settings);
    },
  );

  routes.get(
    '/affiliate/dashboard/',
    {
      onRequest: affiliateOnly,
      schema: {
        tags: ['affiliate'],
        summary: 'Your clicks, conversions and earnings over 7, 30 or 90 days, day by day',
        description:
          'Days are Dhaka calendar days, today included; days without activity are there with zeros. A conversion is a paid order through your link (refunded ones are not counted); earnings are those orders\u2019 commissions.',
        security: BEARER_SECURITY,
        querystring: AffiliateDashboardQuery,
        response: { 200: AffiliateDashboard, 400: BadRequest, ...signedInErrors },
      },
    },
    async (request) =>
      affiliate.getDashboard({ db, userId: signedInUser(request).id, days: request.query.days }),
  );

  routes.get(
    '/affiliate/profile/',
    {
      onRequest: affiliateOnly,
      schema: {
        tags: ['affiliate'],
        summary: 'Your referral code, payout details and the programme terms',
        security: BEARER_SECURITY,
        response: { 200: AffiliateProfileDetails, ...signedInErrors },
      },
    },
    async (request) => affiliate.getAffiliateProfile({ db, userId: signedInUser(request).id, settings }),
  );

  routes.patch(
    '/affiliate/profile/',
    {
      onRequest: affiliateOnly,
      schema: {
        tags: ['affiliate'],
        summary: 'Change where your payouts go',
        description:
          'bKash or Nagad: a Bangladeshi mobile number (stored as +8801XXXXXXXXX). Bank: one line with the bank, branch, account name and account number. The referral code cannot change.',
        security: BEARER_SECURITY,
        body: AffiliatePayoutDetails,
        response: { 200: AffiliateProfileDetails, 400: BadRequest, ...signedInErrors },
      },
    },
    async (request) =>
      affiliate.updatePayoutDetails({ db, userId: signedInUser(request).id, settings, input: request.body }),
  );

  routes.get(
    '/affiliate/payments/',
    {
      onRequest: affiliateOnly,
      schema: {
        tags: ['affiliate'],
        summary: 'Your balance, open payout request, commission history (paginated) and payouts',
        security: BEARER_SECURITY,
        querystring: AffiliatePaymentsQuery,
        response: { 200: AffiliatePayments, 400: BadRequest, ...signedInErrors, 404: ErrorDetail },
      },
    },
    async (request) =>
      affiliate.getPayments({
        db,
        userId: signedInUser(request).id,
        settings,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  );

  routes.post(
    '/affiliate/affiliate_payout_request/',
    {
      onRequest: affiliateOnly,
      // A person asks once in a while; a burst is a script or a stuck button.
      config: rateLimit(10),
      schema: {
        tags: ['affiliate'],
        summary: 'Ask for a payout of your balance',
        description:
          'The amount is in poisha: at least the programme minimum, at most your balance. Method and account default to your profile\u2019s. One open request at a time (409).',
        security: BEARER_SECURITY,
        body: PayoutRequestBody,
        response: {
          201: PayoutRequestDetails,
          400: BadRequest,
          ...signedInErrors,
          409: ErrorDetail,
          429: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const created = await payouts.requestPayout({
        db,
        userId: signedInUser(request).id,
        settings,
        input: request.body,
      });
      request.log.info({ payoutRequestId: created.id, amount: created.amount }, 'affiliate payout requested');
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/admin/payout-requests/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin', 'affiliate'],
        summary: 'Staff: affiliate payout requests (open ones oldest first)',
        security: BEARER_SECURITY,
        querystring: AdminPayoutListQuery,
        response: { 200: AdminPayoutListResponse, 400: BadRequest, ...signedInErrors, 404: ErrorDetail },
      },
    },
    async (request) =>
      payouts.listPayoutRequests({ db, query: request.query, requestUrl: requestUrl(request) }),
  );

  routes.post(
    '/admin/payout-requests/:id/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin', 'affiliate'],
        summary: 'Staff: mark a payout request paid, or reject it (with a note)',
        description:
          'Only an open (requested) request can be decided (409 otherwise). A rejected amount returns to the balance.',
        security: BEARER_SECURITY,
        params: AdminPayoutParams,
        body: AdminPayoutDecision,
        response: {
          200: PayoutRequestDetails,
          400: BadRequest,
          ...signedInErrors,
          404: ErrorDetail,
          409: ErrorDetail,
        },
      },
    },
    async (request) => {
      const staffId = signedInUser(request).id;
      const decided = await payouts.decidePayoutRequest({
        db,
        staffId,
        id: request.params.id,
        input: request.body,
      });
      request.log.info(
        { staffId, payoutRequestId: decided.id, status: decided.status },
        'staff decided a payout',
      );
      return decided;
    },
  );
}
