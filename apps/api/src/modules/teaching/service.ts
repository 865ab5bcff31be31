import {
  COURSE_STATES,
  TEACHING_COURSE_NOT_FOUND_MESSAGE,
  type CourseState,
  type CourseStateCounts,
  type EnrolmentPoint,
  type RatingPoint,
  type RevenuePoint,
  type TeachingCourse,
  type TeachingCourseDetail,
  type TeachingCourses,
  type TeachingDashboard,
  type TeachingLearners,
} from '@dokkho/contract/teaching';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { COURSE_REVIEW_MESSAGES, type CourseReviewField } from '@dokkho/contract/course-review';
import {
  findCourseForReview,
  findInstructorCourse,
  listInstructorCourses,
  setCourseReviewState,
  type TeachingCourseRow,
} from '../catalog/teaching';
import { revenueByCourse, revenueByMonth, revenueSince } from '../commerce/teaching-revenue';
import {
  countDistinctLearners,
  courseLearners,
  courseOutline,
  enrolmentsByDay,
  ratingBreakdown,
  recentReviews,
  reviewsByMonth,
  seatCounts,
} from '../learning/teaching-stats';
import { emptyQuizTitles } from '../learning/authoring';
import { requireInstructorProfileId } from '../users/roles';
import { dhakaStart, lastDays, lastMonths, lastWeeks, weekOf } from './series';

/**
 * The instructor's dashboard, read side (issue 17 item 1). Every call starts from the caller's instructor
 * profile, and a course is only ever found among that profile's courses (catalog's `findInstructorCourse`
 * puts the owner in the lookup), so another instructor's course is a 404, never a leak.
 */

const DAILY_DAYS = 30;
const WEEKS = 26;
const MONTHS = 12;
const RECENT_REVIEWS = 20;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const round1 = (value: number) => Math.round(value * 10) / 10;

function stateCounts(rows: { status: CourseState }[]): CourseStateCounts {
  const counts = Object.fromEntries(COURSE_STATES.map((state) => [state, 0])) as CourseStateCounts;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

function toTeachingCourse(
  row: TeachingCourseRow,
  numbers: { learners: number; revenue: number },
): TeachingCourse {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    thumbnail: row.thumbnail,
    status: row.status,
    price: row.price,
    sale_price: row.salePrice,
    currency: 'BDT',
    is_free: row.price === 0,
    lessons_count: row.lessonsCount,
    learners: numbers.learners,
    revenue: numbers.revenue,
    rating_avg: row.ratingCount > 0 ? Math.round(row.ratingAvg * 100) / 100 : null,
    rating_count: row.ratingCount,
    published_at: iso(row.publishedAt),
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
    review_note: row.reviewNote,
    updated_at: row.updatedAt.toISOString(),
    new_version:
      row.versionId !== null && (row.versionStatus === 'draft' || row.versionStatus === 'in_review')
        ? {
            id: row.versionId,
            status: row.versionStatus,
            review_note: row.versionReviewNote,
            updated_at: (row.versionUpdatedAt ?? row.updatedAt).toISOString(),
          }
        : null,
  };
}

/** The courses with their learners and revenue, in the order given. */
async function withNumbers(db: Database, rows: TeachingCourseRow[]): Promise<TeachingCourse[]> {
  const courseIds = rows.map((row) => row.id);
  const [seats, revenue] = await Promise.all([
    seatCounts({ db, courseIds }),
    revenueByCourse({ db, courseIds }),
  ]);
  return rows.map((row) =>
    toTeachingCourse(row, {
      learners: seats.find((s) => s.courseId === row.id)?.seats ?? 0,
      revenue: revenue.find((r) => r.courseId === row.id)?.revenue ?? 0,
    }),
  );
}

function weeklySeries(days: { day: string; enrolments: number }[], now: Date): EnrolmentPoint[] {
  const weeks = lastWeeks(now, WEEKS);
  const totals = new Map(weeks.map((week) => [week, 0]));
  for (const day of days) {
    const week = weekOf(day.day);
    if (totals.has(week)) totals.set(week, totals.get(week)! + day.enrolments);
  }
  return weeks.map((date) => ({ date, enrolments: totals.get(date)! }));
}

function monthlyRevenue(
  rows: { month: string; revenue: number; orders: number }[],
  months: string[],
): RevenuePoint[] {
  return months.map((month) => {
    const row = rows.find((r) => r.month === month);
    return { month, revenue: row?.revenue ?? 0, orders: row?.orders ?? 0 };
  });
}

