import { z } from 'zod';
import { idFromText } from './common';
import { PageQuery, paginated } from './pagination';
import { VersionOf } from './course-versions';
import { CourseState } from './teaching';

/**
 * Issue 17 item 4, review and publish (docs/decisions/029): an instructor submits a draft, staff publish it
 * or send it back with their reasons, and the instructor is told either way. Only `published` is ever
 * shown to learners (docs/decisions/028).
 */

export const COURSE_REVIEW_MESSAGES = {
  /** 409: submitting a course that is in review, published or archived. */
  notDraft: 'Only a draft can be submitted for review.',
  /** 409: withdrawing a course that is not waiting for review. */
  notInReview: 'This course is not waiting for review.',
  /** 409: a staff decision on a course that was decided (or withdrawn) meanwhile. */
  alreadyDecided:
    'This course is no longer waiting for review: someone else decided on it, or its instructor withdrew it. Refresh the queue.',
  /** 400 with field messages: what the course still lacks before staff can review it. */
  incomplete: 'The course is not ready for review yet.',
  missingTitle: 'Give the course a title.',
  missingDescription: 'Write a description: what the course teaches and who it is for.',
  missingCurriculum: 'Add at least one module with at least one lesson in it.',
  missingPrice: 'Set a price, or make the course free.',
  /** A quiz without questions would be a quiz nobody can pass (docs/decisions/039). */
  emptyQuiz: 'Every quiz needs at least one question: add questions to each empty quiz or delete it.',
  /** 404 for staff: no course with this id. */
  notFound: 'This course does not exist.',
  /** 400: sending back without saying why. */
  noteRequired: 'Write what needs to change: the instructor reads it.',
  noteTooLong: 'Keep the reasons under 2,000 characters.',
} as const;

/** What the completeness check found missing, by the field the instructor fixes. */
export const COURSE_REVIEW_FIELDS = ['title', 'description', 'curriculum', 'quizzes', 'price'] as const;
export type CourseReviewField = (typeof COURSE_REVIEW_FIELDS)[number];

export const COURSE_REVIEW_NOTE_MAX = 2000;

const Timestamp = z.string().describe('ISO 8601');

/** One course in staff's queue: what it is, who teaches it, when it was submitted. */
export const CourseReviewItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string(),
  status: CourseState,
  instructor: z.object({ id: z.number().int(), name: z.string() }),
  price: z.number().int(),
  sale_price: z.number().int().nullable(),
  currency: z.literal('BDT'),
  is_free: z.boolean(),
  lessons_count: z.number().int(),
  submitted_at: Timestamp.nullable(),
  reviewed_at: Timestamp.nullable(),
  /** Staff's last reasons, when the course was sent back before. */
  review_note: z.string().nullable(),
  published_at: Timestamp.nullable(),
  /** A new version of a published course (docs/decisions/038): publishing it updates that course. */
  update_of: VersionOf.nullable(),
});
export type CourseReviewItem = z.infer<typeof CourseReviewItem>;

/** `GET admin/course-reviews/`: the courses in review, the longest waiting first (submitted_at). */
export const CourseReviewQueueQuery = PageQuery;
export type CourseReviewQueueQuery = z.input<typeof CourseReviewQueueQuery>;

export const CourseReviewQueue = paginated(CourseReviewItem);
export type CourseReviewQueue = z.infer<typeof CourseReviewQueue>;

export const CourseReviewLesson = z.object({
  id: z.number().int(),
  kind: z.enum(['video', 'article']),
  title: z.string(),
  duration_seconds: z.number().int(),
  is_preview: z.boolean(),
});

export const CourseReviewModule = z.object({
  id: z.number().int(),
  kind: z.enum(['live', 'recorded']),
  title: z.string(),
  lessons: z.array(CourseReviewLesson),
});

/** `GET admin/course-reviews/{id}/`: everything a reviewer reads, read-only, in any state. */
export const CourseReviewDetail = CourseReviewItem.extend({
  title_bn: z.string().nullable(),
  subtitle_bn: z.string().nullable(),
  description: z.string(),
  description_bn: z.string().nullable(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  level: z.string(),
  language: z.enum(['bn', 'en']),
  modules: z.array(CourseReviewModule),
});
export type CourseReviewDetail = z.infer<typeof CourseReviewDetail>;

export const CourseReviewParams = z.object({ id: idFromText() });
export type CourseReviewParams = z.infer<typeof CourseReviewParams>;

/** `POST admin/course-reviews/{id}/send-back/`: the reasons, required: the instructor reads them. */
export const CourseSendBackRequest = z.object({
  note: z
    .string({ error: COURSE_REVIEW_MESSAGES.noteRequired })
    .trim()
    .min(1, COURSE_REVIEW_MESSAGES.noteRequired)
    .max(COURSE_REVIEW_NOTE_MAX, COURSE_REVIEW_MESSAGES.noteTooLong),
});
export type CourseSendBackRequest = z.input<typeof CourseSendBackRequest>;
