import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PayoutRequestBody, PayoutRequestDetails } from '@dokkho/contract/affiliate';
import {
  InstructorEarningsCourses,
  InstructorEarningsMonths,
  InstructorEarningsSummary,
  InstructorPayoutList,
  InstructorPayoutListQuery,
} from '@dokkho/contract/instructor-earnings';
import { instructorEarningsRoutes } from '@dokkho/contract/routes/instructor-earnings';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as earnings from './service';

/** A person asks for a payout once in a while; a burst is a script or a stuck button. */
const PAYOUT_REQUESTS_PER_MINUTE = 10;

/**
 * Issue 17 item 5: the instructor's earnings and payout requests (docs/decisions/030). The ledger is
 * written by modules/commerce through ledger.ts; staff decide payouts in modules/affiliate's queue.
 */
async function registerInstructorEarningsRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const settings = context.config.instructor;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['instructor'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);

  // Money and payout accounts: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  defineRoute(instructorEarningsRoutes.summary, {
    summary: 'Your balance, pending and paid payouts, all-time earnings and the terms',
    description:
      'Each paid enrolment credits your share of what it leaves after the gateway fee and any affiliate commission; a refund reverses it. Poisha.',
    schemas: { response: InstructorEarningsSummary },
    handler: async (request) => earnings.getSummary({ db, userId: signedInUser(request).id, settings }),
  });

  defineRoute(instructorEarningsRoutes.months, {
    summary: 'Your earnings per Dhaka month, the last 12 months',
    schemas: { response: InstructorEarningsMonths },
    handler: async (request) => earnings.getMonths({ db, userId: signedInUser(request).id }),
  });

  defineRoute(instructorEarningsRoutes.courses, {
    summary: 'Your earnings per course, all time',
    schemas: { response: InstructorEarningsCourses },
    handler: async (request, reply) =>
      earnings.getCourses({ db, userId: signedInUser(request).id, locale: contentLanguage(request, reply) }),
  });

  defineRoute(instructorEarningsRoutes.payouts, {
    summary: 'Your payout requests, newest first',
    schemas: { query: InstructorPayoutListQuery, response: InstructorPayoutList },
    // A page past the last one.
    errors: [404],
    handler: async (request) =>
      earnings.listPayouts({
        db,
        userId: signedInUser(request).id,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(instructorEarningsRoutes.requestPayout, {
    summary: 'Ask for a payout of your balance',
    description:
      'The amount is in poisha: at least the payout minimum, at most your balance; method and account are required. One open request at a time (409). Staff pay or reject it.',
    schemas: { body: PayoutRequestBody, response: PayoutRequestDetails },
    status: 201,
    errors: [409],
    config: context.rateLimit(PAYOUT_REQUESTS_PER_MINUTE),
    handler: async (request, reply) => {
      const created = await earnings.requestPayout({
        db,
        userId: signedInUser(request).id,
        settings,
        input: request.body,
      });
      request.log.info(
        { payoutRequestId: created.id, amount: created.amount },
        'instructor payout requested',
      );
      return reply.status(201).send(created);
    },
  });
}

export const instructorEarningsModule: ApiModule = {
  name: 'instructor-earnings',
  routes: registerInstructorEarningsRoutes,
};
