import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AnswerIdParam,
  AskQuestionRequest,
  CourseQuestionsQuery,
  DetailResponse,
  EditQuestionRequest,
  HideRequest,
  MarkHelpfulRequest,
  QuestionIdParam,
  QuestionPage,
  QuestionPageQuery,
  QuestionResponse,
  QuestionThread,
  ReplyRequest,
  UpvoteResponse,
} from '@dokkho/contract/questions';
import { questionRoutes as routes } from '@dokkho/contract/routes/questions';
import type { SiteMailer } from '../../integrations/email/layout';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as questions from './service';

/**
 * Questions and answers (issue 17 item 6). Every answer is about someone's own course access, so none is
 * cached. Asking tells the course's instructor, answering tells the asker (issue 17 item 8): the service
 * does it in the transaction that writes the question or answer, and e-mails through the outbox.
 */
async function registerQuestionRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const mailer = (request: FastifyRequest): SiteMailer => ({
    sender: context.mail.sender,
    log: request.log,
    origin: context.publicUrl,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['questions'] });

  defineRoute(routes.courseQuestions, {
    summary: "A course's questions, newest first (enrolled learners, its instructors, staff)",
    schemas: { query: CourseQuestionsQuery, response: QuestionPage },
    errors: [404],
    handler: async (request) =>
      questions.listCourseQuestions({ db, userId: signedInUser(request).id, query: request.query }),
  });

  defineRoute(routes.myQuestions, {
    summary: "The signed-in learner's questions on every course, newest first",
    schemas: { query: QuestionPageQuery, response: QuestionPage },
    handler: async (request) =>
      questions.listMyQuestions({ db, userId: signedInUser(request).id, query: request.query }),
  });

  defineRoute(routes.thread, {
    summary: 'A question with its answers',
    schemas: { params: QuestionIdParam, response: QuestionThread },
    handler: async (request) =>
      questions.getThread({ db, userId: signedInUser(request).id, questionId: request.params.id }),
  });

  defineRoute(routes.ask, {
    summary: 'Ask a question on a course or one of its lessons',
    schemas: { body: AskQuestionRequest, response: QuestionResponse },
    status: 201,
    errors: [404],
    config: context.rateLimit(20),
    handler: async (request, reply) => {
      const asked = await questions.askQuestion({
        db,
        mailer: mailer(request),
        userId: signedInUser(request).id,
        input: request.body,
      });
      return reply.status(201).send(asked);
    },
  });

  defineRoute(routes.edit, {
    summary: 'Edit your question (within 30 minutes, before anyone answers)',
    schemas: { params: QuestionIdParam, body: EditQuestionRequest, response: QuestionResponse },
    handler: async (request) =>
      questions.editQuestion({
        db,
        userId: signedInUser(request).id,
        questionId: request.params.id,
        input: request.body,
      }),
  });

  defineRoute(routes.remove, {
    summary: 'Delete your question (within 30 minutes, before anyone answers)',
    schemas: { params: QuestionIdParam, response: DetailResponse },
    handler: async (request) =>
      questions.deleteQuestion({ db, userId: signedInUser(request).id, questionId: request.params.id }),
  });

  defineRoute(routes.reply, {
    summary: "Answer a question (the course's instructor, staff) or follow up (an enrolled learner)",
    schemas: { params: QuestionIdParam, body: ReplyRequest, response: QuestionResponse },
    status: 201,
    config: context.rateLimit(30),
    handler: async (request, reply) => {
      const posted = await questions.reply({
        db,
        mailer: mailer(request),
        userId: signedInUser(request).id,
        questionId: request.params.id,
        body: request.body.body,
      });
      return reply.status(201).send(posted);
    },
  });

  defineRoute(routes.upvote, {
    summary: 'Upvote a question (once; repeating changes nothing)',
    schemas: { params: QuestionIdParam, response: UpvoteResponse },
    handler: async (request) =>
      questions.setUpvote({
        db,
        userId: signedInUser(request).id,
        questionId: request.params.id,
        upvoted: true,
      }),
  });

  defineRoute(routes.removeUpvote, {
    summary: 'Take your upvote back',
    schemas: { params: QuestionIdParam, response: UpvoteResponse },
    handler: async (request) =>
      questions.setUpvote({
        db,
        userId: signedInUser(request).id,
        questionId: request.params.id,
        upvoted: false,
      }),
  });

  defineRoute(routes.markHelpful, {
    summary: 'Mark an answer to your question helpful (null takes the mark away)',
    schemas: { params: QuestionIdParam, body: MarkHelpfulRequest, response: QuestionResponse },
    handler: async (request) =>
      questions.markHelpful({
        db,
        userId: signedInUser(request).id,
        questionId: request.params.id,
        answerId: request.body.answer_id,
      }),
  });

  defineRoute(routes.hideQuestion, {
    summary: 'Hide a question as abuse, or show it again (staff)',
    schemas: { params: QuestionIdParam, body: HideRequest, response: QuestionResponse },
    handler: async (request) =>
      questions.hideQuestion({
        db,
        staffId: signedInUser(request).id,
        questionId: request.params.id,
        hidden: request.body.hidden,
      }),
  });

  defineRoute(routes.hideAnswer, {
    summary: 'Hide an answer as abuse, or show it again (staff)',
    schemas: { params: AnswerIdParam, body: HideRequest, response: QuestionResponse },
    handler: async (request) =>
      questions.hideAnswer({
        db,
        staffId: signedInUser(request).id,
        answerId: request.params.id,
        hidden: request.body.hidden,
      }),
  });

  defineRoute(routes.instructorQuestions, {
    summary: "Every question on the instructor's courses, unanswered first",
    schemas: { query: QuestionPageQuery, response: QuestionPage },
    handler: async (request) =>
      questions.listInstructorQuestions({ db, userId: signedInUser(request).id, query: request.query }),
  });
}

export const questionsModule: ApiModule = { name: 'questions', routes: registerQuestionRoutes };
