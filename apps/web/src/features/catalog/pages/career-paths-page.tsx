import { Link } from 'react-router';
import { ArrowRight, CircleCheck, Clock, Route } from 'lucide-react';
import type { CareerPathListItem } from '@dokkho/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { PageIntro } from '../../../shared/ui/page-intro';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCareerPaths } from '../api/get-career-paths';
import { enrolledCoursesQueryOptions } from '../api/get-enrolled-courses';
import { careerPathPath } from '../components/career-paths-section';
import { CoursePrice, discountPercent } from '../components/course-price';
import { StarRating } from '../components/star-rating';
import { COURSES_PATH, LEVEL_LABELS } from '../lib/course-filters';
import { describeDuration, formatDuration } from '../lib/format-duration';
import { useViewerId } from '../lib/use-viewer-id';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../../shared/i18n/format';

/** Where the viewer stands on a path they began: how many of its courses they finished. */
interface PathMarks {
  completed: number;
}

/** From `GET course/enrolled/` (signed in only): completed courses per path, for a line on each card. */
function usePathMarks(): (path: CareerPathListItem) => PathMarks | null {
  const viewerId = useViewerId();
  const { data } = useQuery({ ...enrolledCoursesQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
  return (path) => {
    if (!viewerId || !data) return null;
    const members = new Set(path.courses.map((course) => course.id));
    const own = data.filter((entry) => members.has(entry.course.id) || entry.course.id === path.course.id);
    if (own.length === 0) return null;
    return { completed: own.filter((entry) => members.has(entry.course.id) && entry.completed_at).length };
  };
}

function PathCard({ path, marks }: { path: CareerPathListItem; marks: PathMarks | null }) {
  const { course, courses } = path;
  const minutes = course.duration_minutes || courses.reduce((sum, c) => sum + c.duration_minutes, 0);
  const discount = discountPercent(course);
  const { t } = useLingui();
  const format = useFormat();
  const courseTotal = courses.length;
  const courseCount = format.number(courseTotal);
  const percent = discount === null ? '' : format.number(discount);
  const pathTitle = course.title;
  const completedCount = format.number(marks?.completed ?? 0);
  return (
    <article className="group relative overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600 md:grid md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
      {/* Whole 16:9 on every width: the artwork carries the path's name, so it is never cropped. */}
      <div className="aspect-video bg-slate-100 md:my-6 md:ml-6 md:self-start md:overflow-hidden md:rounded-lg">
        <img
          src={course.thumbnail}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-primary-700">
          <Route className="size-4" aria-hidden="true" />
          <span>{t`${plural(courseTotal, { one: `${courseCount} course`, other: `${courseCount} courses` })}`}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            <span aria-hidden="true">{formatDuration(minutes)}</span>
            <span className="sr-only">{describeDuration(minutes)}</span>
          </span>
          <span aria-hidden="true">·</span>
          {LEVEL_LABELS[course.level]}
        </p>
        <h2 className="mt-2 text-xl leading-snug font-bold text-slate-900">
          <Link
            to={careerPathPath(course.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </h2>
        {course.subtitle ? <p className="mt-1 text-slate-600">{course.subtitle}</p> : null}
        <div className="mt-2">
          <StarRating average={course.rating_avg} count={course.rating_count} />
        </div>

        <ol className="mt-4 flex flex-wrap gap-2" aria-label={t`Courses in ${pathTitle}, in order`}>
          {courses.map((step, index) => (
            <li
              key={step.id}
              className="inline-flex max-w-full items-center gap-2 rounded-full bg-slate-50 py-1 pr-3 pl-1 text-sm text-slate-800 ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-100 text-xs font-bold text-primary-800"
              >
                {format.number(index + 1)}
              </span>
              <span className="truncate">{step.title}</span>
            </li>
          ))}
        </ol>

        <div className="mt-auto pt-5">
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
            <div>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <CoursePrice course={course} />
                {discount !== null && discount > 0 && (
                  <span className="rounded-full bg-accent-100 px-2.5 py-1 text-xs font-bold text-accent-800">
                    <Trans>{percent}% off</Trans>
                  </span>
                )}
              </div>
              {marks ? (
                <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-success-700">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  {t`${plural(courseTotal, { one: `${completedCount} of ${courseCount} course complete`, other: `${completedCount} of ${courseCount} courses complete` })}`}
                </p>
              ) : null}
            </div>
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700"
            >
              {marks ? t`Continue the path` : t`View path`}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}

function PathCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 md:grid md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]"
    >
      <Skeleton className="aspect-video w-full rounded-none md:my-6 md:ml-6 md:self-start md:rounded-lg" />
      <div className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <div className="flex flex-wrap gap-2 pt-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-8 w-36 rounded-full" />
          ))}
        </div>
        <Skeleton className="mt-4 h-7 w-32" />
      </div>
    </div>
  );
}

/**
 * /allCareerPath (SPEC.md §2; issue 4 item 2): every career path, each an ordered plan of courses sold as
 * one, with the signed-in learner's standing on the paths they started.
 */
export function CareerPathsPage() {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch, isFetching } = useCareerPaths();
  const marksFor = usePathMarks();

  return (
    <>
      <PageIntro
        eyebrow={t`Career paths`}
        title={t`Know what to learn next, from zero to job-ready`}
        description={t`A career path puts the right courses in the right order for one job, and costs less than buying them one by one.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {isError ? (
          <SectionError
            what={t`career paths`}
            error={error}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        ) : isPending ? (
          <div className="space-y-6" aria-busy="true">
            <span className="sr-only" role="status">
              <Trans>Loading career paths</Trans>
            </span>
            {[0, 1, 2].map((i) => (
              <PathCardSkeleton key={i} />
            ))}
          </div>
        ) : data.length === 0 ? (
          <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-10 text-center">
            <div className="w-52">
              <SignpostIllustration />
            </div>
            <h2 className="mt-6 text-xl font-bold text-slate-900">
              <Trans>No career paths yet</Trans>
            </h2>
            <p className="mt-2 text-slate-600">
              <Trans>
                Our instructors are putting the first paths together. Meanwhile, every course stands on its
                own.
              </Trans>
            </p>
            <Link to={COURSES_PATH} className={buttonClasses({ className: 'mt-6' })}>
              <Trans>Browse all courses</Trans>
            </Link>
          </section>
        ) : (
          <ul className="space-y-6">
            {data.map((path) => (
              <li key={path.id}>
                <PathCard path={path} marks={marksFor(path)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
