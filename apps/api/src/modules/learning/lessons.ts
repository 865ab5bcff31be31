import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  CourseModulesResponse,
  LessonContent,
  LessonInfo,
  LessonProgressRequest,
  LessonProgressResponse,
  LessonProgressState,
  LiveModule,
} from '@dokkho/contract/learning';
import { schema, type Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { courseAccess, seesEverything } from './access';

const { courses, courseModules, lessons, lessonResources, lessonProgress } = schema;

export const LESSON_NOT_FOUND_MESSAGE = 'Lesson not found.';
export const ENROL_TO_WATCH_MESSAGE = 'Enrol in this course to open this lesson.';
export const ENROL_TO_TRACK_MESSAGE = 'Enrol in this course to save your progress.';
/** The join link shows this long before a live class starts (and until it ends). */
export const JOIN_WINDOW_MINUTES = 15;

function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;
}

/** A course's lessons in the order a learner takes them: module order, then lesson order. */
async function orderedLessons(db: Database, courseId: number) {
  return db
    .select({
      id: lessons.id,
      moduleId: lessons.moduleId,
      kind: lessons.kind,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      isPreview: lessons.isPreview,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(lessons.position), asc(lessons.id));
}

async function progressOf(db: Database, userId: number, lessonId: number) {
  const [row] = await db
    .select({ positionSeconds: lessonProgress.positionSeconds, completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

function toProgressState(
  row: { positionSeconds: number; completedAt: Date | null } | undefined,
): LessonProgressState {
  return {
    position_seconds: row?.positionSeconds ?? 0,
    completed: !!row?.completedAt,
    completed_at: row?.completedAt?.toISOString() ?? null,
  };
}

async function courseCounts(db: Database, userId: number, courseId: number) {
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from lessons l where l.course_id = ${courseId})`.mapWith(Number),
      completed:
        sql<number>`(select count(*) from lesson_progress p where p.user_id = ${userId} and p.course_id = ${courseId} and p.completed_at is not null)`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) as one`);
  return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

/** The lesson and its course, whatever the viewer; 404 when either does not exist. */
async function findLesson(db: Database, lessonId: number) {
  const [row] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseTitle: courses.title,
      courseStatus: courses.status,
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      kind: lessons.kind,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      videoUrl: lessons.videoUrl,
      body: lessons.body,
      isPreview: lessons.isPreview,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return row;
}

/**
 * `GET course/lessons/{id}/`: the player's content. Enrolled learners get everything and their progress;
 * any signed-in user gets a free preview lesson (untracked); the course's instructor and staff see all.
 * A lesson of an unpublished course is hidden from learners as if it did not exist.
 */
export async function getLesson(options: {
  db: Database;
  userId: number;
  lessonId: number;
}): Promise<LessonContent> {
  const { db, userId } = options;
  const lesson = await findLesson(db, options.lessonId);
  if (!lesson) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  const access = await courseAccess(db, userId, lesson.courseId);
  const everything = seesEverything(access);
  if (lesson.courseStatus === 'draft' && !everything) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  if (!access.enrolled && !lesson.isPreview && !everything) throw AppError.forbidden(ENROL_TO_WATCH_MESSAGE);

  const [sequence, resources, progress] = await Promise.all([
    orderedLessons(db, lesson.courseId),
    db
      .select({
        id: lessonResources.id,
        title: lessonResources.title,
        url: lessonResources.url,
        size_bytes: lessonResources.sizeBytes,
      })
      .from(lessonResources)
      .where(eq(lessonResources.lessonId, lesson.id))
      .orderBy(asc(lessonResources.position), asc(lessonResources.id)),
    access.enrolled ? progressOf(db, userId, lesson.id) : Promise.resolve(undefined),
  ]);
  const index = sequence.findIndex((item) => item.id === lesson.id);
  return {
    id: lesson.id,
    course_id: lesson.courseId,
    course_title: lesson.courseTitle,
    module: { id: lesson.moduleId, title: lesson.moduleTitle },
    kind: lesson.kind,
    title: lesson.title,
    duration_seconds: lesson.durationSeconds,
    video_url: lesson.videoUrl,
    body: lesson.body,
    resources,
    is_preview: lesson.isPreview,
    progress: access.enrolled ? toProgressState(progress) : null,
    previous_lesson_id: index > 0 ? sequence[index - 1]!.id : null,
    next_lesson_id: index >= 0 && index < sequence.length - 1 ? sequence[index + 1]!.id : null,
  };
}

/**
 * `GET course/lesson-info/{id}/` (public): a lesson's title and course, as the course page's curriculum
 * shows them, so the player can send someone without a seat to the course page. Drafts stay hidden.
 */
export async function getLessonInfo(options: { db: Database; lessonId: number }): Promise<LessonInfo> {
  const lesson = await findLesson(options.db, options.lessonId);
  if (!lesson || lesson.courseStatus === 'draft') throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  return {
    id: lesson.id,
    kind: lesson.kind,
    title: lesson.title,
    duration_seconds: lesson.durationSeconds,
    is_preview: lesson.isPreview,
    course_id: lesson.courseId,
    course_title: lesson.courseTitle,
    module_title: lesson.moduleTitle,
  };
}

/**
 * `PUT course/lessons/{id}/progress/`: saves the resume position and/or the done mark, enrolled learners
 * only. One upsert: the player calls it every few seconds while a video plays, so it must be cheap and
 * safe to race. A done lesson stays done while the position moves on; `completed: false` un-marks it.
 */
export async function saveLessonProgress(options: {
  db: Database;
  userId: number;
  lessonId: number;
  input: LessonProgressRequest;
}): Promise<LessonProgressResponse> {
  const { db, userId, input } = options;
  const lesson = await findLesson(db, options.lessonId);
  if (!lesson) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  const access = await courseAccess(db, userId, lesson.courseId);
  if (!access.enrolled) {
    if (lesson.courseStatus === 'draft' && !seesEverything(access))
      throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
    throw AppError.forbidden(ENROL_TO_TRACK_MESSAGE);
  }
  if (input.position_seconds === undefined && input.completed === undefined) {
    throw AppError.badRequest('Nothing to save', {
      non_field_errors: ['Send position_seconds, completed or both'],
    });
  }

  const now = new Date();
  // Never past the end of a video (players report a little more than the length at the end).
  const position =
    input.position_seconds === undefined || lesson.durationSeconds <= 0
      ? input.position_seconds
      : Math.min(input.position_seconds, lesson.durationSeconds);
  const completedAt =
    input.completed === true
      ? sql`coalesce(${lessonProgress.completedAt}, ${now}::timestamptz)`
      : input.completed === false
        ? null
        : undefined;

  await db
    .insert(lessonProgress)
    .values({
      userId,
      lessonId: lesson.id,
      courseId: lesson.courseId,
      positionSeconds: position ?? 0,
      completedAt: input.completed === true ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        ...(position === undefined ? {} : { positionSeconds: position }),
        ...(completedAt === undefined ? {} : { completedAt }),
        updatedAt: now,
      },
    });

  const [saved, counts] = await Promise.all([
    progressOf(db, userId, lesson.id),
    courseCounts(db, userId, lesson.courseId),
  ]);
  return {
    lesson_id: lesson.id,
    progress: toProgressState(saved),
    course_progress_percent: percent(counts.completed, counts.total),
    completed_lessons: counts.completed,
    total_lessons: counts.total,
  };
}

/** `GET course/modules/?course={id}`: the player's sidebar with done marks and where to resume. */
export async function listCourseModules(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<CourseModulesResponse> {
  const { db, userId, courseId } = options;
  const [course] = await db
    .select({ title: courses.title, status: courses.status })
    .from(courses)
    .where(eq(courses.id, courseId));
  const access = await courseAccess(db, userId, courseId);
  if (!course || (course.status === 'draft' && !seesEverything(access))) {
    throw AppError.notFound('Course not found.');
  }
  const [modules, sequence, done] = await Promise.all([
    db
      .select({
        id: courseModules.id,
        kind: courseModules.kind,
        title: courseModules.title,
        description: courseModules.description,
        startsAt: courseModules.startsAt,
        liveDurationMinutes: courseModules.liveDurationMinutes,
      })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.position), asc(courseModules.id)),
    orderedLessons(db, courseId),
    access.enrolled
      ? db
          .select({ lessonId: lessonProgress.lessonId })
          .from(lessonProgress)
          .where(
            and(
              eq(lessonProgress.userId, userId),
              eq(lessonProgress.courseId, courseId),
              sql`${lessonProgress.completedAt} is not null`,
            ),
          )
      : Promise.resolve([]),
  ]);
  const completed = new Set(done.map((row) => row.lessonId));
  const resume = sequence.find((lesson) => !completed.has(lesson.id)) ?? sequence[0];
  return {
    course_id: courseId,
    course_title: course.title,
    is_enrolled: access.enrolled,
    progress_percent: percent(completed.size, sequence.length),
    resume_lesson_id: resume?.id ?? null,
    modules: modules.map((module) => {
      const own = sequence.filter((lesson) => lesson.moduleId === module.id);
      return {
        id: module.id,
        kind: module.kind,
        title: module.title,
        description: module.description,
        starts_at: module.startsAt?.toISOString() ?? null,
        live_duration_minutes: module.liveDurationMinutes,
        duration_seconds:
          module.kind === 'live'
            ? (module.liveDurationMinutes ?? 0) * 60
            : own.reduce((sum, lesson) => sum + lesson.durationSeconds, 0),
        lessons: own.map((lesson) => ({
          id: lesson.id,
          kind: lesson.kind,
          title: lesson.title,
          duration_seconds: lesson.durationSeconds,
          is_preview: lesson.isPreview,
          completed: completed.has(lesson.id),
        })),
      };
    }),
  };
}

/** `GET course/live-module/{id}/`: a live class; links only for the enrolled, and only when useful. */
export async function getLiveModule(options: {
  db: Database;
  userId: number;
  moduleId: number;
  now?: Date;
}): Promise<LiveModule> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const [module] = await db
    .select({
      id: courseModules.id,
      courseId: courseModules.courseId,
      courseStatus: courses.status,
      kind: courseModules.kind,
      title: courseModules.title,
      description: courseModules.description,
      startsAt: courseModules.startsAt,
      liveDurationMinutes: courseModules.liveDurationMinutes,
      joinUrl: courseModules.joinUrl,
      recordingUrl: courseModules.recordingUrl,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courseModules.id, options.moduleId));
  if (!module || module.kind !== 'live' || !module.startsAt) throw AppError.notFound('Live class not found.');
  const access = await courseAccess(db, userId, module.courseId);
  const everything = seesEverything(access);
  if (module.courseStatus === 'draft' && !everything) throw AppError.notFound('Live class not found.');

  const startsAt = module.startsAt;
  const endsAt = new Date(startsAt.getTime() + (module.liveDurationMinutes ?? 0) * 60_000);
  const opensAt = new Date(startsAt.getTime() - JOIN_WINDOW_MINUTES * 60_000);
  const status = now >= endsAt ? 'ended' : now >= opensAt ? 'open' : 'upcoming';
  const entitled = access.enrolled || everything;
  return {
    id: module.id,
    course_id: module.courseId,
    title: module.title,
    description: module.description,
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    status,
    is_enrolled: access.enrolled,
    // The instructor and staff always see the link (they run the class); learners only while it is open.
    join_url: entitled && (status === 'open' || everything) ? module.joinUrl : null,
    recording_url: entitled && status === 'ended' ? module.recordingUrl : null,
  };
}
