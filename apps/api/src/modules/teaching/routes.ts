import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COURSE_EDITOR_MESSAGES,
  COURSE_THUMBNAIL_MAX_BYTES,
  COURSE_THUMBNAIL_MAX_MB,
  LESSON_RESOURCE_MAX_BYTES,
  LESSON_RESOURCE_MAX_MB,
  CourseDraftCreate,
  CourseEditorCourse,
  CourseEditorParams,
  CourseEditorPatch,
  LessonCreate,
  LessonParams,
  LessonUpdate,
  ModuleCreate,
  ModuleParams,
  ModuleRename,
  QuizCreate,
  QuizParams,
  QuizUpdate,
  ReorderRequest,
  RevisionQuery,
} from '@dokkho/contract/course-editor';
import { courseEditorRoutes } from '@dokkho/contract/routes/course-editor';
import { courseVersionRoutes } from '@dokkho/contract/routes/course-versions';
import { NoContent } from '@dokkho/contract/common';
import { CourseVersionParams } from '@dokkho/contract/course-versions';
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
import { TeachingJobs } from '@dokkho/contract/teaching-jobs';
import { contentLanguage } from '../../lib/content-language';
import {
  LiveClassCreate,
  LiveClassParams,
  LiveClassRecording,
  LiveClassUpdate,
  TeachingLiveClasses,
} from '@dokkho/contract/live-classes';
import type { SiteMailer } from '../../integrations/email/layout';
import { AppError } from '../../lib/app-error';
import { routeDefiner } from '../../lib/define-route';
import { signedInUser } from '../../plugins/auth';
import type { ApiModule, ModuleContext } from '../context';
import * as editor from './course-editor';
import * as jobs from './jobs';
import * as live from './live-classes';
import * as versions from './course-versions';
import * as review from './review';
import * as teaching from './service';

/** Thumbnail uploads decode images: a few a minute per address is plenty for a person. */
const THUMBNAIL_UPLOADS_PER_MINUTE = 10;

const MULTIPART_ERRORS = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
]);

/** Reads the one file of a resource upload into memory, with its name (for the title and extension). */
async function readResource(request: FastifyRequest): Promise<{ buffer: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the file as multipart/form-data, in a field named "file".');
  }
  try {
    const part = await request.file({
      limits: { fileSize: LESSON_RESOURCE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    if (!part) throw AppError.badRequest(COURSE_EDITOR_MESSAGES.resourceMissing);
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw AppError.badRequest(COURSE_EDITOR_MESSAGES.resourceMissing);
    return { buffer, fileName: part.filename ?? '' };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, COURSE_EDITOR_MESSAGES.resourceTooLarge);
    if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) {
      throw AppError.badRequest('Send one file, in a field named "file".');
    }
    throw error;
  }
}

/** Reads the one image of a thumbnail upload into memory, with our limits said in our words. */
async function readThumbnail(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the image as multipart/form-data, in a field named "file".');
  }
  try {
    const part = await request.file({
      limits: { fileSize: COURSE_THUMBNAIL_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    if (!part) throw AppError.badRequest(COURSE_EDITOR_MESSAGES.thumbnailMissing);
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw AppError.badRequest(COURSE_EDITOR_MESSAGES.thumbnailMissing);
    return buffer;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, COURSE_EDITOR_MESSAGES.thumbnailTooLarge);
    if (typeof code === 'string' && MULTIPART_ERRORS.has(code)) {
      throw AppError.badRequest('Send one image, in a field named "file".');
    }
    throw error;
  }
}

/**
 * Issue 17 item 1: the instructor dashboard's numbers (SPEC.md §2 /ir-dashboard). Instructors only (staff
 * pass the role guard but see only a profile of their own); a course is found among the caller's own.
 */
async function registerTeachingRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db, store } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['instructor'] });
  const defineEditorRoute = routeDefiner(app, { guards: context.guards, tags: ['course editor'] });

  // Encapsulated in this plugin: only the thumbnail upload reads a multipart body.
  await app.register(multipart);

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

  defineRoute(teachingRoutes.jobs, {
    summary:
      'Open job posts whose skills your published courses teach, with applicants holding your certificates',
    description:
      'A post matches a course when one of its skills is a tag of the course or words of its title (the rule that makes a skill verified in the applicant score). Applicants are counted by stage when they hold a certificate of any of your courses; only those who made their profile discoverable to recruiters are named (docs/decisions/034). At most 50 posts, the most certified applicants first.',
    schemas: { response: TeachingJobs },
    handler: async (request, reply) =>
      jobs.listTeachingJobs({
        db,
        userId: signedInUser(request).id,
        now: new Date(),
        locale: contentLanguage(request, reply),
      }),
  });

  registerEditorRoutes(defineEditorRoute, { db, store, rateLimit: context.rateLimit });
  registerVersionRoutes(defineEditorRoute, { db, store });
  registerLiveClassRoutes(defineRoute, db);
}

