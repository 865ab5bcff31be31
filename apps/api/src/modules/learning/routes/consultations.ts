import type { FastifyInstance } from 'fastify';
import { ConsultationRequest, ConsultationResponse } from '@dokkho/contract/learning';
import { learningRoutes as routes } from '@dokkho/contract/routes/learning';
import type { ModuleContext } from '../../context';
import { createConsultation } from '../consultations';
import { learningRoutes } from './scope';

/** The "talk to an advisor" lead form of a course page (`../consultations.ts`). */
export async function consultationRoutes(app: FastifyInstance, context: ModuleContext) {
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.consultation, {
    summary: 'Ask an advisor to call about a course; answers a personal coupon and its checkout link',
    schemas: { body: ConsultationRequest, response: ConsultationResponse },
    status: 201,
    // A lead form: a handful a minute per address.
    config: context.rateLimit(5),
    errors: [404],
    handler: async (request, reply) => {
      const answer = await createConsultation({
        db: context.db,
        origin: context.publicUrl,
        input: request.body,
      });
      return reply.status(201).header('Cache-Control', 'no-store').send(answer);
    },
  });
}
