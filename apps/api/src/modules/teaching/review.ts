import {
  COURSE_REVIEW_MESSAGES,
  type CourseReviewDetail,
  type CourseReviewItem,
  type CourseReviewQueue,
} from '@dokkho/contract/course-review';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import type { SiteMailer } from '../../integrations/email/layout';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { recipientLocale } from '../../lib/recipient-locale';
import type { ObjectStore } from '../../integrations/object-store/store';
import { recordStaffAction } from '../audit/service';
import {
  findCourseForReview,
  listCoursesInReview,
  setCourseReviewState,
  type ReviewCourseRow,
} from '../catalog/teaching';
import { courseOutline } from '../learning/teaching-stats';
import { notify, wantsEmail } from '../notifications/service';
import { afterMerge, mergeVersion } from './course-versions';
import { reviewDecisionEmail, sendReviewDecisionEmail, type ReviewDecision } from './review-email';

/**
 * Staff's review queue (issue 17 item 4, docs/decisions/029). A decision is taken on the course's row,
 * locked in the decision's transaction: two staff deciding at once queue on the lock and the second finds
 * the course decided (409). The decision, its audit line and the instructor's notification are committed
 * together; the e-mail goes after the commit, unless the instructor switched it off.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const instructorName = (row: ReviewCourseRow) =>
  [row.instructorFirstName, row.instructorLastName].filter(Boolean).join(' ').trim() ||
  row.instructorUsername;

function toItem(row: ReviewCourseRow): CourseReviewItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    thumbnail: row.thumbnail,
    status: row.status,
    instructor: { id: row.instructorId, name: instructorName(row) },
    price: row.price,
    sale_price: row.salePrice,
    currency: 'BDT',
    is_free: row.price === 0,
    lessons_count: row.lessonsCount,
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
    review_note: row.reviewNote,
    published_at: iso(row.publishedAt),
    update_of:
      row.draftOfCourseId !== null && row.updateOfTitle !== null && row.updateOfSlug !== null
        ? { id: row.draftOfCourseId, slug: row.updateOfSlug, title: row.updateOfTitle }
        : null,
  };
}

async function toDetail(db: Database, row: ReviewCourseRow): Promise<CourseReviewDetail> {
  return {
    ...toItem(row),
    title_bn: row.titleBn,
    subtitle_bn: row.subtitleBn,
    description: row.description,
    description_bn: row.descriptionBn,
    outcomes: row.outcomes,
    requirements: row.requirements,
    level: row.level,
    language: row.language,
    modules: await courseOutline({ db, courseId: row.id }),
  };
}

/** `GET admin/course-reviews/`: the courses in review, the longest waiting first. */
export async function listReviewQueue(options: {
  db: Database;
  query: PageQuery;
  requestUrl: URL;
}): Promise<CourseReviewQueue> {
  const { query } = options;
  const { rows, total } = await listCoursesInReview({ db: options.db, window: pageWindow(query) });
  return toPage({ query, requestUrl: options.requestUrl, total, results: rows.map(toItem) });
}

/** `GET admin/course-reviews/{id}/`: any course, read-only, with its curriculum. */
export async function getReviewCourse(options: {
  db: Database;
  courseId: number;
}): Promise<CourseReviewDetail> {
  const row = await findCourseForReview({ db: options.db, courseId: options.courseId });
  if (!row) throw AppError.notFound(COURSE_REVIEW_MESSAGES.notFound);
  return toDetail(options.db, row);
}

const reviewFields = (row: {
  status: string;
  publishedAt: Date | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
}) => ({
  status: row.status,
  published_at: iso(row.publishedAt),
  reviewed_at: iso(row.reviewedAt),
  review_note: row.reviewNote,
});

/**
 * Where the instructor reads a decision: the course's page, or the editor of a version sent back (a
 * version is not a course of its own on the dashboard, docs/decisions/038).
 */
const decisionLink = (row: { id: number; draftOfCourseId: number | null }) =>
  row.draftOfCourseId === null
    ? `/ir-dashboard/course-details/${row.id}`
    : `/ir-dashboard/edit-courses/${row.id}`;

