import type { FastifyInstance } from 'fastify';
import {
  TeachingCourseDetail,
  TeachingCourseParams,
  TeachingCourses,
  TeachingCoursesQuery,
  TeachingDashboard,
  TeachingLearners,
  TeachingLearnersQuery,
} from '@dokkho/contract/teaching';
import { teachingRoutes } from '@dokkho/contract/routes/teaching';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as teaching from './service';

/**
 * Issue 17 item 1: the instructor dashboard's numbers (SPEC.md §2 /ir-dashboard). Instructors only (staff
 * pass the role guard but see only a profile of their own); a course is found among the caller's own.
 */
async function registerTeachingRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['instructor'] });

  // Learners' names and sales: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  defineRoute(teachingRoutes.dashboard, {
    summary: 'Your courses per state, learners, revenue and ratings, with their curves over time',
    description:
      'Days, weeks (Monday to Sunday) and months are Dhaka ones; every period is present, with zeros. Revenue is in poisha, from paid course orders (refunded ones are not counted). There is no unanswered-questions count until learners can ask questions.',
    schemas: { response: TeachingDashboard },
    handler: async (request) => teaching.getDashboard({ db, userId: signedInUser(request).id }),
  });

  defineRoute(teachingRoutes.courses, {
    summary: 'The courses you teach, in every state or one, with learners, revenue and rating each',
    schemas: { query: TeachingCoursesQuery, response: TeachingCourses },
    handler: async (request) =>
      teaching.listMyCourses({ db, userId: signedInUser(request).id, status: request.query.status }),
  });

  defineRoute(teachingRoutes.course, {
    summary: 'One course you teach: its numbers, rating breakdown, latest reviews and curves',
    description: 'A course you do not teach answers 404, whoever teaches it.',
    schemas: { params: TeachingCourseParams, response: TeachingCourseDetail },
    handler: async (request) =>
      teaching.getCourseDetail({ db, userId: signedInUser(request).id, courseId: request.params.id }),
  });

  defineRoute(teachingRoutes.learners, {
    summary: 'The learners of one course you teach, with their progress (paginated, newest first)',
    description:
      'Names only: a learner’s e-mail and phone stay private. A course you do not teach answers 404.',
    schemas: { params: TeachingCourseParams, query: TeachingLearnersQuery, response: TeachingLearners },
    handler: async (request) =>
      teaching.listCourseLearners({
        db,
        userId: signedInUser(request).id,
        courseId: request.params.id,
        query: request.query,
        requestUrl: new URL(request.url, context.publicUrl),
      }),
  });
}

export const teachingModule: ApiModule = { name: 'teaching', routes: registerTeachingRoutes };
