import type { PageQuery } from '@dokkho/contract/pagination';
import type { CourseReviewsResponse, MyReview, ReviewItem, ReviewResponse } from '@dokkho/contract/learning';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { neverPublished } from './access';
import * as repo from './repo/reviews';
import type { ReviewRow } from './repo/reviews';
import { tellTeacher } from './teacher-news';

export const NOT_ENROLLED_REVIEW_MESSAGE = 'Only learners enrolled in this course can review it.';
export const REVIEW_SAVED_MESSAGE = 'Thanks! Your review is published.';
export const REVIEW_UPDATED_MESSAGE = 'Your review is updated.';

function toMyReview(row: ReviewRow): MyReview {
  return {
    id: row.id,
    course_id: row.courseId,
    rating: row.rating,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Public: first name and last initial. A review is public; a learner's full name need not be. */
export function reviewerName(firstName: string, lastName: string): string {
  return [firstName, lastName ? `${lastName[0]}.` : ''].filter(Boolean).join(' ');
}

/**
 * Writes or edits the learner's review and moves the course's average with it, in one transaction with
 * the course row locked (two reviews at once must not both read the old average). The average moves
 * incrementally rather than being recomputed from the reviews table: courses imported with a rating
 * history (the demo catalog) keep it. A first review tells the course's instructor (issue 17 item 8).
 */
export async function saveReview(options: {
  db: Database;
  userId: number;
  courseId: number;
  rating: number;
  comment: string;
}): Promise<{ created: boolean; body: ReviewResponse }> {
  const { userId, courseId, rating, comment } = options;
  return options.db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const course = await repo.lockCourseRating(txDb, courseId);
    if (!course || neverPublished(course.status)) throw AppError.notFound('Course not found.');
    if (!(await repo.isEnrolled(txDb, userId, courseId)))
      throw AppError.forbidden(NOT_ENROLLED_REVIEW_MESSAGE);

    const previous = await repo.findReview(txDb, userId, courseId);
    const now = new Date();
    let row: ReviewRow;
    let total = course.ratingAvg * course.ratingCount;
    let ratingCount = course.ratingCount;
    if (previous) {
      row = await repo.updateReview(txDb, previous.id, { rating, comment, updatedAt: now });
      total += rating - previous.rating;
    } else {
      row = await repo.insertReview(txDb, {
        userId,
        courseId,
        rating,
        comment,
        createdAt: now,
        updatedAt: now,
      });
      total += rating;
      ratingCount += 1;
    }
    // Clamped: float rounding over many edits must never break the 0..5 check.
    const ratingAvg = ratingCount > 0 ? Math.min(5, Math.max(0, total / ratingCount)) : 0;
    await repo.setCourseRating(txDb, courseId, { ratingAvg, ratingCount });
    // A new review tells the instructor; an edit of one already told does not tell again.
    if (!previous)
      await tellTeacher(txDb, {
        courseId,
        learnerId: userId,
        at: now,
        params: (names) => ({ kind: 'review_received', ...names, rating }),
      });
    return {
      created: !previous,
      body: {
        detail: previous ? REVIEW_UPDATED_MESSAGE : REVIEW_SAVED_MESSAGE,
        review: toMyReview(row),
        rating_avg: Math.round(ratingAvg * 100) / 100,
        rating_count: ratingCount,
      },
    };
  });
}

/** The signed-in learner's reviews, newest first (for /newDashboard/rating). */
export async function listMyReviews(options: { db: Database; userId: number }): Promise<MyReview[]> {
  const rows = await repo.findReviewsByUser(options.db, options.userId);
  return rows.map(toMyReview);
}

/** A published course's reviews, newest first, paginated. */
export async function listCourseReviews(options: {
  db: Database;
  courseId: number;
  query: PageQuery;
  requestUrl: URL;
}): Promise<CourseReviewsResponse> {
  const { db, courseId, query } = options;
  if (!(await repo.isPublished(db, courseId))) throw AppError.notFound('Course not found.');
  const { rows, total } = await repo.findCourseReviewPage(db, courseId, pageWindow(query));
  const results: ReviewItem[] = rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewer: { name: reviewerName(row.firstName, row.lastName), avatar: row.avatar },
    updated_at: row.updatedAt.toISOString(),
  }));
  return toPage({ query, requestUrl: options.requestUrl, total, results });
}
