import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse, ReadinessResponse } from '@dokkho/contract/common';
import type { DatabaseHandle } from '@dokkho/db';

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponse } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: checks the database',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const up = await options.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? ('ok' as const) : ('unavailable' as const),
        database: up ? ('up' as const) : ('down' as const),
      });
    },
  );
}
