import { Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Banknote, BookOpen, Star, UserPlus, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { COURSE_STATES, type TeachingDashboard } from '@dokkho/contract/teaching';
import { useFormat } from '../../../shared/i18n/format';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { BuildingIllustration } from '../../../shared/ui/illustrations';
import { useTeachingDashboard } from '../api/teaching';
import { ChartSkeleton } from '../components/chart-skeleton';
import { EnrolmentsChart, RatingsChart, RevenueChart } from '../components/lazy-charts';
import { StatCard } from '../components/stat-card';
import { ADD_COURSE_PATH, MY_COURSES_PATH, myCoursesPathFor } from '../lib/paths';
import { STATE_LABELS, STATE_STYLES } from '../lib/states';

function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your teaching numbers</Trans>
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="mt-3 h-8 w-24" />
            <Skeleton className="mt-2 h-4 w-28" />
          </div>
        ))}
      </div>
      <div className="mt-4">
        <ChartSkeleton />
      </div>
    </div>
  );
}

/** Draft 1 · In review 1 · Published 2 · Archived 1, each a way into my-courses filtered by it. */
function CourseStates({ counts }: { counts: TeachingDashboard['courses'] }) {
  const { i18n } = useLinguiCore();
  const format = useFormat();
  return (
    <section aria-labelledby="course-states" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="course-states" className="text-lg font-bold text-slate-900">
          <Trans>Your courses</Trans>
        </h2>
        <Link
          to={MY_COURSES_PATH}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
        >
          <Trans>All courses</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {COURSE_STATES.map((state) => (
          <li key={state}>
            <Link
              to={myCoursesPathFor(state)}
              className={`flex min-h-16 flex-col justify-center rounded-lg px-3 py-2 ring-1 ring-inset hover:brightness-95 ${STATE_STYLES[state]}`}
            >
              <span className="text-2xl font-bold tabular-nums">{format.number(counts[state])}</span>
              <span className="text-sm font-medium">{i18n._(STATE_LABELS[state])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /ir-dashboard (issue 17 item 1): the instructor's learners, enrolments, revenue and rating, their
 * courses per state and the curves over time (`GET instructor/dashboard/`). Learners' questions come with
 * the questions-and-answers slice; until then there is nothing unanswered to count.
 */
export function InstructorHomePage() {
  const { t } = useLingui();
  const format = useFormat();
  const dashboard = useTeachingDashboard();
  const data = dashboard.data;
  const heading = (
    <PageHeading
      title={t`Instructor dashboard`}
      description={t`Your learners, sales and ratings across every course you teach.`}
    />
  );

  if (!data) {
    return (
      <>
        {heading}
        {dashboard.isError ? (
          <LoadErrorPanel
            title={t`We couldn’t load your teaching numbers`}
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            isRetrying={dashboard.isFetching}
          />
        ) : (
          <DashboardSkeleton />
        )}
      </>
    );
  }

  const courseCount = Object.values(data.courses).reduce((sum, n) => sum + n, 0);
  if (courseCount === 0) {
    return (
      <StatusPanel
        illustration={<BuildingIllustration />}
        title={t`Your first course starts here`}
        description={t`When you create a course, its learners, sales and reviews show up on this page.`}
      >
        <Link
          to={ADD_COURSE_PATH}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          <Trans>Create a course</Trans>
        </Link>
      </StatusPanel>
    );
  }

  const recentEnrolments = format.number(data.enrolments_last_30_days);
  const recentRevenue = format.taka(data.revenue_last_30_days);
  const ratingCount = format.number(data.rating_count);
  return (
    <>
      {heading}
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            icon={Users}
            label={t`Learners`}
            value={format.number(data.learners)}
            hint={t`On all your courses`}
          />
          <StatCard
            icon={UserPlus}
            label={t`Enrolments`}
            value={format.number(data.enrolments)}
            hint={t`${recentEnrolments} in the last 30 days`}
          />
          <StatCard
            icon={Banknote}
            label={t`Revenue`}
            value={format.taka(data.revenue)}
            hint={t`${recentRevenue} in the last 30 days`}
          />
          <StatCard
            icon={Star}
            label={t`Rating`}
            value={data.rating_avg === null ? '–' : format.number(Math.round(data.rating_avg * 10) / 10)}
            hint={data.rating_count === 0 ? t`No reviews yet` : t`From ${ratingCount} reviews`}
          />
        </div>

        <CourseStates counts={data.courses} />

        <Suspense fallback={<ChartSkeleton />}>
          <EnrolmentsChart daily={data.enrolments_daily} weekly={data.enrolments_weekly} />
        </Suspense>
        <div className="grid gap-4 lg:grid-cols-2">
          <Suspense fallback={<ChartSkeleton />}>
            <RevenueChart series={data.revenue_monthly} />
          </Suspense>
          <Suspense fallback={<ChartSkeleton />}>
            <RatingsChart series={data.ratings_monthly} />
          </Suspense>
        </div>
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>
            Revenue is what learners paid for your courses, refunds taken out; bundle sales are not counted
            here.
          </Trans>
        </p>
      </div>
    </>
  );
}