/** GET instructor/dashboard/. */
export async function getDashboard(options: {
  db: Database;
  userId: number;
  now?: Date;
}): Promise<TeachingDashboard> {
  const { db } = options;
  const now = options.now ?? new Date();
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  const rows = await listInstructorCourses({ db, instructorId });
  const courseIds = rows.map((row) => row.id);

  const days = lastDays(now, DAILY_DAYS);
  const weeks = lastWeeks(now, WEEKS);
  const months = lastMonths(now, MONTHS);
  const firstDay = weeks[0]! < days[0]! ? weeks[0]! : days[0]!;
  const [seats, learners, byDay, revenue, byMonth, recentRevenue, reviewMonths] = await Promise.all([
    seatCounts({ db, courseIds }),
    countDistinctLearners({ db, courseIds }),
    enrolmentsByDay({ db, courseIds, since: dhakaStart(firstDay) }),
    revenueByCourse({ db, courseIds }),
    revenueByMonth({ db, courseIds, since: dhakaStart(months[0]!) }),
    revenueSince({ db, courseIds, since: dhakaStart(days[0]!) }),
    reviewsByMonth({ db, courseIds, since: dhakaStart(months[0]!) }),
  ]);

  const perDay = new Map(byDay.map((row) => [row.day, row.enrolments]));
  const enrolmentsDaily = days.map((date) => ({ date, enrolments: perDay.get(date) ?? 0 }));
  // Ratings as learners see them: each course's own average, weighted by its count.
  const ratingCount = rows.reduce((sum, row) => sum + row.ratingCount, 0);
  const ratingSum = rows.reduce((sum, row) => sum + row.ratingAvg * row.ratingCount, 0);
  const ratingsMonthly: RatingPoint[] = months.map((month) => {
    const row = reviewMonths.find((r) => r.month === month);
    return {
      month,
      reviews: row?.reviews ?? 0,
      rating_avg: row && row.reviews > 0 ? round1(row.total / row.reviews) : null,
    };
  });

  return {
    time_zone: 'Asia/Dhaka',
    courses: stateCounts(rows),
    learners,
    enrolments: seats.reduce((sum, row) => sum + row.seats, 0),
    enrolments_last_30_days: enrolmentsDaily.reduce((sum, day) => sum + day.enrolments, 0),
    revenue: revenue.reduce((sum, row) => sum + row.revenue, 0),
    revenue_last_30_days: recentRevenue,
    rating_avg: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 100) / 100 : null,
    rating_count: ratingCount,
    enrolments_daily: enrolmentsDaily,
    enrolments_weekly: weeklySeries(byDay, now),
    revenue_monthly: monthlyRevenue(byMonth, months),
    ratings_monthly: ratingsMonthly,
  };
}

/** GET instructor/courses/?status=. */
export async function listMyCourses(options: {
  db: Database;
  userId: number;
  status?: CourseState;
}): Promise<TeachingCourses> {
  const { db, status } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  const all = await listInstructorCourses({ db, instructorId });
  const shown = status === undefined ? all : all.filter((row) => row.status === status);
  return { counts: stateCounts(all), results: await withNumbers(db, shown) };
}

async function requireOwnCourse(db: Database, userId: number, courseId: number) {
  const instructorId = await requireInstructorProfileId({ db, userId });
  const course = await findInstructorCourse({ db, instructorId, courseId });
  if (!course) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  return course;
}

/** GET instructor/courses/{id}/. */
export async function getCourseDetail(options: {
  db: Database;
  userId: number;
  courseId: number;
  now?: Date;
}): Promise<TeachingCourseDetail> {
  const { db } = options;
  const now = options.now ?? new Date();
  const row = await requireOwnCourse(db, options.userId, options.courseId);
  const courseIds = [row.id];
  const weeks = lastWeeks(now, WEEKS);
  const months = lastMonths(now, MONTHS);
  const [[course], seats, breakdown, reviews, byDay, byMonth] = await Promise.all([
    withNumbers(db, [row]),
    seatCounts({ db, courseIds }),
    ratingBreakdown({ db, courseId: row.id }),
    recentReviews({ db, courseId: row.id, limit: RECENT_REVIEWS }),
    enrolmentsByDay({ db, courseIds, since: dhakaStart(weeks[0]!) }),
    revenueByMonth({ db, courseIds, since: dhakaStart(months[0]!) }),
  ]);
  return {
    course: course!,
    completed_learners: seats[0]?.completed ?? 0,
    rating_breakdown: breakdown,
    reviews: reviews.map((review) => ({
      id: review.id,
      learner_name: review.learnerName,
      rating: review.rating,
      comment: review.comment,
      updated_at: review.updatedAt.toISOString(),
    })),
    enrolments_weekly: weeklySeries(byDay, now),
    revenue_monthly: monthlyRevenue(byMonth, months),
  };
}

