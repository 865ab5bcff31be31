import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Award, CircleCheck, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCoursesModules, type CourseModulesState } from '../api/get-course-modules';
import { useEnrolledCourses } from '../api/get-enrolled-courses';
import { CourseThumbnail } from '../components/course-thumbnail';
import { BooksIllustration } from '../components/illustrations';
import { ProgressBar } from '../components/progress-bar';
import { ResumeLink } from '../components/resume-link';
import { lessonsDone } from '../lib/continue-learning';
import { ALL_COURSES_PATH, CERTIFICATES_PATH, FREE_COURSES_PATH, coursePath } from '../lib/paths';

const FILTERS = [
  { value: 'all', label: msg`All` },
  { value: 'in-progress', label: msg`In progress` },
  { value: 'completed', label: msg`Completed` },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/** The tab lives in the URL (`?tab=`), so Back and a shared link keep it; anything unknown is "all". */
function readFilter(value: string | null): Filter {
  return FILTERS.find((filter) => filter.value === value)?.value ?? 'all';
}

function matches(entry: EnrolledCourse, filter: Filter): boolean {
  if (filter === 'completed') return entry.completed_at !== null;
  if (filter === 'in-progress') return entry.completed_at === null;
  return true;
}

function CourseRow({ entry, modules }: { entry: EnrolledCourse; modules: CourseModulesState }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const done = entry.completed_at !== null;
  const courseTitle = entry.course.title;
  const completedOn = entry.completed_at ? format.date(entry.completed_at) : '';
  return (
    <article className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 gap-3 sm:items-center sm:gap-4">
        <CourseThumbnail
          src={entry.course.thumbnail}
          className="w-24 shrink-0 self-start sm:w-40 sm:self-center"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-balance break-words text-slate-900 sm:text-lg">
            <Link to={coursePath(entry.course.id)} className="hover:text-primary-800 hover:underline">
              {entry.course.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{entry.course.instructor.name}</p>
          <div className="mt-3 flex items-center gap-3">
            <ProgressBar
              percent={entry.progress_percent}
              label={t`Progress in ${courseTitle}`}
              className="flex-1"
            />
            <span className="text-sm font-semibold text-slate-800 tabular-nums">
              {format.number(entry.progress_percent)}%
            </span>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            {done ? (
              <span className="inline-flex items-center gap-1 font-semibold text-success-700">
                <CircleCheck aria-hidden="true" className="size-4" />
                <Trans>Completed {completedOn}</Trans>
              </span>
            ) : null}
            <span>{lessonsDone(entry, i18n)}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-52 sm:shrink-0">
        <ResumeLink
          entry={entry}
          modules={modules.byCourse.get(entry.course.id)}
          pending={modules.isPending}
          variant={done ? 'secondary' : 'primary'}
          className="w-full"
        />
        {done ? (
          <Link to={CERTIFICATES_PATH} className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
            <Award aria-hidden="true" className="size-4" />
            <Trans>Certificate</Trans>
          </Link>
        ) : null}
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your courses</Trans>
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card sm:flex-row sm:p-5">
          <Skeleton className="aspect-video w-full sm:w-40" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-2 w-full" />
          </div>
          <Skeleton className="h-11 w-full rounded-lg sm:w-48" />
        </div>
      ))}
    </div>
  );
}

/**
 * /newDashboard/courses (issue 4 item 10): every enrolled course with its progress, filtered to those in
 * progress or completed, each with the button that takes the learner back to where they stopped.
 */
export function MyCoursesPage() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('tab'));
  const enrolled = useEnrolledCourses();
  const courses = enrolled.data;
  const courseIds = useMemo(() => courses?.map((entry) => entry.course.id) ?? [], [courses]);
  const modules = useCoursesModules(courseIds);

  let body: ReactNode;
  if (courses && courses.length === 0) {
    body = (
      <Notice
        illustration={<BooksIllustration />}
        title={t`You are not enrolled in any course yet`}
        description={t`Your courses and your progress in them appear here. Start with a free one.`}
      >
        <Link to={FREE_COURSES_PATH} className={buttonClasses({ variant: 'accent' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Browse free courses</Trans>
        </Link>
        <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See all courses</Trans>
        </Link>
      </Notice>
    );
  } else if (courses) {
    const shown = courses.filter((entry) => matches(entry, filter));
    const count = (value: Filter) => courses.filter((entry) => matches(entry, value)).length;
    body = (
      <>
        <div role="group" aria-label={t`Show courses`} className="mb-5 flex flex-wrap gap-2">
          {FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value === 'all') next.delete('tab');
                    else next.set('tab', value);
                    return next;
                  },
                  { replace: true },
                )
              }
              className={clsx(
                'inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                filter === value
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-primary-600',
              )}
            >
              {i18n._(label)}
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs tabular-nums',
                  filter === value ? 'bg-white/20' : 'bg-slate-100',
                )}
              >
                {format.number(count(value))}
              </span>
            </button>
          ))}
        </div>
        {shown.length > 0 ? (
          <ul className="space-y-4">
            {shown.map((entry) => (
              <li key={entry.course.id}>
                <CourseRow entry={entry} modules={modules} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-card border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-slate-600">
            {filter === 'completed'
              ? t`No completed courses yet. Finish every lesson of a course to complete it.`
              : t`Nothing in progress: every course you enrolled in is complete.`}
          </p>
        )}
      </>
    );
  } else if (enrolled.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your courses`}
        error={enrolled.error}
        onRetry={() => void enrolled.refetch()}
        isRetrying={enrolled.isFetching}
      />
    );
  } else {
    body = <ListSkeleton />;
  }

  return (
    <>
      <PageHeading
        title={t`My courses`}
        description={t`Pick up where you left off.`}
        actions={
          <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Trans>Find a new course</Trans>
          </Link>
        }
      />
      {body}
    </>
  );
}