const LIVE_NOTE =
  'Dates and times are on a Dhaka clock (Asia/Dhaka, UTC+6); each write answers the whole list. A course you do not teach answers 404; an archived one 409. Enrolled learners are told in the bell when a class is scheduled, rescheduled, cancelled or gets its recording, and an hour before it starts.';

/** Issue 17 item 9: live classes, on draft and published courses alike (docs/decisions/036). */
function registerLiveClassRoutes(defineRoute: ReturnType<typeof routeDefiner>, db: ModuleContext['db']) {
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  defineRoute(teachingRoutes.liveClasses, {
    summary: 'The live classes of a course you teach: upcoming (soonest first) and past (latest first)',
    description: LIVE_NOTE,
    schemas: { params: TeachingCourseParams, response: TeachingLiveClasses },
    handler: async (request) =>
      live.listLiveClasses({ db, userId: userId(request), courseId: request.params.id, now: new Date() }),
  });

  defineRoute(teachingRoutes.scheduleLiveClass, {
    summary: 'Schedule a live class on a course you teach (a meeting link of any provider, https only)',
    description: `The start must be in the future; \`position\` places it in the curriculum (the end when left out). ${LIVE_NOTE}`,
    schemas: { params: TeachingCourseParams, body: LiveClassCreate, response: TeachingLiveClasses },
    status: 201,
    errors: [409],
    handler: async (request, reply) => {
      reply.status(201);
      return live.scheduleLiveClass({
        db,
        userId: userId(request),
        courseId: request.params.id,
        body: request.body,
        now: new Date(),
      });
    },
  });

  defineRoute(teachingRoutes.updateLiveClass, {
    summary: 'Change or reschedule a live class of a course you teach',
    description: `Send \`date\` and \`time\` together; a new start must be in the future. A class that has ended keeps its time, length and link (409). ${LIVE_NOTE}`,
    schemas: { params: LiveClassParams, body: LiveClassUpdate, response: TeachingLiveClasses },
    errors: [409],
    handler: async (request) =>
      live.updateLiveClass({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        body: request.body,
        now: new Date(),
      }),
  });

  defineRoute(teachingRoutes.cancelLiveClass, {
    summary: 'Cancel a live class of a course you teach (it leaves the curriculum)',
    description: LIVE_NOTE,
    schemas: { params: LiveClassParams, response: TeachingLiveClasses },
    errors: [409],
    handler: async (request) =>
      live.cancelLiveClass({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        now: new Date(),
      }),
  });

  defineRoute(teachingRoutes.liveClassRecording, {
    summary: 'Attach (or take down, with null) the recording of a live class that has ended',
    description: `An https link of any host. Before the class ends: 409. ${LIVE_NOTE}`,
    schemas: { params: LiveClassParams, body: LiveClassRecording, response: TeachingLiveClasses },
    errors: [409],
    handler: async (request) =>
      live.setLiveClassRecording({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        recordingUrl: request.body.recording_url,
        now: new Date(),
      }),
  });
}

const EDIT_ERRORS = [409] as const;
const EDIT_NOTE =
  'Send the `revision` you edited as `base_revision`: another one answers 409 (changed in another tab). A course in review or published answers 409 too (a published course is edited through its new version: POST .../draft/). A course you do not teach answers 404.';

