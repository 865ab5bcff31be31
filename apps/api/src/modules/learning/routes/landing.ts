import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import { CareerPathDetail, CourseBofu, WhatsappGroup } from '@dokkho/contract/learning';
import { learningRoutes as routes } from '@dokkho/contract/routes/learning';
import { contentLanguage } from '../../../lib/content-language';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import * as landing from '../landing';
import { learnerRoutes, learningRoutes, PUBLIC_CACHE } from './scope';

/** A career path's page, a course's focused landing page and its WhatsApp group (`../landing.ts`). */
export async function landingRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.careerPath, {
    summary: 'A career path (by its course id) with its courses in order',
    schemas: { params: IdParam, response: CareerPathDetail },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return landing.getCareerPath({ db, id: request.params.id, locale: contentLanguage(request, reply) });
    },
  });

  defineRoute(routes.bofu, {
    summary: 'The focused landing page of a course: outcomes, testimonials, FAQ and the current offer',
    schemas: { params: IdParam, response: CourseBofu },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return landing.getCourseBofu({ db, id: request.params.id, locale: contentLanguage(request, reply) });
    },
  });

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.whatsappGroup, {
      summary: "A course's WhatsApp group link (the id is the course id), for enrolled learners",
      schemas: { params: IdParam, response: WhatsappGroup },
      handler: async (request) =>
        landing.getWhatsappGroup({ db, userId: signedInUser(request).id, courseId: request.params.id }),
    });
  });
}
