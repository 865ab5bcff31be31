import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CourseReviewDetail,
  CourseReviewParams,
  CourseReviewQueue,
  CourseReviewQueueQuery,
  CourseSendBackRequest,
} from '@dokkho/contract/course-review';
import {
  TeachingCourse,
  TeachingCourseDetail,
  TeachingCourseParams,
  TeachingCourses,
  TeachingCoursesQuery,
  TeachingDashboard,
  TeachingLearners,
  TeachingLearnersQuery,
} from '@dokkho/contract/teaching';
import { courseReviewRoutes, teachingRoutes } from '@dokkho/contract/routes/teaching';
import type { SiteMailer } from '../../integrations/email/layout';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as review from './review';
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

/**
 * Issue 17 item 4: the instructor submits or withdraws a course; staff review the queue and publish or send
 * back (staff only on the server; each decision written to the staff audit log).
 */
async function registerReviewRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['instructor'] });
  const defineStaffRoute = routeDefiner(app, { guards: context.guards, tags: ['staff'] });
  const mailer = (request: FastifyRequest): SiteMailer => ({
    sender: context.mail.sender,
    log: request.log,
    origin: context.publicUrl,
  });

  defineRoute(teachingRoutes.submit, {
    summary: 'Submit a draft course you teach for staff review',
    description:
      'Only a draft (409 otherwise) with a title, a description, a module with a lesson and a price (0 is free): a 400 lists what is missing, field by field. A course you do not teach answers 404.',
    schemas: { params: TeachingCourseParams, response: TeachingCourse },
    errors: [409],
    handler: async (request) =>
      teaching.submitCourse({
        db,
        userId: signedInUser(request).id,
        courseId: request.params.id,
        now: new Date(),
      }),
  });

  defineRoute(teachingRoutes.withdraw, {
    summary: 'Take a course you teach out of the review queue, back to draft',
    description: 'Only a course in review (409 otherwise). A course you do not teach answers 404.',
    schemas: { params: TeachingCourseParams, response: TeachingCourse },
    errors: [409],
    handler: async (request) =>
      teaching.withdrawCourse({
        db,
        userId: signedInUser(request).id,
        courseId: request.params.id,
        now: new Date(),
      }),
  });

  defineStaffRoute(courseReviewRoutes.queue, {
    summary: 'Staff: the courses waiting for review, the longest waiting first',
    schemas: { query: CourseReviewQueueQuery, response: CourseReviewQueue },
    errors: [404],
    handler: async (request) =>
      review.listReviewQueue({
        db,
        query: request.query,
        requestUrl: new URL(request.url, context.publicUrl),
      }),
  });

  defineStaffRoute(courseReviewRoutes.course, {
    summary: 'Staff: one course as a reviewer reads it, with its curriculum (any state)',
    schemas: { params: CourseReviewParams, response: CourseReviewDetail },
    handler: async (request) => review.getReviewCourse({ db, courseId: request.params.id }),
  });

  defineStaffRoute(courseReviewRoutes.publish, {
    summary: 'Staff: publish a course in review',
    description:
      'Sets published (the first publication date is kept), tells the instructor in the bell and by e-mail, and writes the staff audit log. A course not in review answers 409: someone decided first, or the instructor withdrew it.',
    schemas: { params: CourseReviewParams, response: CourseReviewDetail },
    errors: [409],
    handler: async (request) =>
      review.publishCourse({
        db,
        mailer: mailer(request),
        staffId: signedInUser(request).id,
        courseId: request.params.id,
        now: new Date(),
      }),
  });

  defineStaffRoute(courseReviewRoutes.sendBack, {
    summary: 'Staff: send a course in review back to its instructor, with the reasons',
    description:
      'Back to draft with the note (required), which the instructor reads on the course and in the notification and e-mail; written to the staff audit log. A course not in review answers 409.',
    schemas: { params: CourseReviewParams, body: CourseSendBackRequest, response: CourseReviewDetail },
    errors: [409],
    handler: async (request) =>
      review.sendCourseBack({
        db,
        mailer: mailer(request),
        staffId: signedInUser(request).id,
        courseId: request.params.id,
        note: request.body.note,
        now: new Date(),
      }),
  });
}

export const teachingModule: ApiModule = {
  name: 'teaching',
  routes: async (app, context) => {
    await registerTeachingRoutes(app, context);
    await registerReviewRoutes(app, context);
  },
};