function registerEditorRoutes(
  defineRoute: ReturnType<typeof routeDefiner>,
  context: Pick<ModuleContext, 'db' | 'store' | 'rateLimit'>,
) {
  const { db, store } = context;
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  defineRoute(courseEditorRoutes.create, {
    summary: 'Start a new draft course with its title',
    schemas: { body: CourseDraftCreate, response: CourseEditorCourse },
    status: 201,
    handler: async (request, reply) => {
      reply.status(201);
      return editor.createCourse({ db, userId: userId(request), title: request.body.title });
    },
  });

  defineRoute(courseEditorRoutes.get, {
    summary: 'One course you teach, as the editor reads it: details, pricing, FAQ and curriculum',
    schemas: { params: CourseEditorParams, response: CourseEditorCourse },
    handler: async (request) =>
      editor.getEditorCourse({ db, userId: userId(request), courseId: request.params.id }),
  });

  defineRoute(courseEditorRoutes.update, {
    summary: 'Save the details, pricing or FAQ of your draft (each section sent replaces it whole)',
    description: EDIT_NOTE,
    schemas: { params: CourseEditorParams, body: CourseEditorPatch, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.updateCourse({ db, userId: userId(request), courseId: request.params.id, body: request.body }),
  });

  defineRoute(courseEditorRoutes.thumbnail, {
    summary: 'Upload the thumbnail of your draft (multipart/form-data, field "file")',
    description: `JPEG, PNG or WebP (decided from the content), at most ${COURSE_THUMBNAIL_MAX_MB} MB; stored as a 1280x720 WebP without metadata. ${EDIT_NOTE}`,
    schemas: { params: CourseEditorParams, query: RevisionQuery, response: CourseEditorCourse },
    consumes: ['multipart/form-data'],
    errors: [409, 413, 415],
    config: context.rateLimit(THUMBNAIL_UPLOADS_PER_MINUTE),
    handler: async (request) => {
      const upload = await readThumbnail(request);
      return editor.replaceThumbnail({
        db,
        store,
        log: request.log,
        userId: userId(request),
        courseId: request.params.id,
        baseRevision: request.query.base_revision,
        upload,
      });
    },
  });

  defineRoute(courseEditorRoutes.addModule, {
    summary: 'Add a module at the end of your draft’s curriculum',
    description: EDIT_NOTE,
    schemas: { params: CourseEditorParams, body: ModuleCreate, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.addModule({
        db,
        userId: userId(request),
        courseId: request.params.id,
        baseRevision: request.body.base_revision,
        title: request.body.title,
      }),
  });

  defineRoute(courseEditorRoutes.reorderModules, {
    summary: 'Put the modules of your draft in a new order (every module once)',
    description: EDIT_NOTE,
    schemas: { params: CourseEditorParams, body: ReorderRequest, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.reorderModules({
        db,
        userId: userId(request),
        courseId: request.params.id,
        baseRevision: request.body.base_revision,
        ids: request.body.ids,
      }),
  });

  defineRoute(courseEditorRoutes.renameModule, {
    summary: 'Rename a module of your draft',
    description: EDIT_NOTE,
    schemas: { params: ModuleParams, body: ModuleRename, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.renameModule({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        baseRevision: request.body.base_revision,
        title: request.body.title,
      }),
  });

  defineRoute(courseEditorRoutes.deleteModule, {
    summary: 'Delete a module of your draft with its lessons',
    description: EDIT_NOTE,
    schemas: { params: ModuleParams, query: RevisionQuery, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.deleteModule({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        baseRevision: request.query.base_revision,
      }),
  });

  defineRoute(courseEditorRoutes.addLesson, {
    summary: 'Add a video or article lesson at the end of a module of your draft',
    description: EDIT_NOTE,
    schemas: { params: ModuleParams, body: LessonCreate, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.addLesson({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        baseRevision: request.body.base_revision,
        lesson: { title: request.body.title, kind: request.body.kind },
      }),
  });

  defineRoute(courseEditorRoutes.reorderLessons, {
    summary: 'Put the lessons of a module of your draft in a new order (every lesson once)',
    description: EDIT_NOTE,
    schemas: { params: ModuleParams, body: ReorderRequest, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.reorderLessons({
        db,
        userId: userId(request),
        courseId: request.params.id,
        moduleId: request.params.module_id,
        baseRevision: request.body.base_revision,
        ids: request.body.ids,
      }),
  });

  defineRoute(courseEditorRoutes.updateLesson, {
    summary: 'Change a lesson of your draft: title, length, video URL, article, free preview, resources',
    description: `Marking a lesson as the free preview unmarks the course's other lessons. ${EDIT_NOTE}`,
    schemas: { params: LessonParams, body: LessonUpdate, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.updateLesson({
        db,
        userId: userId(request),
        courseId: request.params.id,
        lessonId: request.params.lesson_id,
        baseRevision: request.body.base_revision,
        change: request.body,
      }),
  });

  defineRoute(courseEditorRoutes.uploadResource, {
    summary: 'Attach a downloadable file to a lesson of your draft (multipart/form-data, field "file")',
    description: `PDF, ZIP (docx, xlsx and pptx too), PNG, JPEG or plain text, decided from the content; at most ${LESSON_RESOURCE_MAX_MB} MB and 20 resources a lesson. ${EDIT_NOTE}`,
    schemas: { params: LessonParams, query: RevisionQuery, response: CourseEditorCourse },
    consumes: ['multipart/form-data'],
    errors: [409, 413, 415],
    bodyLimit: LESSON_RESOURCE_MAX_BYTES + 64 * 1024,
    config: context.rateLimit(THUMBNAIL_UPLOADS_PER_MINUTE),
    handler: async (request) => {
      const upload = await readResource(request);
      return editor.uploadResource({
        db,
        store,
        userId: userId(request),
        courseId: request.params.id,
        lessonId: request.params.lesson_id,
        baseRevision: request.query.base_revision,
        upload: upload.buffer,
        fileName: upload.fileName,
      });
    },
  });

  defineRoute(courseEditorRoutes.deleteLesson, {
    summary: 'Delete a lesson of your draft',
    description: EDIT_NOTE,
    schemas: { params: LessonParams, query: RevisionQuery, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.deleteLesson({
        db,
        userId: userId(request),
        courseId: request.params.id,
        lessonId: request.params.lesson_id,
        baseRevision: request.query.base_revision,
      }),
  });

  defineRoute(courseEditorRoutes.addQuiz, {
    summary: 'Add a quiz after a module’s lessons, or as the final exam (module_id null), to your draft',
    description: EDIT_NOTE,
    schemas: { params: CourseEditorParams, body: QuizCreate, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.addQuiz({
        db,
        userId: userId(request),
        courseId: request.params.id,
        baseRevision: request.body.base_revision,
        title: request.body.title,
        moduleId: request.body.module_id,
      }),
  });

  defineRoute(courseEditorRoutes.updateQuiz, {
    summary: 'Change a quiz of your draft: settings, and its questions (replaced whole, in order)',
    description: `A single-choice question has exactly one correct option; every question has 2 to 8 options and at least one correct. ${EDIT_NOTE}`,
    schemas: { params: QuizParams, body: QuizUpdate, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.updateQuiz({
        db,
        userId: userId(request),
        courseId: request.params.id,
        quizId: request.params.quiz_id,
        baseRevision: request.body.base_revision,
        change: request.body,
      }),
  });

  defineRoute(courseEditorRoutes.deleteQuiz, {
    summary: 'Delete a quiz of your draft with its questions',
    description: EDIT_NOTE,
    schemas: { params: QuizParams, query: RevisionQuery, response: CourseEditorCourse },
    errors: EDIT_ERRORS,
    handler: async (request) =>
      editor.deleteQuiz({
        db,
        userId: userId(request),
        courseId: request.params.id,
        quizId: request.params.quiz_id,
        baseRevision: request.query.base_revision,
      }),
  });
}

/** Issue 17 item 2: editing a published course through a new version (docs/decisions/038). */
function registerVersionRoutes(
  defineRoute: ReturnType<typeof routeDefiner>,
  context: Pick<ModuleContext, 'db' | 'store'>,
) {
  const { db, store } = context;
  defineRoute(courseVersionRoutes.open, {
    summary: 'Open a new version of your published course (created the first time, answered after)',
    description:
      'Copies the published course into a draft version that the editor changes while learners keep the published course; staff publishing it updates the published course in place (lesson ids and progress kept). 201 when created, 200 for the version in progress. A course you do not teach is a 404; one that is not published a 409.',
    schemas: { params: CourseVersionParams, response: CourseEditorCourse },
    status: [201, 200],
    errors: [409],
    handler: async (request, reply) => {
      const opened = await versions.openVersion({
        db,
        userId: signedInUser(request).id,
        courseId: request.params.id,
      });
      reply.status(opened.created ? 201 : 200);
      return opened.course;
    },
  });

  defineRoute(courseVersionRoutes.discard, {
    summary: 'Discard the new version of your published course',
    description:
      'The version and its changes are deleted; the published course never changed. No version (or a course you do not teach) is a 404; a version in review a 409 (withdraw it first).',
    schemas: { params: CourseVersionParams, response: NoContent },
    status: 204,
    errors: [409],
    handler: async (request, reply) => {
      await versions.discardVersion({
        db,
        store,
        log: request.log,
        userId: signedInUser(request).id,
        courseId: request.params.id,
      });
      return reply.status(204).send(null);
    },
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
        store: context.store,
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
        store: context.store,
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
