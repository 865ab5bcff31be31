import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import type { CourseState, CourseStateCounts } from '@dokkho/contract/teaching';
import { useFormat } from '../../../shared/i18n/format';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyCourses } from '../api/teaching';
import { CourseRow } from '../components/course-row';
import { ADD_COURSE_PATH, myCoursesPathFor } from '../lib/paths';
import { COURSE_STATES, EMPTY_STATE, STATE_LABELS, stateFromParam } from '../lib/states';

/** All · Draft · In review · Published · Archived, with their counts; a link each, so Back walks them. */
function StateTabs({ current, counts }: { current: CourseState | undefined; counts?: CourseStateCounts }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const format = useFormat();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const tabs: { state: CourseState | undefined; label: string; count: number | null }[] = [
    { state: undefined, label: t`All`, count: total },
    ...COURSE_STATES.map((state) => ({
      state,
      label: i18n._(STATE_LABELS[state]),
      count: counts ? counts[state] : null,
    })),
  ];
  return (
    <nav aria-label={t`Course states`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const active = tab.state === current;
          return (
            <li key={tab.state ?? 'all'}>
              <Link
                to={myCoursesPathFor(tab.state)}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  '-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold',
                  active
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {tab.label}
                {tab.count !== null ? (
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700 tabular-nums">
                    {format.number(tab.count)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * /ir-dashboard/my-courses (issue 17 item 1): every course the instructor teaches, by state, with its
 * learners, revenue and rating (`GET instructor/courses/?status=`).
 */
export function MyCoursesPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [params] = useSearchParams();
  const state = stateFromParam(params.get('status'));
  const courses = useMyCourses(state);
  const data = courses.data;

  return (
    <>
      <PageHeading
        title={t`My courses`}
        description={t`Every course you teach, from draft to archived.`}
        actions={
          <Link
            to={ADD_COURSE_PATH}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>New course</Trans>
          </Link>
        }
      />
      <StateTabs current={state} counts={data?.counts} />
      <div className="mt-4">
        {!data && courses.isError ? (
          <LoadErrorPanel
            title={t`We couldn’t load your courses`}
            error={courses.error}
            onRetry={() => void courses.refetch()}
            isRetrying={courses.isFetching}
          />
        ) : !data ? (
          <LoadingSkeletons label={t`Loading your courses`} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex gap-3 rounded-card bg-white p-3 shadow-card">
                <Skeleton className="aspect-video w-40 shrink-0" />
                <div className="flex-1">
                  <Skeleton className="h-4 w-20" />
                  <Skeleton className="mt-2 h-5 w-3/4" />
                  <Skeleton className="mt-3 h-4 w-1/2" />
                </div>
              </div>
            ))}
          </LoadingSkeletons>
        ) : data.results.length === 0 ? (
          <div className="rounded-card bg-white p-6 text-center shadow-card">
            <p className="font-semibold text-slate-900">
              {state ? i18n._(EMPTY_STATE[state]) : t`You have no courses yet.`}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {state ? (
                <Link to={myCoursesPathFor()} className="font-semibold text-primary-700 hover:underline">
                  <Trans>See all your courses</Trans>
                </Link>
              ) : (
                <Link to={ADD_COURSE_PATH} className="font-semibold text-primary-700 hover:underline">
                  <Trans>Create your first course</Trans>
                </Link>
              )}
            </p>
          </div>
        ) : (
          <ul
            className={clsx('space-y-3 transition-opacity', courses.isPlaceholderData && 'opacity-60')}
            aria-busy={courses.isPlaceholderData}
          >
            {data.results.map((course) => (
              <CourseRow key={course.id} course={course} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
