import type { FastifyInstance } from 'fastify';
import { AnalyticsEventRequest, AnalyticsEventResponse } from '@dokkho/contract/analytics';
import { analyticsRoutes } from '@dokkho/contract/routes/analytics';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as analytics from './service';

/** SPEC.md §7 "Analytics": append-only events from signed-in users. */
async function registerAnalyticsRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['analytics'] });

  // The general per-address ceiling (RATE_LIMIT_PER_MINUTE) bounds how fast rows can be added.
  defineRoute(analyticsRoutes.track, {
    summary: 'Record an analytics event for the signed-in user',
    schemas: { body: AnalyticsEventRequest, response: AnalyticsEventResponse },
    status: 201,
    handler: async (request, reply) => {
      const answer = await analytics.recordEvent({
        db,
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(answer);
    },
  });
}

export const analyticsModule: ApiModule = { name: 'analytics', routes: registerAnalyticsRoutes };
