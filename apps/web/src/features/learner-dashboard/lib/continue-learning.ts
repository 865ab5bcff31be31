import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { formattersFor } from '../../../shared/i18n/format';

/**
 * Which course "Continue learning" offers: the most recent course the learner has started and not
 * finished; failing that, the newest one not started yet; null when every course is complete (or none).
 * The enrolled list comes newest enrolment first, and that order is kept.
 */
export function pickContinueCourse(enrolled: readonly EnrolledCourse[]): EnrolledCourse | null {
  const open = enrolled.filter((entry) => entry.completed_at === null);
  return open.find((entry) => entry.progress_percent > 0) ?? open[0] ?? null;
}

export function isCompleted(entry: EnrolledCourse): boolean {
  return entry.completed_at !== null;
}

type LessonCounts = Pick<EnrolledCourse, 'completed_lessons' | 'total_lessons'>;

/** "6 of 12 lessons", in the language of `i18n` (the component's, from `useLingui()`). */
export function lessonsDone(entry: LessonCounts, i18n: I18n = globalI18n): string {
  const done = formattersFor(i18n.locale === 'bn' ? 'bn' : 'en').number(entry.completed_lessons);
  const total = entry.total_lessons;
  return i18n._(msg`${done} of ${plural(total, { one: '# lesson', other: '# lessons' })}`);
}

/** "6 of 12 lessons complete". */
export function lessonsComplete(entry: LessonCounts, i18n: I18n = globalI18n): string {
  const done = formattersFor(i18n.locale === 'bn' ? 'bn' : 'en').number(entry.completed_lessons);
  const total = entry.total_lessons;
  return i18n._(msg`${done} of ${plural(total, { one: '# lesson complete', other: '# lessons complete' })}`);
}
