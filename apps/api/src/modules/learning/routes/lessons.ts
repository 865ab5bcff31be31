import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  CourseModulesQuery,
  CourseModulesResponse,
  LESSON_VIDEO_MAX_MEGABYTES,
  LessonContent,
  LessonInfo,
  LessonProgressRequest,
  LessonProgressResponse,
  LessonResourceFile,
  LessonResourceParams,
  LessonVideoResponse,
  LiveModule,
} from '@dokkho/contract/learning';
import { playerRoutes as routes } from '@dokkho/contract/routes/player';
import { attachment } from '../../../lib/content-disposition';
import { contentLanguage } from '../../../lib/content-language';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import { LESSON_VIDEO_MAX_BYTES, uploadLessonVideo } from '../lesson-video';
import * as lessons from '../lessons';
import { openLessonResource } from '../resource-downloads';
import { learnerRoutes, learningRoutes, PUBLIC_CACHE } from './scope';

/** The lesson player: a lesson, its progress, the course outline, live classes, video uploads (`../lessons.ts`). */
export async function lessonRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = learningRoutes(app, context);

  defineRoute(routes.lessonInfo, {
    summary: "A lesson's title and course (public; the content needs a seat)",
    description:
      'What the course page already shows of a lesson, so a locked lesson can lead to its course page.',
    schemas: { params: IdParam, response: LessonInfo },
    handler: async (request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return lessons.getLessonInfo({
        db,
        lessonId: request.params.id,
        locale: contentLanguage(request, reply),
      });
    },
  });

  defineRoute(routes.lessonResource, {
    summary: "A lesson resource file (signed link from the lesson's content)",
    description:
      'The link comes with the lesson content and works for an hour or two, for as long as its holder may open the lesson: 403 once it has expired, is altered, or the seat is gone. Sent as an attachment with the file’s own name.',
    schemas: { params: LessonResourceParams, response: LessonResourceFile },
    produces: ['application/octet-stream'],
    handler: async (request, reply) => {
      const opened = await openLessonResource({
        db,
        store: context.store,
        secret: context.authSecret,
        grant: request.params.grant,
      });
      if ('redirect' in opened) return reply.redirect(opened.redirect, 302);
      return reply
        .header('Content-Type', opened.object.contentType)
        .header('Content-Length', String(opened.object.size))
        .header('Content-Disposition', attachment(opened.fileName))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(opened.object.stream);
    },
  });

  // `POST course/lessons/{id}/video/` (issue 4 item 5), in a scope of its own: only it takes multipart bodies.
  await app.register(async (upload) => {
    await upload.register(multipart);
    learningRoutes(upload, context)(routes.lessonVideo, {
      summary: 'Upload a lesson\'s video (multipart/form-data, field "file": MP4 or WebM)',
      description: `The course's instructor or staff; at most ${LESSON_VIDEO_MAX_MEGABYTES} MB.`,
      schemas: { params: IdParam, response: LessonVideoResponse },
      consumes: ['multipart/form-data'],
      bodyLimit: LESSON_VIDEO_MAX_BYTES + 1024 * 1024,
      errors: [413, 415],
      handler: async (request) =>
        uploadLessonVideo({
          db,
          store: context.store,
          userId: signedInUser(request).id,
          lessonId: request.params.id,
          request,
        }),
    });
  });

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.lesson, {
      summary: "A lesson's content for the player",
      description:
        'Enrolled learners (with their progress), anyone signed in for a free preview lesson, the course instructor and staff. Others get 403.',
      schemas: { params: IdParam, response: LessonContent },
      handler: async (request, reply) =>
        lessons.getLesson({
          db,
          userId: signedInUser(request).id,
          lessonId: request.params.id,
          locale: contentLanguage(request, reply),
          mediaSecret: context.authSecret,
        }),
    });

    defineOwn(routes.lessonProgress, {
      summary: 'Save where the learner is in a lesson and whether it is done',
      schemas: { params: IdParam, body: LessonProgressRequest, response: LessonProgressResponse },
      handler: async (request) =>
        lessons.saveLessonProgress({
          db,
          userId: signedInUser(request).id,
          lessonId: request.params.id,
          input: request.body,
        }),
    });

    defineOwn(routes.courseModules, {
      summary: "A course's modules and lessons with the learner's done marks (the player's sidebar)",
      schemas: { query: CourseModulesQuery, response: CourseModulesResponse },
      errors: [404],
      handler: async (request, reply) =>
        lessons.listCourseModules({
          db,
          userId: signedInUser(request).id,
          courseId: request.query.course,
          locale: contentLanguage(request, reply),
        }),
    });

    defineOwn(routes.liveModule, {
      summary: 'A live class: schedule, and for enrolled learners the join link and recording',
      description: `The join link shows from ${lessons.JOIN_WINDOW_MINUTES} minutes before the start until the end; the recording after the end.`,
      schemas: { params: IdParam, response: LiveModule },
      handler: async (request) =>
        lessons.getLiveModule({ db, userId: signedInUser(request).id, moduleId: request.params.id }),
    });
  });
}
