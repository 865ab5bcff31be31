import type {
  CourseFaq,
  CourseFullDetail,
  CoursePreview,
  EnrolledCourse,
  EnrollmentStatus,
  FreeEnrollmentResponse,
  ModuleOutline,
  WishlistItem,
} from '@dokkho/contract/learning';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { findCourseRowsByIds, getCourse, getCourseStatus, toCourseListItem } from '../catalog/service';
import { courseAccess, seesEverything, type CourseAccess } from './access';
import * as repo from './repo/courses';
import { findLessonRefs } from './repo/lessons';
import { reviewerName } from './reviews';
import { tellTeacher } from './teacher-news';

const RECENT_REVIEWS = 6;
export const COURSE_NOT_FOUND_MESSAGE = 'Course not found.';
export const NOT_FREE_MESSAGE = 'This course is not free. Buy it to enrol.';
export const ENROLLED_MESSAGE = 'You are enrolled. Start your first lesson!';
export const ALREADY_ENROLLED_MESSAGE = 'You are already enrolled in this course.';

/** What a learner pays today: the sale price when there is one. */
export function effectivePrice(course: { price: number; salePrice: number | null }): number {
  return course.salePrice ?? course.price;
}

function percent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done * 100) / total));
}

type FaqRow = Awaited<ReturnType<typeof repo.findFaqs>>[number];

/**
 * A course's FAQ in the reader's language (docs/decisions/026), field by field like the course itself: the
 * Bangla question or answer where one is written, else the English.
 */
export function faqsIn(locale: Locale | undefined, rows: readonly FaqRow[]): CourseFaq[] {
  return rows.map((row) => ({
    id: row.id,
    question: textIn(locale ?? DEFAULT_LOCALE, row.question, row.questionBn),
    answer: textIn(locale ?? DEFAULT_LOCALE, row.answer, row.answerBn),
  }));
}

/** The course page (SPEC.md §7 `course/course_detail/{id}/`): details, curriculum outline, FAQ, reviews. */
export async function getCourseFullDetail(options: {
  db: Database;
  id: number;
  /** The reader's language for the course's own text (English where there is no Bangla). */
  locale?: Locale;
  /** Unpublished too (the preview, once the caller's right to it is checked). */
  anyStatus?: boolean;
}): Promise<CourseFullDetail> {
  const { db, id, locale } = options;
  const course = await getCourse({ db, id, locale, anyStatus: options.anyStatus });
  const [modules, lessons, faqs, breakdown, recent] = await Promise.all([
    repo.findModules(db, id),
    repo.findLessonOutlines(db, id),
    repo.findFaqs(db, id),
    repo.findRatingBreakdown(db, id),
    repo.findRecentReviews(db, id, RECENT_REVIEWS),
  ]);

  const outlines: ModuleOutline[] = modules.map((module) => {
    const own = lessons.filter((lesson) => lesson.moduleId === module.id);
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
      })),
    };
  });

  const ratingBreakdown = [0, 0, 0, 0, 0];
  for (const row of breakdown) ratingBreakdown[row.rating - 1] = row.count;

  return {
    ...course,
    curriculum: {
      modules: outlines,
      lessons_count: lessons.length,
      duration_seconds: outlines.reduce((sum, module) => sum + module.duration_seconds, 0),
    },
    faqs: faqsIn(locale, faqs),
    rating_breakdown: ratingBreakdown,
    recent_reviews: recent.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewer: { name: reviewerName(review.firstName, review.lastName), avatar: review.avatar },
      updated_at: review.updatedAt.toISOString(),
    })),
  };
}

/**
 * `GET course/course_preview/{id}/` (docs/decisions/039): the course page whatever its state, for the
 * course's instructor and staff; anyone else gets the same 404 as for no course, so an unpublished
 * course's existence is never told.
 */
export async function getCoursePreview(options: {
  db: Database;
  userId: number;
  id: number;
  locale?: Locale;
}): Promise<CoursePreview> {
  const { db, id } = options;
  const access = await courseAccess(db, options.userId, id);
  const status = seesEverything(access) ? await getCourseStatus(db, id) : undefined;
  if (!status) throw AppError.notFound('Course not found.');
  return {
    status,
    course: await getCourseFullDetail({ db, id, locale: options.locale, anyStatus: true }),
  };
}

type EnrollmentRow = Awaited<ReturnType<typeof repo.findEnrollments>>[number];

function toStatus(courseId: number, row: EnrollmentRow | undefined): EnrollmentStatus {
  return {
    course_id: courseId,
    is_enrolled: row !== undefined,
    enrolled_at: row?.enrolledAt.toISOString() ?? null,
    progress_percent: row ? percent(row.completedLessons, row.totalLessons) : 0,
    completed_at: row?.completedAt?.toISOString() ?? null,
  };
}

