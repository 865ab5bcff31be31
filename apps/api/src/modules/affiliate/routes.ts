import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as payouts from './payouts';
import * as affiliate from './service';

/** A person asks for a payout once in a while; a burst is a script or a stuck button. */
const PAYOUT_REQUESTS_PER_MINUTE = 10;

/**
 * Issue 5 item 7: the affiliate's dashboard, profile, payments and payout requests (SPEC.md §2
 * /affiliate-dashboard, §7 "Affiliate"), the public programme terms, and staff's payout queue. Becoming an
 * affiliate and the existence check are in modules/users; link clicks in modules/learning.
 */
async function registerAffiliateRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const settings = context.config.affiliate;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['affiliate'] });
  const defineStaffRoute = routeDefiner(app, { guards: context.guards, tags: ['admin', 'affiliate'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);

  // Money and payout accounts: never kept by a browser or proxy cache (the public terms say otherwise).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  defineRoute(affiliateRoutes.programme, {
    summary: 'The affiliate programme terms: commission, buyer discount, payout minimum and methods',
    description: 'Public: /affiliation shows them before anyone signs up.',
    schemas: { response: AffiliateTerms },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return affiliate.programmeTerms(settings);
    },
  });

  defineRoute(affiliateRoutes.dashboard, {
    summary: 'Your clicks, conversions and earnings over 7, 30 or 90 days, day by day',
    description:
      'Days are Dhaka calendar days, today included; days without activity are there with zeros. A conversion is a paid order through your link (refunded ones are not counted); earnings are those orders\u2019 commissions.',
    schemas: { query: AffiliateDashboardQuery, response: AffiliateDashboard },
    handler: async (request, reply) =>
      affiliate.getDashboard({
        db,
        userId: signedInUser(request).id,
        days: request.query.days,
        locale: contentLanguage(request, reply),
      }),
  });

  defineRoute(affiliateRoutes.profile, {
    summary: 'Your referral code, payout details and the programme terms',
    schemas: { response: AffiliateProfileDetails },
    handler: async (request) =>
      affiliate.getAffiliateProfile({ db, userId: signedInUser(request).id, settings }),
  });

  defineRoute(affiliateRoutes.updateProfile, {
    summary: 'Change where your payouts go',
    description:
      'bKash or Nagad: a Bangladeshi mobile number (stored as +8801XXXXXXXXX). Bank: one line with the bank, branch, account name and account number. The referral code cannot change.',
    schemas: { body: AffiliatePayoutDetails, response: AffiliateProfileDetails },
    handler: async (request) =>
      affiliate.updatePayoutDetails({ db, userId: signedInUser(request).id, settings, input: request.body }),
  });

  defineRoute(affiliateRoutes.payments, {
    summary: 'Your balance, open payout request, commission history (paginated) and payouts',
    schemas: { query: AffiliatePaymentsQuery, response: AffiliatePayments },
    // A page past the last one.
    errors: [404],
    handler: async (request) =>
      affiliate.getPayments({
        db,
        userId: signedInUser(request).id,
        settings,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(affiliateRoutes.requestPayout, {
    summary: 'Ask for a payout of your balance',
    description:
      'The amount is in poisha: at least the programme minimum, at most your balance. Method and account default to your profile\u2019s. One open request at a time (409).',
    schemas: { body: PayoutRequestBody, response: PayoutRequestDetails },
    status: 201,
    errors: [409],
    config: context.rateLimit(PAYOUT_REQUESTS_PER_MINUTE),
    handler: async (request, reply) => {
      const created = await payouts.requestPayout({
        db,
        userId: signedInUser(request).id,
        settings,
        input: request.body,
      });
      request.log.info({ payoutRequestId: created.id, amount: created.amount }, 'affiliate payout requested');
      return reply.status(201).send(created);
    },
  });

  defineStaffRoute(affiliateRoutes.payoutRequests, {
    summary: 'Staff: affiliate payout requests (open ones oldest first)',
    schemas: { query: AdminPayoutListQuery, response: AdminPayoutListResponse },
    // A page past the last one.
    errors: [404],
    handler: async (request) =>
      payouts.listPayoutRequests({ db, query: request.query, requestUrl: requestUrl(request) }),
  });

  defineStaffRoute(affiliateRoutes.decidePayout, {
    summary: 'Staff: mark a payout request paid, or reject it (with a note)',
    description:
      'Only an open (requested) request can be decided (409 otherwise). A rejected amount returns to the balance.',
    schemas: { params: AdminPayoutParams, body: AdminPayoutDecision, response: PayoutRequestDetails },
    errors: [409],
    handler: async (request) => {
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
  });
}

export const affiliateModule: ApiModule = { name: 'affiliate', routes: registerAffiliateRoutes };
