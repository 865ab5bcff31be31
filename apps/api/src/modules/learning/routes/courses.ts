import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  CourseFullDetail,
  CoursePreview,
  EnrolledCoursesResponse,
  EnrollmentStatus,
  FreeEnrollmentRequest,
  FreeEnrollmentResponse,
  WishlistResponse,
} from '@dokkho/contract/learning';
import { learningRoutes as routes } from '@dokkho/contract/routes/learning';
import { contentLanguage } from '../../../lib/content-language';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import * as learning from '../service';
import { learnerRoutes, learningRoutes, PUBLIC_CACHE } from './scope';

/** The course page, enrolment and the wishlist (`../service.ts`). */
export async function courseRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.courseDetail, {
    summary: 'The course page: details, curriculum outline, FAQ and reviews',
    description:
      'The same for every visitor (cacheable): whether the caller is enrolled comes from check-enrollment. Lesson content is not included.',
    schemas: { params: IdParam, response: CourseFullDetail },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return learning.getCourseFullDetail({
        db,
        id: request.params.id,
        locale: contentLanguage(request, reply),
      });
    },
  });

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.coursePreview, {
      summary: 'The course page of a course you teach (or review) that is not published yet',
      description:
        'For the course’s instructor and staff, whatever its state; anyone else gets 404 as for no course. Never cached, never indexed.',
      schemas: { params: IdParam, response: CoursePreview },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        reply.header('X-Robots-Tag', 'noindex, nofollow');
        return learning.getCoursePreview({
          db,
          userId: signedInUser(request).id,
          id: request.params.id,
          locale: contentLanguage(request, reply),
        });
      },
    });

    defineOwn(routes.enrollmentStatus, {
      summary: 'Whether the signed-in learner is enrolled in a course, and their progress',
      schemas: { params: IdParam, response: EnrollmentStatus },
      handler: async (request) =>
        learning.checkEnrollment({ db, userId: signedInUser(request).id, courseId: request.params.id }),
    });

    defineOwn(routes.enrolledCourses, {
      summary: "The signed-in learner's courses with progress, newest first",
      schemas: { response: EnrolledCoursesResponse },
      handler: async (request, reply) =>
        learning.listEnrolledCourses({
          db,
          userId: signedInUser(request).id,
          locale: contentLanguage(request, reply),
        }),
    });

    defineOwn(routes.freeEnrollment, {
      summary: 'Enrol in a free course',
      description: 'Safe to repeat: an enrolled learner gets 200 with `created: false`.',
      schemas: { body: FreeEnrollmentRequest, response: FreeEnrollmentResponse },
      status: [201, 200],
      errors: [404],
      handler: async (request, reply) => {
        const answer = await learning.enrollForFree({
          db,
          userId: signedInUser(request).id,
          courseId: request.body.course_id,
        });
        return reply.status(answer.created ? 201 : 200).send(answer);
      },
    });

    defineOwn(routes.wishlist, {
      summary: 'Saved courses, newest first',
      schemas: { response: WishlistResponse },
      handler: async (request, reply) =>
        learning.listWishlist({
          db,
          userId: signedInUser(request).id,
          locale: contentLanguage(request, reply),
        }),
    });

    defineOwn(routes.addToWishlist, {
      summary: 'Save a course (the id is the course id)',
      schemas: { params: IdParam, response: WishlistResponse },
      status: [201, 200],
      handler: async (request, reply) => {
        const userId = signedInUser(request).id;
        const locale = contentLanguage(request, reply);
        const added = await learning.addToWishlist({ db, userId, courseId: request.params.id });
        return reply.status(added ? 201 : 200).send(await learning.listWishlist({ db, userId, locale }));
      },
    });

    defineOwn(routes.removeFromWishlist, {
      summary: 'Remove a saved course (the id is the course id)',
      schemas: { params: IdParam, response: WishlistResponse },
      handler: async (request, reply) => {
        const userId = signedInUser(request).id;
        await learning.removeFromWishlist({ db, userId, courseId: request.params.id });
        return learning.listWishlist({ db, userId, locale: contentLanguage(request, reply) });
      },
    });
  });
}
