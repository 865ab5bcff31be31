import type { FastifyInstance } from 'fastify';
import { routeDefiner, type DefineRoute } from '../../../lib/define-route';
import type { ModuleContext } from '../../context';

/** The course pages and what anyone may read: cached briefly by browsers and proxies. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** The registrar of learning's routes in this scope. */
export function learningRoutes(app: FastifyInstance, context: ModuleContext): DefineRoute {
  return routeDefiner(app, { guards: context.guards, tags: ['learning'] });
}

/**
 * Registers routes about the signed-in learner in a scope of their own, whose every answer (errors too)
 * says `Cache-Control: private, no-store`: never cached by a browser or proxy.
 */
export async function learnerRoutes(
  app: FastifyInstance,
  context: ModuleContext,
  register: (defineRoute: DefineRoute) => void,
): Promise<void> {
  await app.register(async (personal) => {
    personal.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });
    register(learningRoutes(personal, context));
  });
}
