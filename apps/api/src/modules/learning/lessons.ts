import type {
  CourseModulesResponse,
  LessonContent,
  LessonInfo,
  LessonProgressRequest,
  LessonProgressResponse,
  LessonProgressState,
  LiveModule,
} from '@dokkho/contract/learning';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { courseAccess, neverPublished, seesEverything } from './access';
import { findModules } from './repo/courses';
import * as repo from './repo/lessons';
import { toLessonResources } from './resource-downloads';
import { lessonPlayback } from './video-media';

export const LESSON_NOT_FOUND_MESSAGE = 'Lesson not found.';
export const ENROL_TO_WATCH_MESSAGE = 'Enrol in this course to open this lesson.';
export const ENROL_TO_TRACK_MESSAGE = 'Enrol in this course to save your progress.';
/** The join link shows this long before a live class starts (and until it ends). */
export const JOIN_WINDOW_MINUTES = 15;

function percent(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;
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

/**
 * `GET course/lessons/{id}/`: the player's content. Enrolled learners get everything and their progress;
 * any signed-in user gets a free preview lesson (untracked); the course's instructor and staff see all.
 * A lesson of an unpublished course is hidden from learners as if it did not exist.
 */
export async function getLesson(options: {
  db: Database;
  userId: number;
  lessonId: number;
  /** The reader's language for the course title (lessons and modules are in the teaching language). */
  locale?: Locale;
  /** The key that signs the player's media links (video-media.ts). */
  mediaSecret: string;
}): Promise<LessonContent> {
  const { db, userId } = options;
  const lesson = await repo.findLesson(db, options.lessonId);
  if (!lesson) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  const access = await courseAccess(db, userId, lesson.courseId);
  const everything = seesEverything(access);
  if (neverPublished(lesson.courseStatus) && !everything) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  if (!access.enrolled && !lesson.isPreview && !everything) throw AppError.forbidden(ENROL_TO_WATCH_MESSAGE);

  const [sequence, resources, progress, playback] = await Promise.all([
    repo.orderedLessons(db, lesson.courseId),
    repo.findLessonResources(db, lesson.id),
    access.enrolled ? repo.progressOf(db, userId, lesson.id) : Promise.resolve(undefined),
    lesson.kind === 'video'
      ? lessonPlayback({ db, secret: options.mediaSecret, lessonId: lesson.id, userId })
      : Promise.resolve({ hls_url: null, poster_url: null, renditions: [], captions: [] }),
  ]);
  const index = sequence.findIndex((item) => item.id === lesson.id);
  return {
    id: lesson.id,
    course_id: lesson.courseId,
    course_title: textIn(options.locale ?? DEFAULT_LOCALE, lesson.courseTitle, lesson.courseTitleBn),
    module: { id: lesson.moduleId, title: lesson.moduleTitle },
    kind: lesson.kind,
    title: lesson.title,
    duration_seconds: lesson.durationSeconds,
    video_url: lesson.videoUrl,
    body: lesson.body,
    resources: toLessonResources(resources, { secret: options.mediaSecret, userId }),
    is_preview: lesson.isPreview,
    progress: access.enrolled ? toProgressState(progress) : null,
    previous_lesson_id: index > 0 ? sequence[index - 1]!.id : null,
    next_lesson_id: index >= 0 && index < sequence.length - 1 ? sequence[index + 1]!.id : null,
    playback,
  };
}

/**
 * `GET course/lesson-info/{id}/` (public): a lesson's title and course, as the course page's curriculum
 * shows them, so the player can send someone without a seat to the course page. Drafts stay hidden.
 */
export async function getLessonInfo(options: {
  db: Database;
  lessonId: number;
  locale?: Locale;
}): Promise<LessonInfo> {
  const lesson = await repo.findLesson(options.db, options.lessonId);
  if (!lesson || neverPublished(lesson.courseStatus)) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  return {
    id: lesson.id,
    kind: lesson.kind,
    title: lesson.title,
    duration_seconds: lesson.durationSeconds,
    is_preview: lesson.isPreview,
    course_id: lesson.courseId,
    course_title: textIn(options.locale ?? DEFAULT_LOCALE, lesson.courseTitle, lesson.courseTitleBn),
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
  const lesson = await repo.findLesson(db, options.lessonId);
  if (!lesson) throw AppError.notFound(LESSON_NOT_FOUND_MESSAGE);
  const access = await courseAccess(db, userId, lesson.courseId);
  if (!access.enrolled) {
    if (neverPublished(lesson.courseStatus) && !seesEverything(access))
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
  await repo.upsertLessonProgress(db, {
    userId,
    lessonId: lesson.id,
    courseId: lesson.courseId,
    position,
    completed: input.completed,
    now,
  });

  const [saved, counts] = await Promise.all([
    repo.progressOf(db, userId, lesson.id),
    repo.courseCounts(db, userId, lesson.courseId),
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
  locale?: Locale;
}): Promise<CourseModulesResponse> {
  const { db, userId, courseId } = options;
  const course = await repo.findCourseTitleAndStatus(db, courseId);
  const access = await courseAccess(db, userId, courseId);
  if (!course || (neverPublished(course.status) && !seesEverything(access))) {
    throw AppError.notFound('Course not found.');
  }
  const [modules, sequence, done] = await Promise.all([
    findModules(db, courseId),
    repo.orderedLessons(db, courseId),
    access.enrolled ? repo.findCompletedLessonIds(db, userId, courseId) : Promise.resolve([]),
  ]);
  const completed = new Set(done);
  const resume = sequence.find((lesson) => !completed.has(lesson.id)) ?? sequence[0];
  return {
    course_id: courseId,
    course_title: textIn(options.locale ?? DEFAULT_LOCALE, course.title, course.titleBn),
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
  const module = await repo.findLiveModule(db, options.moduleId);
  if (!module || module.kind !== 'live' || !module.startsAt) throw AppError.notFound('Live class not found.');
  const access = await courseAccess(db, userId, module.courseId);
  const everything = seesEverything(access);
  if (neverPublished(module.courseStatus) && !everything) throw AppError.notFound('Live class not found.');

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
