import type { FastifyInstance } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import { videoRoutes as routes } from '@dokkho/contract/routes/video';
import {
  LessonCaptionsRequest,
  LessonMediaFile,
  LessonMediaParams,
  LessonVideoState,
  VIDEO_UPLOAD_PATH,
} from '@dokkho/contract/video';
import { signedInUser } from '../../../plugins/auth';
import type { ModuleContext } from '../../context';
import { getLessonVideoState, openLessonMedia, saveLessonCaptions } from '../video-media';
import { createVideoUploadServer, setUploader } from '../video-uploads';
import { learnerRoutes, learningRoutes } from './scope';

/** Lesson video (issue 17 item 3): resumable uploads (tus), their state, captions, and the HLS files. */
export async function videoRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, store } = context;
  // Made on the first upload: its file store creates its folder, which an app that never takes an
  // upload (most tests, a read-only replica) should not.
  let tus: ReturnType<typeof createVideoUploadServer> | undefined;
  const tusServer = () =>
    (tus ??= createVideoUploadServer({
      db,
      store,
      ffmpeg: context.video.ffmpeg,
      directory: context.video.uploadDir,
      maxBytes: context.video.uploadMaxBytes,
      wake: context.video.wake,
    }));

  // The tus protocol in a scope of its own: its PATCH bodies are streamed to disk by @tus/server, never
  // parsed or buffered by Fastify, and every request is signed in before the tus server sees it.
  await app.register(async (uploads) => {
    uploads.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
      done(null, undefined);
    });
    const base = VIDEO_UPLOAD_PATH.replace(/^\/api/, '');
    for (const url of [base, `${base}:uploadId`]) {
      uploads.route({
        method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
        url,
        onRequest: context.guards.requireUser,
        schema: { hide: true },
        // The tus server reads the body itself; Fastify's body limit would stop a chunk.
        bodyLimit: context.video.uploadMaxBytes,
        handler: async (request, reply) => {
          setUploader(request.raw, signedInUser(request).id);
          reply.hijack();
          await tusServer().handle(request.raw, reply.raw);
        },
      });
    }
  });

  const defineRoute = learningRoutes(app, context);
  defineRoute(routes.media, {
    summary: "A lesson's HLS playlist, segment, poster or captions file (signed link)",
    description:
      'The link comes with the lesson content (`playback`) and works for some hours for whoever may watch the lesson; 403 once it has expired.',
    schemas: { params: LessonMediaParams, response: LessonMediaFile },
    produces: ['application/vnd.apple.mpegurl', 'video/mp2t', 'image/jpeg', 'text/vtt'],
    handler: async (request, reply) => {
      const object = await openLessonMedia({
        db,
        store,
        secret: context.authSecret,
        grant: request.params.grant,
        file: request.params.file,
      });
      if ('redirect' in object) return reply.redirect(object.redirect, 302);
      return reply
        .header('Content-Type', object.contentType)
        .header('Content-Length', String(object.size))
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.stream);
    },
  });

  await learnerRoutes(app, context, (defineOwn) => {
    defineOwn(routes.videoState, {
      summary: "A lesson video's transcoding state (its instructor and staff)",
      schemas: { params: IdParam, response: LessonVideoState },
      handler: async (request) =>
        getLessonVideoState({ db, userId: signedInUser(request).id, lessonId: request.params.id }),
    });
    defineOwn(routes.captions, {
      summary: "Upload a lesson's WebVTT captions in one language (its instructor and staff)",
      schemas: { params: IdParam, body: LessonCaptionsRequest, response: LessonVideoState },
      handler: async (request) =>
        saveLessonCaptions({
          db,
          store,
          userId: signedInUser(request).id,
          lessonId: request.params.id,
          input: request.body,
        }),
    });
  });
}