/** `GET course/check-enrollment/{id}/`: whether the signed-in learner holds a seat, and how far along. */
export async function checkEnrollment(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<EnrollmentStatus> {
  const [row] = await repo.findEnrollments(options.db, {
    userId: options.userId,
    courseId: options.courseId,
  });
  if (!row) {
    // An unknown course is a 404, not "not enrolled": the page should say the course does not exist.
    const course = await repo.findCourseForEnrollment(options.db, options.courseId);
    if (!course) throw AppError.notFound(COURSE_NOT_FOUND_MESSAGE);
  }
  return toStatus(options.courseId, row);
}

/** `GET course/enrolled/`: the learner's courses with progress, newest enrolment first. */
export async function listEnrolledCourses(options: {
  db: Database;
  userId: number;
  /** The reader's language for the course titles (English where there is no Bangla). */
  locale?: Locale;
}): Promise<EnrolledCourse[]> {
  const rows = await repo.findEnrollments(options.db, { userId: options.userId });
  const courses = await findCourseRowsByIds(
    options.db,
    rows.map((row) => row.courseId),
  );
  const byId = new Map(courses.map((course) => [course.id, course]));
  return rows.flatMap((row) => {
    const course = byId.get(row.courseId);
    if (!course) return [];
    return [
      {
        course: toCourseListItem(course, options.locale),
        enrolled_at: row.enrolledAt.toISOString(),
        source: row.source,
        progress_percent: percent(row.completedLessons, row.totalLessons),
        completed_lessons: row.completedLessons,
        total_lessons: row.totalLessons,
        completed_at: row.completedAt?.toISOString() ?? null,
      },
    ];
  });
}

const PAID_SOURCES: readonly repo.EnrollmentSource[] = ['purchase', 'bundle'];

/**
 * The one way a seat is added (issue 4 item 4): free enrolment, paid orders and bundles (from the commerce
 * module, in the order's transaction). Safe to repeat: the second call adds nothing. A new seat tells the
 * course's instructor (issue 17 item 8) in the same transaction.
 */
export async function enroll(options: {
  db: Database;
  userId: number;
  courseId: number;
  source: repo.EnrollmentSource;
}): Promise<boolean> {
  const { userId, courseId, source } = options;
  return options.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const at = new Date();
    const created = await repo.insertEnrollment(tx, { userId, courseId, source, at });
    if (created)
      await tellTeacher(tx, {
        courseId,
        learnerId: userId,
        at,
        params: (names) => ({ kind: 'course_enrolled', ...names, paid: PAID_SOURCES.includes(source) }),
      });
    return created;
  });
}

/**
 * The one way a seat is taken away (a refunded order, issue 5 item 8): only a seat that came from one of
 * `sources` goes, so a free or staff-granted seat survives. Lesson progress and certificates are kept: a
 * learner who buys again finds their place. Safe to repeat.
 */
export async function unenroll(options: {
  db: Database;
  userId: number;
  courseId: number;
  sources: readonly repo.EnrollmentSource[];
}): Promise<boolean> {
  return repo.deleteEnrollment(options.db, options);
}

/** `POST marketing/free-enrollment/`: a seat in a published free course. */
export async function enrollForFree(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<FreeEnrollmentResponse> {
  const course = await repo.findCourseForEnrollment(options.db, options.courseId);
  if (!course || course.status !== 'published') throw AppError.notFound(COURSE_NOT_FOUND_MESSAGE);
  if (effectivePrice(course) > 0) throw AppError.badRequest(NOT_FREE_MESSAGE);
  const created = await enroll({ ...options, source: 'free' });
  return {
    detail: created ? ENROLLED_MESSAGE : ALREADY_ENROLLED_MESSAGE,
    created,
    enrollment: await checkEnrollment(options),
  };
}

export async function listWishlist(options: {
  db: Database;
  userId: number;
  locale?: Locale;
}): Promise<WishlistItem[]> {
  const rows = await repo.findWishlist(options.db, options.userId);
  const courses = await findCourseRowsByIds(
    options.db,
    rows.map((row) => row.courseId),
  );
  const byId = new Map(courses.map((course) => [course.id, course]));
  return rows.flatMap((row) => {
    const course = byId.get(row.courseId);
    return course
      ? [{ course: toCourseListItem(course, options.locale), added_at: row.addedAt.toISOString() }]
      : [];
  });
}

/** Saves a published course; saving it twice is fine (201 then 200). */
export async function addToWishlist(options: { db: Database; userId: number; courseId: number }) {
  const course = await repo.findCourseForEnrollment(options.db, options.courseId);
  if (!course || course.status !== 'published') throw AppError.notFound(COURSE_NOT_FOUND_MESSAGE);
  return repo.insertWishlistItem(options.db, options);
}

export async function removeFromWishlist(options: { db: Database; userId: number; courseId: number }) {
  const removed = await repo.deleteWishlistItem(options.db, options);
  if (!removed) throw AppError.notFound('This course is not in your wishlist.');
}

/**
 * What a user may do with a course (enrolled, teaching it, staff), for other modules that guard a course's
 * content by the same rule as the player (the questions module, issue 17 item 6).
 */
export async function accessToCourse(options: {
  db: Database;
  userId: number;
  courseId: number;
}): Promise<CourseAccess> {
  return courseAccess(options.db, options.userId, options.courseId);
}

/** Lessons by id: their course and title. */
export async function findLessons(options: { db: Database; ids: readonly number[] }) {
  return findLessonRefs(options.db, options.ids);
}

/** The ids of the courses a user teaches, any status. */
export async function listTaughtCourseIds(options: { db: Database; userId: number }): Promise<number[]> {
  return repo.findTaughtCourseIds(options.db, options.userId);
}

/** The ids of the courses a user holds a seat in (whoever reads per-course content of their courses). */
export async function listEnrolledCourseIds(options: { db: Database; userId: number }): Promise<number[]> {
  const rows = await repo.findEnrollments(options.db, { userId: options.userId });
  return rows.map((row) => row.courseId);
}
