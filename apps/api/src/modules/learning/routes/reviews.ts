import type { FastifyInstance } from 'fastify';
import {
  CourseReviewsQuery,
  CourseReviewsResponse,
  MyReviewsResponse,
  ReviewRequest,
  ReviewResponse,
} from '@dokkho/contract/learning';
import { learningRoutes as routes } from '@dokkho/contract/routes/learning';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import * as reviews from '../reviews';
import { learnerRoutes, learningRoutes, PUBLIC_CACHE } from './scope';

/** A course's reviews and the learner's own (`../reviews.ts`). */
export async function reviewRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.courseReviews, {
    summary: "A course's reviews, newest first",
    schemas: { query: CourseReviewsQuery, response: CourseReviewsResponse },
    errors: [404],
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return reviews.listCourseReviews({
        db,
        courseId: request.query.course,
        query: request.query,
        requestUrl: new URL(request.url, context.publicUrl),
      });
    },
  });

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.saveReview, {
      summary: 'Review a course you are enrolled in, or edit your review',
      description:
        'One review per learner per course: posting again edits it (201 the first time, 200 after).',
      schemas: { body: ReviewRequest, response: ReviewResponse },
      status: [201, 200],
      errors: [404],
      handler: async (request, reply) => {
        const saved = await reviews.saveReview({
          db,
          userId: signedInUser(request).id,
          courseId: request.body.course_id,
          rating: request.body.rating,
          comment: request.body.comment,
        });
        return reply.status(saved.created ? 201 : 200).send(saved.body);
      },
    });

    defineOwn(routes.myReviews, {
      summary: "The signed-in learner's reviews, newest first",
      schemas: { response: MyReviewsResponse },
      handler: async (request) => reviews.listMyReviews({ db, userId: signedInUser(request).id }),
    });
  });
}