/** GET instructor/courses/{id}/learners/. */
export async function listCourseLearners(options: {
  db: Database;
  userId: number;
  courseId: number;
  query: PageQuery;
  requestUrl: URL;
}): Promise<TeachingLearners> {
  const { db, query } = options;
  const row = await requireOwnCourse(db, options.userId, options.courseId);
  const page = await courseLearners({ db, courseId: row.id, window: pageWindow(query) });
  const lessonsCount = row.lessonsCount;
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total: page.total,
    results: page.rows.map((learner) => {
      const done = Math.min(learner.completedLessons, lessonsCount);
      return {
        name: learner.name,
        enrolled_at: learner.enrolledAt.toISOString(),
        source: learner.source,
        completed_lessons: done,
        lessons_count: lessonsCount,
        progress_percent: learner.completedAt
          ? 100
          : lessonsCount > 0
            ? Math.floor((done / lessonsCount) * 100)
            : 0,
        completed_at: iso(learner.completedAt),
        last_activity_at: iso(learner.lastActivity),
      };
    }),
  });
}

/**
 * What a course still lacks before staff can review it (issue 17 item 4): a title, a description, one
 * module with at least one lesson, and a price (0 is free). Field messages, one per missing thing.
 */
export function missingForReview(course: {
  title: string;
  description: string;
  price: number | null;
  modules: readonly { lessons: readonly unknown[] }[];
  /** Titles of the course's quizzes without a question (none when left out). */
  emptyQuizzes?: readonly string[];
}): Partial<Record<CourseReviewField, string[]>> {
  const missing: Partial<Record<CourseReviewField, string[]>> = {};
  if (!course.title.trim()) missing.title = [COURSE_REVIEW_MESSAGES.missingTitle];
  if (!course.description.trim()) missing.description = [COURSE_REVIEW_MESSAGES.missingDescription];
  if (!course.modules.some((module) => module.lessons.length > 0)) {
    missing.curriculum = [COURSE_REVIEW_MESSAGES.missingCurriculum];
  }
  if (course.emptyQuizzes && course.emptyQuizzes.length > 0) {
    missing.quizzes = [COURSE_REVIEW_MESSAGES.emptyQuiz];
  }
  if (course.price === null || !Number.isInteger(course.price) || course.price < 0) {
    missing.price = [COURSE_REVIEW_MESSAGES.missingPrice];
  }
  return missing;
}

/**
 * Locks one of the caller's own courses for a state move; another instructor's course is the same 404 as
 * no course at all (the lock is taken before the owner is compared, and the answer does not differ).
 */
async function lockOwnCourse(tx: Database, instructorId: number, courseId: number) {
  const row = await findCourseForReview({ db: tx, courseId, lock: true });
  if (!row || row.instructorId !== instructorId) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  return row;
}

async function ownCourseAnswer(db: Database, instructorId: number, courseId: number) {
  const row = await findInstructorCourse({ db, instructorId, courseId });
  if (!row) throw AppError.notFound(TEACHING_COURSE_NOT_FOUND_MESSAGE);
  return (await withNumbers(db, [row]))[0]!;
}

/**
 * `POST instructor/courses/{id}/submit/`: a complete draft goes to staff's review queue. Staff's last
 * note stays on the course, so the reviewer sees what they asked for the time before.
 */
export async function submitCourse(options: {
  db: Database;
  userId: number;
  courseId: number;
  now: Date;
}): Promise<TeachingCourse> {
  const { db, courseId, now } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockOwnCourse(tx, instructorId, courseId);
    if (row.status !== 'draft') throw AppError.conflict(COURSE_REVIEW_MESSAGES.notDraft);
    const missing = missingForReview({
      title: row.title,
      description: row.description,
      price: row.price,
      modules: await courseOutline({ db: tx, courseId }),
      emptyQuizzes: await emptyQuizTitles(tx, courseId),
    });
    if (Object.keys(missing).length > 0)
      throw AppError.badRequest(COURSE_REVIEW_MESSAGES.incomplete, missing);
    await setCourseReviewState({
      db: tx,
      courseId,
      set: { status: 'in_review', submittedAt: now, updatedAt: now },
    });
  });
  return ownCourseAnswer(db, instructorId, courseId);
}

/** `POST instructor/courses/{id}/withdraw/`: out of the review queue, back to draft (to change something). */
export async function withdrawCourse(options: {
  db: Database;
  userId: number;
  courseId: number;
  now: Date;
}): Promise<TeachingCourse> {
  const { db, courseId, now } = options;
  const instructorId = await requireInstructorProfileId({ db, userId: options.userId });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockOwnCourse(tx, instructorId, courseId);
    if (row.status !== 'in_review') throw AppError.conflict(COURSE_REVIEW_MESSAGES.notInReview);
    await setCourseReviewState({ db: tx, courseId, set: { status: 'draft', updatedAt: now } });
  });
  return ownCourseAnswer(db, instructorId, courseId);
}
