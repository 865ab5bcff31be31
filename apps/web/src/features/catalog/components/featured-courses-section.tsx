import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { SectionError } from '../../../shared/ui/section-error';
import { useFeaturedCourses } from '../api/get-featured-courses';
import { useEnrolledCourseIds } from '../api/get-enrolled-courses';
import { markEnrolled } from '../lib/mark-enrolled';
import { CourseCardSkeleton } from './course-card-skeleton';
import { ViewerCourseCard } from './viewer-course-card';
import { Trans, useLingui } from '@lingui/react/macro';

const SKELETONS = [0, 1, 2, 3];

/** A scroll-snap row on phones (one card and a peek of the next), a grid from lg up. */
const ROW =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-1';
const ITEM = 'w-[78%] max-w-xs shrink-0 snap-start sm:w-72 lg:w-auto lg:max-w-none';

export function FeaturedCoursesSection() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useFeaturedCourses();
  const enrolledIds = useEnrolledCourseIds();
  // Nothing featured is not an error: the section simply is not there.
  if (data && data.length === 0) return null;

  return (
    <section aria-labelledby="featured-courses-heading" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2
              id="featured-courses-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              <Trans>Featured courses</Trans>
            </h2>
            <p className="mt-1 text-slate-600">
              <Trans>Picked by our team for the skills employers ask for most.</Trans>
            </p>
          </div>
          <SeeAllLink className="hidden sm:inline-flex" />
        </div>

        <div className="mt-6">
          {isError ? (
            <SectionError
              what={t`featured courses`}
              error={error}
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          ) : isPending ? (
            <div className={ROW} aria-busy="true">
              <span className="sr-only">
                <Trans>Loading featured courses</Trans>
              </span>
              {SKELETONS.map((i) => (
                <CourseCardSkeleton key={i} className={ITEM} />
              ))}
            </div>
          ) : (
            <ul className={ROW}>
              {markEnrolled(data, enrolledIds).map((course) => (
                <li key={course.id} className={ITEM}>
                  <ViewerCourseCard course={course} isEnrolled={course.isEnrolled} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <SeeAllLink className="mt-2 inline-flex sm:hidden" />
      </div>
    </section>
  );
}

function SeeAllLink({ className }: { className: string }) {
  return (
    <Link
      to="/allcourses"
      className={clsx(
        className,
        'min-h-11 shrink-0 items-center gap-1 font-semibold text-primary-700 hover:text-primary-800',
      )}
    >
      <Trans>See all courses</Trans>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
