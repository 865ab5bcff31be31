import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Award, BookOpen, CalendarDays, CircleCheck, Sparkles } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCompletedCourses } from '../api/get-completed-courses';
import { useEnrolledCourses } from '../api/get-enrolled-courses';
import type { CourseModulesState } from '../api/get-course-modules';
import { CourseThumbnail } from '../components/course-thumbnail';
import { BooksIllustration } from '../components/illustrations';
import { LiveClassItem } from '../components/live-class-item';
import { ProgressBar } from '../components/progress-bar';
import { ResumeLink } from '../components/resume-link';
import { lessonsComplete, pickContinueCourse } from '../lib/continue-learning';
import { useLearnerDashboardContext } from '../lib/dashboard-context';
import { greetingFor } from '../lib/dhaka-time';
import {
  ALL_COURSES_PATH,
  CERTIFICATES_PATH,
  COURSES_TAB_PATH,
  FREE_COURSES_PATH,
  SCHEDULE_PATH,
} from '../lib/paths';
import { useLiveSchedule } from '../lib/use-live-schedule';
import { MyEventsPanel } from '../../events';

const UPCOMING_ON_HOME = 3;
const PROGRESS_ON_HOME = 4;

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline';

function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function ContinueCard({ entry, modules }: { entry: EnrolledCourse; modules: CourseModulesState }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const courseTitle = entry.course.title;
  return (
    <section
      aria-labelledby="continue-learning"
      className="overflow-hidden rounded-card bg-white shadow-card sm:flex"
    >
      <div className="sm:w-64 sm:shrink-0 sm:self-center sm:py-6 sm:pl-6 lg:w-80">
        <CourseThumbnail src={entry.course.thumbnail} className="w-full rounded-none sm:rounded-lg" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
        <h2 id="continue-learning" className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {entry.progress_percent > 0 ? <Trans>Continue learning</Trans> : <Trans>Start learning</Trans>}
        </h2>
        <p className="mt-1 text-lg font-bold text-balance break-words text-slate-900 sm:text-xl">
          {entry.course.title}
        </p>
        <p className="text-sm text-slate-600">{entry.course.instructor.name}</p>
        <div className="mt-4 flex items-center gap-3">
          <ProgressBar
            percent={entry.progress_percent}
            label={t`Progress in ${courseTitle}`}
            className="flex-1"
          />
          <span className="text-sm font-semibold text-slate-800 tabular-nums">
            {format.number(entry.progress_percent)}%
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">{lessonsComplete(entry, i18n)}</p>
        <ResumeLink
          entry={entry}
          modules={modules.byCourse.get(entry.course.id)}
          pending={modules.isPending}
          size="lg"
          className="mt-5 w-full sm:w-auto sm:self-start"
        />
      </div>
    </section>
  );
}

function AllDoneCard() {
  return (
    <section className="flex flex-col gap-4 rounded-card bg-primary-900 p-5 text-white shadow-card sm:flex-row sm:items-center sm:p-6">
      <CircleCheck aria-hidden="true" className="size-10 shrink-0 text-accent-400" />
      <div className="flex-1">
        <h2 className="text-lg font-bold">
          <Trans>You have finished every course you started</Trans>
        </h2>
        <p className="mt-1 text-primary-100">
          <Trans>Well done. Pick the next skill and keep going.</Trans>
        </p>
      </div>
      <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'inverse' })}>
        <Trans>Find your next course</Trans>
      </Link>
    </section>
  );
}

function Stat({
  icon,
  label,
  value,
  to,
}: {
  icon: ReactNode;
  label: string;
  value: number | null | undefined;
  to: string;
}) {
  const format = useFormat();
  return (
    <Link
      to={to}
      className="flex flex-col gap-1 rounded-card bg-white p-3 shadow-card transition-shadow hover:shadow-raised sm:flex-row sm:items-center sm:gap-3 sm:p-4"
    >
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-bold text-slate-900 tabular-nums">
          {value === undefined ? (
            <Skeleton className="my-1 h-6 w-8" />
          ) : value === null ? (
            '–'
          ) : (
            format.number(value)
          )}
        </span>
        <span className="block text-sm text-slate-600">{label}</span>
      </span>
    </Link>
  );
}

function HomeSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your dashboard</Trans>
      </span>
      <div className="overflow-hidden rounded-card bg-white shadow-card sm:flex">
        <Skeleton className="aspect-video w-full rounded-none sm:w-64" />
        <div className="flex-1 space-y-3 p-4 sm:p-6">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-12 w-44 rounded-lg" />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-card" />
        ))}
      </div>
    </div>
  );
}

/**
 * /newDashboard (issue 4 item 10): answers "what should I do next?" (DESIGN.md "Dashboards"): the course
 * to continue, the learner's numbers, the next live classes and progress per course. A learner with no
 * course yet gets a way to find one instead.
 */
