import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ChartNoAxesColumn, CircleCheck, Clock, Languages } from 'lucide-react';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { describeDuration, formatDuration } from '../lib/format-duration';
import { LEVEL_LABELS, TEACHING_LANGUAGE_LABELS } from '../lib/course-filters';
import { CoursePrice, discountPercent } from './course-price';
import { InstructorAvatar } from './instructor-avatar';
import { StarRating } from './star-rating';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

export interface CourseCardProps {
  course: CourseListItem;
  /** Derived on the client (SPEC.md §4, see markEnrolled); unknown or signed out means not enrolled. */
  isEnrolled?: boolean;
  /** A control that sits above the card's link, e.g. a wishlist heart (DESIGN.md "Course card"). */
  action?: ReactNode;
  /** The title's heading level, so the card fits the heading order of the page it is on. */
  headingLevel?: 'h2' | 'h3';
  /** Load the thumbnail eagerly when the card is known to be above the fold. */
  priority?: boolean;
  className?: string;
}

export function courseDetailsPath(courseId: number): string {
  return `/courseDetails/${courseId}`;
}

/**
 * DESIGN.md "Course card". The title link is stretched over the whole card (an ::after covering it), so
 * the whole card is one tap target whose accessible name is just the title, and an `action` can still
 * sit on top without nesting interactive elements.
 */
export function CourseCard({
  course,
  isEnrolled = false,
  action,
  headingLevel: Heading = 'h3',
  priority = false,
  className,
}: CourseCardProps) {
  const format = useFormat();
  const discount = discountPercent(course);
  const percent = discount === null ? '' : format.number(discount);
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 transition-shadow',
        'hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600',
        className,
      )}
    >
      <div className="relative aspect-video w-full overflow-hidden bg-slate-100">
        {/* Width and height reserve the 16:9 box before the image arrives: no layout shift. */}
        <img
          src={course.thumbnail}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {isEnrolled && (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-700 px-2.5 py-1 text-xs font-semibold text-white">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              <Trans>Enrolled</Trans>
            </span>
          )}
          {!isEnrolled && discount !== null && discount > 0 && (
            <span className="rounded-full bg-accent-400 px-2.5 py-1 text-xs font-bold text-slate-900">
              <Trans>{percent}% off</Trans>
            </span>
          )}
        </div>
        {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          <Link
            to={courseDetailsPath(course.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </Heading>

        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
          <InstructorAvatar name={course.instructor.name} avatar={course.instructor.avatar} />
          <span className="truncate">{course.instructor.name}</span>
        </p>

        <StarRating average={course.rating_avg} count={course.rating_count} />

        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <li className="inline-flex items-center gap-1.5">
            <ChartNoAxesColumn className="size-4 text-slate-400" aria-hidden="true" />
            {LEVEL_LABELS[course.level]}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-slate-400" aria-hidden="true" />
            <span aria-hidden="true">{formatDuration(course.duration_minutes)}</span>
            <span className="sr-only">{describeDuration(course.duration_minutes)}</span>
          </li>
          {/* The language the lessons are taught in: the title above is already in the reader's. */}
          <li className="inline-flex items-center gap-1.5">
            <Languages className="size-4 text-slate-400" aria-hidden="true" />
            {TEACHING_LANGUAGE_LABELS[course.language]}
          </li>
        </ul>

        <div className="mt-auto pt-2">
          {isEnrolled ? (
            <p className="text-sm font-semibold text-primary-700">
              <Trans>Continue learning</Trans>
            </p>
          ) : (
            <CoursePrice course={course} />
          )}
        </div>
      </div>
    </article>
  );
}
