import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  CourseQuizzesQuery,
  GradesResponse,
  OpenAttempt,
  QuizForTaking,
  QuizInfo,
  QuizListResponse,
  QuizResult,
  QuizSubmission,
} from '@dokkho/contract/learning';
import { playerRoutes as routes } from '@dokkho/contract/routes/player';
import { contentLanguage } from '../../../lib/content-language';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import * as quizzes from '../quizzes';
import { learnerRoutes, learningRoutes, PUBLIC_CACHE } from './scope';

/** Quizzes: what one asks, taking it, its result and the learner's grades (`../quizzes.ts`). */
export async function quizRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.quizInfo, {
    summary: 'What a quiz asks and its course (public; taking it needs a seat)',
    schemas: { params: IdParam, response: QuizInfo },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return quizzes.getQuizInfo({ db, quizId: request.params.id, locale: contentLanguage(request, reply) });
    },
  });

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.courseQuizzes, {
      summary: "A course's quizzes with the learner's attempts and best scores",
      schemas: { query: CourseQuizzesQuery, response: QuizListResponse },
      errors: [404],
      handler: async (request) =>
        quizzes.listQuizzes({ db, userId: signedInUser(request).id, courseId: request.query.course }),
    });

    defineOwn(routes.quiz, {
      summary: 'A quiz to take: questions and options without the answers, and the attempt in progress',
      schemas: { params: IdParam, response: QuizForTaking },
      handler: async (request) =>
        quizzes.getQuizForTaking({ db, userId: signedInUser(request).id, quizId: request.params.id }),
    });

    defineOwn(routes.startQuiz, {
      summary: 'Start an attempt (or get back the one in progress)',
      description: 'The time limit runs from here, on the server clock.',
      schemas: { params: IdParam, response: OpenAttempt },
      handler: async (request) =>
        quizzes.startAttempt({ db, userId: signedInUser(request).id, quizId: request.params.id }),
    });

    defineOwn(routes.submitAttempt, {
      summary: 'Submit an attempt once and get it graded',
      description: `Graded on the server. After the time limit and ${quizzes.SUBMIT_GRACE_SECONDS} s of grace, the attempt is kept but scores zero.`,
      schemas: { params: IdParam, body: QuizSubmission, response: QuizResult },
      handler: async (request) =>
        quizzes.submitAttempt({
          db,
          userId: signedInUser(request).id,
          attemptId: request.params.id,
          submission: request.body,
        }),
    });

    defineOwn(routes.attempt, {
      summary: "A submitted attempt's result, for its owner",
      schemas: { params: IdParam, response: QuizResult },
      handler: async (request) =>
        quizzes.getAttemptResult({ db, userId: signedInUser(request).id, attemptId: request.params.id }),
    });

    defineOwn(routes.grades, {
      summary: 'Best quiz scores per enrolled course',
      schemas: { response: GradesResponse },
      handler: async (request, reply) =>
        quizzes.listGrades({ db, userId: signedInUser(request).id, locale: contentLanguage(request, reply) }),
    });
  });
}
