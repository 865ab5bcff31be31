import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Banknote, ExternalLink, GraduationCap, Pencil, Star, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeachingCourseDetail } from '@dokkho/contract/teaching';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { InstructorAnnouncements } from '../../announcements';
import { editCoursePath } from '../../course-editor';
import { useFormat } from '../../../shared/i18n/format';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useTeachingCourse } from '../api/teaching';
import { ChartSkeleton } from '../components/chart-skeleton';
import { CourseLearners } from '../components/course-learners';
import { CourseReviewPanel } from '../components/course-review-panel';
import { CourseStateBadge } from '../components/course-state-badge';
import { LiveClassesSection } from '../components/live-classes-section';
import { EnrolmentsChart, RevenueChart } from '../components/lazy-charts';
import { StatCard } from '../components/stat-card';
import { MY_COURSES_PATH, publicCoursePath } from '../lib/paths';

function RatingBreakdown({ breakdown, count }: { breakdown: number[]; count: number }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className="space-y-1.5" aria-label={t`Reviews per star`}>
      {breakdown.map((n, index) => {
        const stars = format.number(5 - index);
        const share = count > 0 ? Math.round((n / count) * 100) : 0;
        return (
          <li key={stars} className="flex items-center gap-2 text-sm">
            <span className="w-8 shrink-0 text-slate-700 tabular-nums">{stars}★</span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-accent-500" style={{ width: `${share}%` }} />
            </span>
            <span className="w-10 shrink-0 text-right text-slate-600 tabular-nums">{format.number(n)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Reviews({ detail }: { detail: TeachingCourseDetail }) {
  const format = useFormat();
  const { course } = detail;
  return (
    <section aria-labelledby="reviews-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id="reviews-title" className="text-lg font-bold text-slate-900">
        <Trans>Reviews</Trans>
      </h2>
      {course.rating_count === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No reviews yet. Learners can review a course once they are enrolled.</Trans>
        </p>
      ) : (
        <div className="mt-3 grid gap-6 md:grid-cols-[minmax(0,14rem)_1fr]">
          <RatingBreakdown
            breakdown={detail.rating_breakdown}
            count={detail.rating_breakdown.reduce((a, b) => a + b, 0)}
          />
          <ul className="divide-y divide-slate-100">
            {detail.reviews.map((review) => (
              <li key={review.id} className="py-3 first:pt-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-semibold text-slate-900">{review.learner_name}</p>
                  <p className="text-sm text-slate-600">{format.date(review.updated_at)}</p>
                </div>
                <p
                  className="text-sm text-accent-700"
                  aria-label={`${format.number(review.rating)}/${format.number(5)}`}
                >
                  {'★'.repeat(review.rating)}
                  <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                </p>
                {review.comment ? <p className="mt-1 text-pretty text-slate-700">{review.comment}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/**
 * /ir-dashboard/course-details/{id} (issue 17 item 1): one course the instructor teaches, in any state: its
 * learners with their progress, its reviews, its revenue and enrolments over time. Another instructor's
 * course is "not found", as the API answers.
 */
export function CourseDetailsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const id = Number(useParams().id);
  const query = useTeachingCourse(id);
  const detail = query.data;
  usePageTitle(detail?.course.title);

  const back = (
    <Link
      to={MY_COURSES_PATH}
      className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>My courses</Trans>
    </Link>
  );

  if (!detail) {
    return (
      <>
        {back}
        {query.isError || !Number.isInteger(id) || id <= 0 ? (
          <LoadErrorNotice
            title={t`We couldn’t load this course`}
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            notFound={{
              title: t`This course is not among the courses you teach`,
              action: (
                <Link to={MY_COURSES_PATH} className="font-semibold text-primary-700 hover:underline">
                  <Trans>See your courses</Trans>
                </Link>
              ),
            }}
          />
        ) : (
          <LoadingSkeletons label={t`Loading the course`} className="space-y-4">
            <Skeleton className="h-8 w-3/4" />
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-28" />
              ))}
            </div>
            <ChartSkeleton />
          </LoadingSkeletons>
        )}
      </>
    );
  }

  const { course } = detail;
  const completed = format.number(detail.completed_learners);
  const reviews = format.number(course.rating_count);
  const showsNumbers = course.status === 'published' || course.status === 'archived';
  return (
    <>
      {back}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CourseStateBadge state={course.status} />
          <h1 className="mt-2 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{course.title}</h1>
        </div>
        {course.status === 'published' ? (
          <Link
            to={publicCoursePath(course.id)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>View as a learner</Trans>
          </Link>
        ) : null}
        {course.status === 'draft' ? (
          <Link
            to={editCoursePath(course.id)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-600 px-4 text-sm font-semibold text-white hover:bg-primary-700"
          >
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit the course</Trans>
          </Link>
        ) : null}
      </div>

      <CourseReviewPanel course={course} />

      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard icon={Users} label={t`Learners`} value={format.number(course.learners)} />
          <StatCard
            icon={GraduationCap}
            label={t`Finished`}
            value={format.number(detail.completed_learners)}
            hint={t`${completed} earned the certificate`}
          />
          <StatCard icon={Banknote} label={t`Revenue`} value={format.taka(course.revenue)} />
          <StatCard
            icon={Star}
            label={t`Rating`}
            value={course.rating_avg === null ? '–' : format.number(Math.round(course.rating_avg * 10) / 10)}
            hint={course.rating_count === 0 ? t`No reviews yet` : t`From ${reviews} reviews`}
          />
        </div>

        {showsNumbers ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <Suspense fallback={<ChartSkeleton />}>
              <EnrolmentsChart weekly={detail.enrolments_weekly} />
            </Suspense>
            <Suspense fallback={<ChartSkeleton />}>
              <RevenueChart series={detail.revenue_monthly} />
            </Suspense>
          </div>
        ) : null}

        <InstructorAnnouncements
          courseId={course.id}
          canAnnounce={course.status === 'published' || course.status === 'archived'}
        />
        <LiveClassesSection courseId={course.id} />
        <CourseLearners courseId={course.id} total={course.learners} />
        <Reviews detail={detail} />
      </div>
    </>
  );
}
