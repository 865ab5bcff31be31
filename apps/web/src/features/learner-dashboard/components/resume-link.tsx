import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseModulesResponse, EnrolledCourse } from '@dokkho/contract/learning';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { coursePath, lessonPath } from '../lib/paths';

export function resumeLabel(entry: EnrolledCourse): MessageDescriptor {
  if (entry.completed_at) return msg`Review course`;
  return entry.progress_percent > 0 ? msg`Continue learning` : msg`Start course`;
}

/**
 * The course's next step: into the lesson player at `resume_lesson_id` (the first lesson not done, from
 * `course/modules/`). While that loads, a button-sized placeholder; if it failed, or the course has no
 * lessons yet, the course page, which still works.
 */
export function ResumeLink({
  entry,
  modules,
  pending,
  variant = 'primary',
  size = 'md',
  className,
}: {
  entry: EnrolledCourse;
  modules: CourseModulesResponse | undefined;
  pending: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { i18n, t } = useLingui();
  if (!modules && pending) {
    return (
      <span className={clsx('inline-flex', className)} aria-busy="true">
        <Skeleton className={clsx('w-full rounded-lg sm:w-44', size === 'lg' ? 'h-12' : 'h-11')} />
        <span className="sr-only">
          <Trans>Finding where you left off</Trans>
        </span>
      </span>
    );
  }
  const lessonId = modules?.resume_lesson_id ?? null;
  const label = i18n._(lessonId === null ? msg`Open course` : resumeLabel(entry));
  const courseTitle = entry.course.title;
  return (
    <Link
      to={lessonId === null ? coursePath(entry.course.id) : lessonPath(lessonId)}
      // Several courses on one page: the name says which one ("Continue learning: Excel Essentials").
      aria-label={t`${label}: ${courseTitle}`}
      className={buttonClasses({ variant, size, className })}
    >
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