async function decide(options: {
  db: Database;
  mailer: SiteMailer;
  store: ObjectStore;
  staffId: number;
  courseId: number;
  decision: ReviewDecision;
  note: string | null;
  now: Date;
}): Promise<CourseReviewDetail> {
  const { db, courseId, decision, now } = options;
  let merged: Awaited<ReturnType<typeof mergeVersion>> | null = null;
  const course = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await findCourseForReview({ db: tx, courseId, lock: true });
    if (!row) throw AppError.notFound(COURSE_REVIEW_MESSAGES.notFound);
    if (row.status !== 'in_review') throw AppError.conflict(COURSE_REVIEW_MESSAGES.alreadyDecided);
    if (decision === 'published' && row.draftOfCourseId !== null) {
      // A new version: merged into the published course, which keeps its id, learners and progress.
      const publishedId = row.draftOfCourseId;
      merged = await mergeVersion(tx, { store: options.store, versionId: courseId, publishedId, now });
      const published = await findCourseForReview({ db: tx, courseId: publishedId });
      if (!published) throw AppError.notFound(COURSE_REVIEW_MESSAGES.notFound);
      await recordStaffAction(tx, {
        actorId: options.staffId,
        action: 'course.publish_version',
        object: { type: 'course', id: publishedId },
        before: { version_id: courseId, ...reviewFields(row) },
        after: reviewFields(published),
        at: now,
      });
      await notify(tx, {
        userId: row.instructorUserId,
        params: { kind: 'course_published', course_title: published.title.slice(0, 300) },
        link: decisionLink(published),
        at: now,
      });
      return published;
    }
    const set =
      decision === 'published'
        ? {
            status: 'published' as const,
            // The first publication is the course's date on the catalog; a later one keeps it.
            publishedAt: row.publishedAt ?? now,
            reviewedAt: now,
            reviewNote: null,
          }
        : {
            status: 'draft' as const,
            publishedAt: row.publishedAt,
            reviewedAt: now,
            reviewNote: options.note,
          };
    await setCourseReviewState({ db: tx, courseId, set: { ...set, updatedAt: now } });
    await recordStaffAction(tx, {
      actorId: options.staffId,
      action: decision === 'published' ? 'course.publish' : 'course.send_back',
      object: { type: 'course', id: courseId },
      before: reviewFields(row),
      after: reviewFields(set),
      at: now,
    });
    await notify(tx, {
      userId: row.instructorUserId,
      params:
        decision === 'published'
          ? { kind: 'course_published', course_title: row.title.slice(0, 300) }
          : { kind: 'course_sent_back', course_title: row.title.slice(0, 300), note: options.note ?? '' },
      link: decisionLink(row),
      at: now,
    });
    return { ...row, ...set };
  });
  if (merged) await afterMerge({ db, store: options.store, log: options.mailer.log, merged });

  const kind = decision === 'published' ? 'course_published' : 'course_sent_back';
  if (await wantsEmail(db, course.instructorUserId, kind)) {
    const message = reviewDecisionEmail({
      firstName: course.instructorFirstName || course.instructorUsername,
      courseTitle: course.title,
      decision,
      note: options.note,
      link: `${options.mailer.origin}${decisionLink(course)}`,
      locale: recipientLocale(course.instructorLanguage),
    });
    await sendReviewDecisionEmail({ db, mailer: options.mailer, to: course.instructorEmail, message });
  }
  return toDetail(db, course);
}

/** `POST admin/course-reviews/{id}/publish/`: learners can find and buy it from now on. */
export async function publishCourse(options: {
  db: Database;
  mailer: SiteMailer;
  store: ObjectStore;
  staffId: number;
  courseId: number;
  now: Date;
}): Promise<CourseReviewDetail> {
  return decide({ ...options, decision: 'published', note: null });
}

/** `POST admin/course-reviews/{id}/send-back/`: back to draft with the reasons, which the instructor reads. */
export async function sendCourseBack(options: {
  db: Database;
  mailer: SiteMailer;
  store: ObjectStore;
  staffId: number;
  courseId: number;
  note: string;
  now: Date;
}): Promise<CourseReviewDetail> {
  return decide({ ...options, decision: 'sent_back' });
}
