import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COURSE_STATES, type CourseState } from '@dokkho/contract/teaching';

/** A course's state as the instructor reads it, in the order of its life. */
export const STATE_LABELS: Record<CourseState, MessageDescriptor> = {
  draft: msg`Draft`,
  in_review: msg`In review`,
  published: msg`Published`,
  archived: msg`Archived`,
};

export const STATE_STYLES: Record<CourseState, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  in_review: 'bg-amber-50 text-amber-800 ring-amber-300',
  published: 'bg-primary-50 text-primary-800 ring-primary-200',
  archived: 'bg-slate-200 text-slate-600 ring-slate-300',
};

/** What an empty tab says. */
export const EMPTY_STATE: Record<CourseState, MessageDescriptor> = {
  draft: msg`No drafts.`,
  in_review: msg`No course is waiting for review.`,
  published: msg`No published courses yet.`,
  archived: msg`No archived courses.`,
};

/** `?status=` as the page's filter: a known state, or everything. */
export function stateFromParam(value: string | null): CourseState | undefined {
  return (COURSE_STATES as readonly string[]).includes(value ?? '') ? (value as CourseState) : undefined;
}

export { COURSE_STATES };
