import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsEventRequest, AnalyticsEventResponse } from '@dokkho/contract/analytics';
import { ErrorDetail, FieldErrors } from '@dokkho/contract/common';
import { schema, type Database } from '@dokkho/db';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';

/** SPEC.md §7 "Analytics": append-only events from signed-in users. */
export async function analyticsRoutes(app: FastifyInstance, options: { db: Database; guards: AuthGuards }) {
  const { db, guards } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/generics/create-analytics-track/',
    {
      onRequest: guards.requireUser,
      // The general per-address ceiling (RATE_LIMIT_PER_MINUTE) bounds how fast rows can be added.
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event for the signed-in user',
        security: BEARER_SECURITY,
        body: AnalyticsEventRequest,
        response: { 201: AnalyticsEventResponse, 400: FieldErrors, 401: ErrorDetail, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(schema.analyticsEvents)
        .values({
          userId: signedInUser(request).id,
          event: request.body.event,
          label: request.body.label,
          payload: request.body.payload,
        })
        .returning({ id: schema.analyticsEvents.id });
      return reply.status(201).send({ id: row!.id });
    },
  );
}
