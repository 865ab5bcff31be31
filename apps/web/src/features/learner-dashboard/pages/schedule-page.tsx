import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveModule } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice, RetryButton } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useEnrolledCourses } from '../api/get-enrolled-courses';
import { CalendarIllustration } from '../components/illustrations';
import { LiveClassItem } from '../components/live-class-item';
import { formatDayHeading } from '../lib/dhaka-time';
import { groupByDhakaDay, RECENT_PAST_DAYS, type LiveClass } from '../lib/live-classes';
import { ALL_COURSES_PATH, COURSES_TAB_PATH } from '../lib/paths';
import { useLiveSchedule } from '../lib/use-live-schedule';

function DayGroups({
  classes,
  live,
  now,
}: {
  classes: LiveClass[];
  live: ReadonlyMap<number, LiveModule>;
  now: Date;
}) {
  const { i18n } = useLingui();
  return (
    <ol className="space-y-5">
      {groupByDhakaDay(classes).map((group) => (
        <li key={group.day}>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            <time dateTime={group.day}>{formatDayHeading(group.day, now, i18n)}</time>
          </h3>
          <ul className="space-y-3">
            {group.classes.map((item) => (
              <li key={item.moduleId}>
                <LiveClassItem item={item} live={live.get(item.moduleId)} now={now} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function ScheduleSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your schedule</Trans>
      </span>
      <Skeleton className="h-4 w-24" />
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-24 rounded-card" />
      ))}
    </div>
  );
}

/**
 * /newDashboard/schedule (issue 4 item 10): the live classes of the learner's courses, upcoming and from
 * the last 30 days, by day in Dhaka time. Each shows the join link while it is open and the recording
 * once it has ended (both from `course/live-module/{id}/`, which gives them only to enrolled learners).
 */
export function SchedulePage() {
  const { t } = useLingui();
  const format = useFormat();
  const enrolled = useEnrolledCourses();
  const schedule = useLiveSchedule(enrolled.data);
  const { upcoming, recent, live, now, modules } = schedule;
  const courses = enrolled.data;
  const recentDays = format.number(RECENT_PAST_DAYS);

  let body: ReactNode;
  if (enrolled.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your schedule`}
        error={enrolled.error}
        onRetry={() => void enrolled.refetch()}
        isRetrying={enrolled.isFetching}
      />
    );
  } else if (!courses || (modules.isPending && upcoming.length === 0 && recent.length === 0)) {
    body = <ScheduleSkeleton />;
  } else if (upcoming.length === 0 && recent.length === 0 && !modules.isError) {
    body = (
      <Notice
        illustration={<CalendarIllustration />}
        title={t`No live classes scheduled`}
        description={
          courses.length === 0
            ? t`Live classes of the courses you enrol in show up here, with their joining links.`
            : t`None of your courses has a live class coming up. When an instructor schedules one, it shows up here with its joining link.`
        }
      >
        {courses.length === 0 ? (
          <Link to={ALL_COURSES_PATH} className={buttonClasses()}>
            <Trans>Browse courses</Trans>
          </Link>
        ) : (
          <Link to={COURSES_TAB_PATH} className={buttonClasses()}>
            <Trans>Go to my courses</Trans>
          </Link>
        )}
      </Notice>
    );
  } else {
    body = (
      <div className="space-y-8">
        {modules.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-card bg-danger-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p role="alert" className="text-sm font-medium text-danger-700">
              <Trans>Some of your courses’ classes could not be loaded.</Trans>
            </p>
            <RetryButton onRetry={modules.refetch} isRetrying={false} />
          </div>
        ) : null}
        <section aria-labelledby="schedule-upcoming">
          <h2 id="schedule-upcoming" className="mb-3 text-xl font-bold text-slate-900">
            <Trans>Upcoming</Trans>
          </h2>
          {upcoming.length > 0 ? (
            <DayGroups classes={upcoming} live={live} now={now} />
          ) : (
            <p className="rounded-card border border-dashed border-slate-300 bg-white px-5 py-6 text-center text-slate-600">
              <Trans>No live classes coming up.</Trans>
            </p>
          )}
        </section>
        {recent.length > 0 ? (
          <section aria-labelledby="schedule-recent">
            <h2 id="schedule-recent" className="mb-1 text-xl font-bold text-slate-900">
              <Trans>Recent classes</Trans>
            </h2>
            <p className="mb-3 text-sm text-slate-600">
              <Trans>The last {recentDays} days, with their recordings.</Trans>
            </p>
            <DayGroups classes={recent} live={live} now={now} />
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Schedule`}
        description={t`Live classes in your courses. All times are Dhaka time (GMT+6).`}
      />
      {body}
    </>
  );
}