export function DashboardHomePage() {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { firstName } = useLearnerDashboardContext();
  const enrolled = useEnrolledCourses();
  const completed = useCompletedCourses();
  const schedule = useLiveSchedule(enrolled.data);
  const hello = greetingFor(schedule.now, i18n);
  const greeting = firstName ? t`${hello}, ${firstName}` : hello;
  const courses = enrolled.data;

  let body: ReactNode;
  if (courses && courses.length === 0) {
    body = (
      <Notice
        illustration={<BooksIllustration />}
        title={t`Start your first course`}
        description={t`Pick a skill employers in Bangladesh are hiring for. Many courses are free: enrol in one tap and start today.`}
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
    const next = pickContinueCourse(courses);
    const certificateCount = completed.data?.length ?? 0;
    const courseCount = courses.length;
    const done = courses.filter((entry) => entry.completed_at !== null).length;
    const upcoming = schedule.upcoming.slice(0, UPCOMING_ON_HOME);
    const byProgress = [...courses]
      .sort((a, b) => Number(a.completed_at !== null) - Number(b.completed_at !== null))
      .slice(0, PROGRESS_ON_HOME);
    body = (
      <div className="space-y-6">
        {next ? <ContinueCard entry={next} modules={schedule.modules} /> : <AllDoneCard />}

        <section aria-label={t`Your numbers`} className="grid grid-cols-3 gap-3 sm:gap-4">
          <Stat
            icon={<BookOpen aria-hidden="true" className="size-5" />}
            label={t`${plural(courseCount, { one: 'Course', other: 'Courses' })}`}
            value={courses.length}
            to={COURSES_TAB_PATH}
          />
          <Stat
            icon={<CircleCheck aria-hidden="true" className="size-5" />}
            label={t`Completed`}
            value={done}
            to={`${COURSES_TAB_PATH}?tab=completed`}
          />
          <Stat
            icon={<Award aria-hidden="true" className="size-5" />}
            label={t`${plural(certificateCount, { one: 'Certificate', other: 'Certificates' })}`}
            value={completed.data ? completed.data.length : completed.isError ? null : undefined}
            to={CERTIFICATES_PATH}
          />
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <Panel
            id="home-upcoming-live-classes"
            title={t`Upcoming live classes`}
            action={
              <Link to={SCHEDULE_PATH} className={linkClass}>
                <Trans>Schedule</Trans>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            }
          >
            {schedule.modules.isPending && upcoming.length === 0 ? (
              <div className="space-y-3" aria-busy="true">
                <Skeleton className="h-20 rounded-card" />
                <span className="sr-only">
                  <Trans>Loading your live classes</Trans>
                </span>
              </div>
            ) : upcoming.length > 0 ? (
              <ul className="space-y-3">
                {upcoming.map((item) => (
                  <li key={item.moduleId}>
                    <LiveClassItem
                      item={item}
                      live={schedule.live.get(item.moduleId)}
                      now={schedule.now}
                      showDate
                      flat
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
                <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                <Trans>
                  No live classes coming up in your courses. When an instructor schedules one, it shows here
                  with its joining link.
                </Trans>
              </p>
            )}
          </Panel>

          <Panel
            id="home-your-progress"
            title={t`Your progress`}
            action={
              <Link to={COURSES_TAB_PATH} className={linkClass}>
                <Trans>All courses</Trans>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            }
          >
            <ul className="divide-y divide-slate-100">
              {byProgress.map((entry) => {
                const courseTitle = entry.course.title;
                return (
                  <li key={entry.course.id} className="py-3 first:pt-0 last:pb-0">
                    <div className="flex items-baseline justify-between gap-3">
                      <p className="min-w-0 font-medium break-words text-slate-900">{entry.course.title}</p>
                      <span className="shrink-0 text-sm font-semibold text-slate-700 tabular-nums">
                        {entry.completed_at ? t`Done` : `${format.number(entry.progress_percent)}%`}
                      </span>
                    </div>
                    <ProgressBar
                      percent={entry.progress_percent}
                      label={t`Progress in ${courseTitle}`}
                      className="mt-2"
                    />
                  </li>
                );
              })}
            </ul>
          </Panel>
        </div>
      </div>
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
    body = <HomeSkeleton />;
  }

  return (
    <>
      <PageHeading
        title={greeting}
        description={
          courses && courses.length > 0
            ? t`Here is where you left off.`
            : t`Welcome to your learning dashboard.`
        }
      />
      {body}
      {/* Issue 18: the free classes and masterclasses they booked (owned by the events feature). */}
      <div className="mt-6">
        <MyEventsPanel />
      </div>
    </>
  );
}
