import { z } from 'zod';
import { idFromText } from './common';

/**
 * A new version of a published course (issue 17 item 2, docs/decisions/038): the instructor edits a draft
 * copy while learners keep the published course; staff publishing the copy merges it into the published
 * course, so lesson ids, progress and certificates stay.
 */
export const COURSE_VERSION_MESSAGES = {
  /** 409: only a published course gets a new version (a draft is edited directly). */
  notPublished: 'Only a published course can get a new version: edit a draft directly.',
  /** 404: no new version of this course to discard. */
  noVersion: 'This course has no new version in progress.',
  /** 409: discarding a version that is waiting for review. */
  versionInReview: 'This version is waiting for review: withdraw it before discarding it.',
} as const;

/** The published course a draft version replaces when it is published. */
export const VersionOf = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type VersionOf = z.infer<typeof VersionOf>;

/** A published course's version in progress, as my-courses shows it. */
export const NewVersion = z.object({
  id: z.number().int(),
  status: z.enum(['draft', 'in_review']),
  /** Staff's reasons when they sent the version back. */
  review_note: z.string().nullable(),
  updated_at: z.string(),
});
export type NewVersion = z.infer<typeof NewVersion>;

export const CourseVersionParams = z.object({ id: idFromText('Course id') });
export type CourseVersionParams = z.infer<typeof CourseVersionParams>;
