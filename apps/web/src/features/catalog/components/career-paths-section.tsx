import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, Route } from 'lucide-react';
import type { CareerPathListItem } from '@dokkho/contract/catalog';
import { SectionError } from '../../../shared/ui/section-error';
import { useCareerPaths } from '../api/get-career-paths';
import { formatDuration } from '../lib/format-duration';
import { CoursePrice } from './course-price';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../../shared/i18n/format';

const SHOWN = 3;
/** Steps listed on a card before "+N more": enough to show the plan, short enough for a phone. */
const STEPS_SHOWN = 4;

export function careerPathPath(courseId: number): string {
  return `/career-paths/${courseId}`;
}

/** A teaser of the career paths: each one is an ordered plan of courses sold as one. */
export function CareerPathsSection() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useCareerPaths();
  if (data && data.length === 0) return null;

  return (
    <section aria-labelledby="career-paths-heading" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2
              id="career-paths-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              <Trans>Career paths</Trans>
            </h2>
            <p className="mt-1 max-w-2xl text-slate-600">
              <Trans>
                Not sure which course comes first? A career path is the whole plan, course by course, from
                zero to job-ready.
              </Trans>
            </p>
          </div>
          <AllPathsLink className="hidden sm:inline-flex" />
        </div>

        <div className="mt-6">
          {isError ? (
            <SectionError
              what={t`career paths`}
              error={error}
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          ) : isPending ? (
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6" aria-busy="true">
              <span className="sr-only">
                <Trans>Loading career paths</Trans>
              </span>
              {[0, 1, 2].map((i) => (
                <div key={i} aria-hidden="true" className="h-96 animate-pulse rounded-card bg-slate-100" />
              ))}
            </div>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
              {data.slice(0, SHOWN).map((path) => (
                <li key={path.id}>
                  <CareerPathCard path={path} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <AllPathsLink className="mt-4 inline-flex sm:hidden" />
      </div>
    </section>
  );
}

function CareerPathCard({ path }: { path: CareerPathListItem }) {
  const { course, courses } = path;
  const hidden = courses.length - STEPS_SHOWN;
  const { t } = useLingui();
  const format = useFormat();
  const courseTotal = courses.length;
  const courseCount = format.number(courseTotal);
  const duration = formatDuration(
    course.duration_minutes || courses.reduce((sum, c) => sum + c.duration_minutes, 0),
  );
  const hiddenCount = format.number(hidden);
  return (
    <article className="group relative flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600">
      <p className="flex items-center gap-2 text-sm font-medium text-primary-700">
        <Route className="size-4" aria-hidden="true" />
        {t`${plural(courseTotal, {
          one: `Career path · ${courseCount} course · ${duration}`,
          other: `Career path · ${courseCount} courses · ${duration}`,
        })}`}
      </p>
      <h3 className="mt-2 text-lg leading-snug font-bold text-slate-900">
        <Link
          to={careerPathPath(course.id)}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {course.title}
        </Link>
      </h3>
      {course.subtitle && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{course.subtitle}</p>}

      <ol className="mt-4 space-y-2.5" aria-label={t`Courses in this path, in order`}>
        {courses.slice(0, STEPS_SHOWN).map((step, index) => (
          <li key={step.id} className="flex items-start gap-3 text-sm text-slate-800">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-50 text-xs font-bold text-primary-800 ring-1 ring-primary-200"
            >
              {format.number(index + 1)}
            </span>
            <span className="line-clamp-2 pt-0.5">{step.title}</span>
          </li>
        ))}
        {hidden > 0 && (
          <li className="pl-9 text-sm text-slate-500">
            {t`${plural(hidden, { one: `+ ${hiddenCount} more course`, other: `+ ${hiddenCount} more courses` })}`}
          </li>
        )}
      </ol>

      {/* mt-auto pins the price to the bottom so cards in a row line up; the padding keeps it off the list. */}
      <div className="mt-auto pt-5">
        <div className="flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <CoursePrice course={course} />
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700"
          >
            <Trans>View path</Trans>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}

function AllPathsLink({ className }: { className: string }) {
  return (
    <Link
      to="/allCareerPath"
      className={clsx(
        className,
        'min-h-11 shrink-0 items-center gap-1 font-semibold text-primary-700 hover:text-primary-800',
      )}
    >
      <Trans>All career paths</Trans>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
