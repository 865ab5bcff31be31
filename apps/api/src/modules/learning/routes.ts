import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  ConsultationRequest,
  ConsultationResponse,
  AffiliateClickRequest,
  AffiliateClickResponse,
  HandbookListResponse,
  HandbookDetails,
  HandbookDownloadRequest,
  HandbookDownloadResponse,
  HandbookFileParams,
  CareerPathDetail,
  CourseBofu,
  WhatsappGroup,
  CertificateDetails,
  CertificateSerialParam,
  CertifyRequest,
  CertifyResponse,
  CompletedCoursesResponse,
  CourseQuizzesQuery,
  GradesResponse,
  OpenAttempt,
  QuizForTaking,
  QuizInfo,
  QuizListResponse,
  QuizResult,
  QuizSubmission,
  CourseFullDetail,
  CourseModulesQuery,
  CourseModulesResponse,
  LessonContent,
  LessonInfo,
  LessonProgressRequest,
  LessonProgressResponse,
  LiveModule,
  CourseReviewsQuery,
  CourseReviewsResponse,
  MyReviewsResponse,
  ReviewRequest,
  ReviewResponse,
  EnrolledCoursesResponse,
  EnrollmentStatus,
  FreeEnrollmentRequest,
  FreeEnrollmentResponse,
  WishlistResponse,
} from '@dokkho/contract/learning';
import type { Database } from '@dokkho/db';
import type { ObjectStore } from '../../integrations/object-store/store';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import * as affiliateClicks from './affiliate-clicks';
import { renderCertificatePdf } from './certificate-pdf';
import * as certificates from './certificates';
import { createConsultation } from './consultations';
import * as handbooks from './handbooks';
import { lessonVideoRoutes } from './lesson-video';
import * as landing from './landing';
import * as lessons from './lessons';
import * as quizzes from './quizzes';
import * as reviews from './reviews';
import * as learning from './service';

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** SPEC.md §7: the course page, enrolment and the wishlist (issue 4). */
export async function learningRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    guards: AuthGuards;
    publicUrl: string;
    /** Signs handbook download links and keys affiliate visitor hashes (AUTH_SECRET). */
    linkSecret: string;
    /** Whether per-route limits apply (AUTH_RATE_LIMIT). */
    rateLimits: boolean;
    /** Where uploaded lesson videos go (served at /media/). */
    store: ObjectStore;
  },
) {
  const { db, guards } = options;
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/course/course_detail/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: 'The course page: details, curriculum outline, FAQ and reviews',
        description:
          'The same for every visitor (cacheable): whether the caller is enrolled comes from check-enrollment. Lesson content is not included.',
        params: IdParam,
        response: { 200: CourseFullDetail, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return learning.getCourseFullDetail({ db, id: request.params.id });
    },
  );

  routes.get(
    '/course/career_path/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: 'A career path (by its course id) with its courses in order',
        params: IdParam,
        response: { 200: CareerPathDetail, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return landing.getCareerPath({ db, id: request.params.id });
    },
  );

  routes.get(
    '/course/:id/bofu/',
    {
      schema: {
        tags: ['learning'],
        summary: 'The focused landing page of a course: outcomes, testimonials, FAQ and the current offer',
        params: IdParam,
        response: { 200: CourseBofu, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return landing.getCourseBofu({ db, id: request.params.id });
    },
  );

  routes.get(
    '/course/handbooks/',
    {
      schema: {
        tags: ['learning'],
        summary: 'The published free handbooks (the learning center lists them)',
        response: { 200: HandbookListResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return handbooks.listHandbooks({ db });
    },
  );

  /**
   * The signed-in user when a valid bearer comes along, else anonymous: a public route that only uses the
   * user to refine what it records. A stale or forged token is ignored rather than answered with a 401,
   * which would sign the visitor out of the web app (SPEC.md §4) for merely following a link.
   */
  const optionalUser: preHandlerAsyncHookHandler = async function (this: FastifyInstance, request, reply) {
    if (!request.headers.authorization) return;
    try {
      await guards.requireUser.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
      request.user = null;
    }
  };

  routes.post(
    '/affiliate/affiliate-links-clicked/',
    {
      preHandler: optionalUser,
      // The browser sends one per visit; more than this from one address is a script inflating counts.
      config: options.rateLimits ? { rateLimit: { max: 30, timeWindow: 60_000 } } : {},
      schema: {
        tags: ['learning'],
        summary: "Count a visit through an affiliate's course link; answers how long the attribution lasts",
        description: `The visitor is known only by a keyed hash of the address and user agent. The same visitor, affiliate and course within ${affiliateClicks.CLICK_DEDUP_MINUTES} minutes is one click (200, the first click's answer); a new click is 201. An affiliate's own visit (signed in) and a bot's (crawler, link preview or script user agent) are not counted and give no attribution (200). The bearer token is optional.`,
        body: AffiliateClickRequest,
        response: {
          200: AffiliateClickResponse,
          201: AffiliateClickResponse,
          400: FieldErrors,
          404: ErrorDetail,
          429: ErrorDetail,
        },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      const result = await affiliateClicks.recordAffiliateClick({
        db,
        code: request.body.affiliate,
        courseId: request.body.course_id,
        userId: request.user?.id ?? null,
        visitorHash: affiliateClicks.visitorHash(options.linkSecret, request.ip, userAgent),
        userAgent,
      });
      return reply
        .status(result.recorded ? 201 : 200)
        .header('Cache-Control', 'no-store')
        .send(result.body);
    },
  );

  routes.post(
    '/course/create-consultation/',
    {
      // A lead form: a handful a minute per address.
      config: options.rateLimits ? { rateLimit: { max: 5, timeWindow: 60_000 } } : {},
      schema: {
        tags: ['learning'],
        summary: 'Ask an advisor to call about a course; answers a personal coupon and its checkout link',
        body: ConsultationRequest,
        response: { 201: ConsultationResponse, 400: FieldErrors, 404: ErrorDetail, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      const answer = await createConsultation({ db, origin: options.publicUrl, input: request.body });
      return reply.status(201).header('Cache-Control', 'no-store').send(answer);
    },
  );

  routes.get(
    '/course/handbook/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: 'A free handbook: what it offers (the file comes after the lead form)',
        params: IdParam,
        response: { 200: HandbookDetails, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return handbooks.getHandbook({ db, id: request.params.id });
    },
  );

  routes.post(
    '/course/handbook-download/:id/',
    {
      // A lead form: a handful a minute per address is plenty for people and useless for spam.
      config: options.rateLimits ? { rateLimit: { max: 10, timeWindow: 60_000 } } : {},
      schema: {
        tags: ['learning'],
        summary: 'Leave a name and a phone number or e-mail, get the download link',
        params: IdParam,
        body: HandbookDownloadRequest,
        response: { 201: HandbookDownloadResponse, 400: FieldErrors, 404: ErrorDetail, 429: ErrorDetail },
      },
    },
    async (request, reply) => {
      const answer = await handbooks.requestHandbookDownload({
        db,
        id: request.params.id,
        input: request.body,
        origin: options.publicUrl,
        secret: options.linkSecret,
      });
      return reply.status(201).header('Cache-Control', 'no-store').send(answer);
    },
  );

  routes.get(
    '/course/handbook-file/:id/:token/',
    {
      schema: {
        tags: ['learning'],
        summary: "A handbook's PDF, through the link the download form answered",
        description: 'application/pdf; 404 for a link that was not issued by the form.',
        params: HandbookFileParams,
      },
    },
    async (request, reply) => {
      const file = await handbooks.renderHandbookFile({
        db,
        id: request.params.id,
        token: request.params.token,
        origin: options.publicUrl,
        secret: options.linkSecret,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(file.pdf);
    },
  );

  routes.get(
    '/course/reviews/',
    {
      schema: {
        tags: ['learning'],
        summary: "A course's reviews, newest first",
        querystring: CourseReviewsQuery,
        response: { 200: CourseReviewsResponse, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return reviews.listCourseReviews({
        db,
        courseId: request.query.course,
        query: request.query,
        requestUrl: requestUrl(request),
      });
    },
  );

  routes.get(
    '/course/lesson-info/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: "A lesson's title and course (public; the content needs a seat)",
        description:
          'What the course page already shows of a lesson, so a locked lesson can lead to its course page.',
        params: IdParam,
        response: { 200: LessonInfo, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return lessons.getLessonInfo({ db, lessonId: request.params.id });
    },
  );

  routes.get(
    '/course/quiz-info/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: 'What a quiz asks and its course (public; taking it needs a seat)',
        params: IdParam,
        response: { 200: QuizInfo, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return quizzes.getQuizInfo({ db, quizId: request.params.id });
    },
  );

  routes.get(
    '/course/certificate-details/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: 'Verify a certificate by its number (public)',
        description:
          'What the public verification page /certificate/{id} shows: anyone can confirm a certificate is genuine.',
        params: CertificateSerialParam,
        response: { 200: CertificateDetails, 400: FieldErrors, 404: ErrorDetail },
      },
    },
    async (request, reply) => {
      const row = await certificates.findCertificate(db, request.params.id);
      reply.header('Cache-Control', PUBLIC_CACHE);
      return certificates.toCertificateDetails(row, options.publicUrl);
    },
  );

  routes.get(
    '/course/certificate-pdf/:id/',
    {
      schema: {
        tags: ['learning'],
        summary: 'A certificate as a PDF (public, like the verification page)',
        description: 'application/pdf; 400 for a malformed number, 404 for an unknown one.',
        params: CertificateSerialParam,
      },
    },
    async (request, reply) => {
      const row = await certificates.findCertificate(db, request.params.id);
      const pdf = await renderCertificatePdf(certificates.toCertificateDetails(row, options.publicUrl));
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="dokkho-certificate-${row.serial}.pdf"`)
          // A certificate never changes once issued.
          .header('Cache-Control', 'public, max-age=86400')
          .send(pdf)
      );
    },
  );

  await app.register(lessonVideoRoutes, { db, guards, store: options.store });

  // Everything below is about the signed-in learner: never cached by a browser or proxy.
  app.register(async (personal) => {
    personal.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });
    const own = personal.withTypeProvider<ZodTypeProvider>();

    own.get(
      '/course/check-enrollment/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Whether the signed-in learner is enrolled in a course, and their progress',
          security: BEARER_SECURITY,
          params: IdParam,
          response: { 200: EnrollmentStatus, 400: FieldErrors, 401: ErrorDetail, 404: ErrorDetail },
        },
      },
      async (request) =>
        learning.checkEnrollment({ db, userId: signedInUser(request).id, courseId: request.params.id }),
    );

    own.get(
      '/course/enrolled/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "The signed-in learner's courses with progress, newest first",
          security: BEARER_SECURITY,
          response: { 200: EnrolledCoursesResponse, 401: ErrorDetail },
        },
      },
      async (request) => learning.listEnrolledCourses({ db, userId: signedInUser(request).id }),
    );

    own.post(
      '/marketing/free-enrollment/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Enrol in a free course',
          description: 'Safe to repeat: an enrolled learner gets 200 with `created: false`.',
          security: BEARER_SECURITY,
          body: FreeEnrollmentRequest,
          response: {
            200: FreeEnrollmentResponse,
            201: FreeEnrollmentResponse,
            400: FieldErrors.or(ErrorDetail),
            401: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request, reply) => {
        const answer = await learning.enrollForFree({
          db,
          userId: signedInUser(request).id,
          courseId: request.body.course_id,
        });
        return reply.status(answer.created ? 201 : 200).send(answer);
      },
    );

    own.post(
      '/course/reviews/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Review a course you are enrolled in, or edit your review',
          description:
            'One review per learner per course: posting again edits it (201 the first time, 200 after).',
          security: BEARER_SECURITY,
          body: ReviewRequest,
          response: {
            200: ReviewResponse,
            201: ReviewResponse,
            400: FieldErrors,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request, reply) => {
        const saved = await reviews.saveReview({
          db,
          userId: signedInUser(request).id,
          courseId: request.body.course_id,
          rating: request.body.rating,
          comment: request.body.comment,
        });
        return reply.status(saved.created ? 201 : 200).send(saved.body);
      },
    );

    own.get(
      '/course/my-reviews/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "The signed-in learner's reviews, newest first",
          security: BEARER_SECURITY,
          response: { 200: MyReviewsResponse, 401: ErrorDetail },
        },
      },
      async (request) => reviews.listMyReviews({ db, userId: signedInUser(request).id }),
    );

    own.get(
      '/course/lessons/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "A lesson's content for the player",
          description:
            'Enrolled learners (with their progress), anyone signed in for a free preview lesson, the course instructor and staff. Others get 403.',
          security: BEARER_SECURITY,
          params: IdParam,
          response: {
            200: LessonContent,
            400: FieldErrors,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        lessons.getLesson({ db, userId: signedInUser(request).id, lessonId: request.params.id }),
    );

    own.put(
      '/course/lessons/:id/progress/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Save where the learner is in a lesson and whether it is done',
          security: BEARER_SECURITY,
          params: IdParam,
          body: LessonProgressRequest,
          response: {
            200: LessonProgressResponse,
            400: FieldErrors,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        lessons.saveLessonProgress({
          db,
          userId: signedInUser(request).id,
          lessonId: request.params.id,
          input: request.body,
        }),
    );

    own.get(
      '/course/modules/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "A course's modules and lessons with the learner's done marks (the player's sidebar)",
          security: BEARER_SECURITY,
          querystring: CourseModulesQuery,
          response: { 200: CourseModulesResponse, 400: FieldErrors, 401: ErrorDetail, 404: ErrorDetail },
        },
      },
      async (request) =>
        lessons.listCourseModules({ db, userId: signedInUser(request).id, courseId: request.query.course }),
    );

    own.get(
      '/course/live-module/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'A live class: schedule, and for enrolled learners the join link and recording',
          description: `The join link shows from ${lessons.JOIN_WINDOW_MINUTES} minutes before the start until the end; the recording after the end.`,
          security: BEARER_SECURITY,
          params: IdParam,
          response: { 200: LiveModule, 400: FieldErrors, 401: ErrorDetail, 404: ErrorDetail },
        },
      },
      async (request) =>
        lessons.getLiveModule({ db, userId: signedInUser(request).id, moduleId: request.params.id }),
    );

    own.get(
      '/course/quizzes/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "A course's quizzes with the learner's attempts and best scores",
          security: BEARER_SECURITY,
          querystring: CourseQuizzesQuery,
          response: {
            200: QuizListResponse,
            400: FieldErrors,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        quizzes.listQuizzes({ db, userId: signedInUser(request).id, courseId: request.query.course }),
    );

    own.get(
      '/course/quiz/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'A quiz to take: questions and options without the answers, and the attempt in progress',
          security: BEARER_SECURITY,
          params: IdParam,
          response: {
            200: QuizForTaking,
            400: FieldErrors,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        quizzes.getQuizForTaking({ db, userId: signedInUser(request).id, quizId: request.params.id }),
    );

    own.post(
      '/course/quiz/:id/start/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Start an attempt (or get back the one in progress)',
          description: 'The time limit runs from here, on the server clock.',
          security: BEARER_SECURITY,
          params: IdParam,
          response: {
            200: OpenAttempt,
            400: FieldErrors.or(ErrorDetail),
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        quizzes.startAttempt({ db, userId: signedInUser(request).id, quizId: request.params.id }),
    );

    own.post(
      '/course/quiz-attempts/:id/submit/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Submit an attempt once and get it graded',
          description: `Graded on the server. After the time limit and ${quizzes.SUBMIT_GRACE_SECONDS} s of grace, the attempt is kept but scores zero.`,
          security: BEARER_SECURITY,
          params: IdParam,
          body: QuizSubmission,
          response: { 200: QuizResult, 400: FieldErrors.or(ErrorDetail), 401: ErrorDetail, 404: ErrorDetail },
        },
      },
      async (request) =>
        quizzes.submitAttempt({
          db,
          userId: signedInUser(request).id,
          attemptId: request.params.id,
          submission: request.body,
        }),
    );

    own.get(
      '/course/quiz-attempts/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "A submitted attempt's result, for its owner",
          security: BEARER_SECURITY,
          params: IdParam,
          response: { 200: QuizResult, 400: FieldErrors, 401: ErrorDetail, 404: ErrorDetail },
        },
      },
      async (request) =>
        quizzes.getAttemptResult({ db, userId: signedInUser(request).id, attemptId: request.params.id }),
    );

    own.get(
      '/course/grades/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Best quiz scores per enrolled course',
          security: BEARER_SECURITY,
          response: { 200: GradesResponse, 401: ErrorDetail },
        },
      },
      async (request) => quizzes.listGrades({ db, userId: signedInUser(request).id }),
    );

    own.post(
      '/course/certify-user/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Get the certificate of a completed course',
          description:
            'Issued once every lesson is complete and every quiz passed (201); asking again answers the same certificate (200).',
          security: BEARER_SECURITY,
          body: CertifyRequest,
          response: {
            200: CertifyResponse,
            201: CertifyResponse,
            400: FieldErrors.or(ErrorDetail),
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request, reply) => {
        const result = await certificates.certifyUser({
          db,
          userId: signedInUser(request).id,
          courseId: request.body.course_id,
          origin: options.publicUrl,
        });
        return reply.status(result.created ? 201 : 200).send(result.body);
      },
    );

    own.get(
      '/course/completed-courses/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "The learner's completed courses with their certificates, newest first",
          security: BEARER_SECURITY,
          response: { 200: CompletedCoursesResponse, 401: ErrorDetail },
        },
      },
      async (request) =>
        certificates.listCompletedCourses({
          db,
          userId: signedInUser(request).id,
          origin: options.publicUrl,
        }),
    );

    own.get(
      '/marketing/whatsapp-number/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: "A course's WhatsApp group link (the id is the course id), for enrolled learners",
          security: BEARER_SECURITY,
          params: IdParam,
          response: {
            200: WhatsappGroup,
            400: FieldErrors,
            401: ErrorDetail,
            403: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request) =>
        landing.getWhatsappGroup({ db, userId: signedInUser(request).id, courseId: request.params.id }),
    );

    own.get(
      '/user/wishlist/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Saved courses, newest first',
          security: BEARER_SECURITY,
          response: { 200: WishlistResponse, 401: ErrorDetail },
        },
      },
      async (request) => learning.listWishlist({ db, userId: signedInUser(request).id }),
    );

    own.post(
      '/user/wishlist/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Save a course (the id is the course id)',
          security: BEARER_SECURITY,
          params: IdParam,
          response: {
            200: WishlistResponse,
            201: WishlistResponse,
            400: FieldErrors,
            401: ErrorDetail,
            404: ErrorDetail,
          },
        },
      },
      async (request, reply) => {
        const userId = signedInUser(request).id;
        const added = await learning.addToWishlist({ db, userId, courseId: request.params.id });
        return reply.status(added ? 201 : 200).send(await learning.listWishlist({ db, userId }));
      },
    );

    own.delete(
      '/user/wishlist/:id/',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['learning'],
          summary: 'Remove a saved course (the id is the course id)',
          security: BEARER_SECURITY,
          params: IdParam,
          response: { 200: WishlistResponse, 400: FieldErrors, 401: ErrorDetail, 404: ErrorDetail },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        await learning.removeFromWishlist({ db, userId, courseId: request.params.id });
        return learning.listWishlist({ db, userId });
      },
    );
  });
}
