import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookOpen, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import type { AnnouncementPage } from '@dokkho/contract/announcements';
import { useFormat } from '../../../shared/i18n/format';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAnnouncement, useMyAnnouncements } from '../api/announcements';
import { AnnouncementCard } from '../components/announcement-card';
import { AnnouncementsIllustration } from '../components/announcements-illustration';
import { ANNOUNCEMENTS_PATH, parseId } from '../lib/paths';

/** The learner's courses that have announcements, as filter chips ("All" first). */
function CourseFilter({
  courses,
  value,
  onChange,
}: {
  courses: AnnouncementPage['courses'];
  value: number | null;
  onChange: (course: number | null) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  if (courses.length < 2 && value === null) return null;
  const chip = (active: boolean) =>
    clsx(
      'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1',
      active
        ? 'bg-primary-700 text-white ring-primary-700'
        : 'bg-white text-slate-700 ring-slate-300 hover:ring-primary-600',
    );
  return (
    <nav aria-label={t`Filter by course`} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex gap-2 pb-1">
        <li>
          <button
            type="button"
            className={chip(value === null)}
            aria-pressed={value === null}
            onClick={() => onChange(null)}
          >
            <Trans>All courses</Trans>
          </button>
        </li>
        {courses.map((course) => (
          <li key={course.id}>
            <button
              type="button"
              className={chip(value === course.id)}
              aria-pressed={value === course.id}
              onClick={() => onChange(course.id)}
            >
              <span className="max-w-[14rem] truncate">{course.title}</span>
              <span className="tabular-nums opacity-80">{format.number(course.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The announcement a notification opened, on top and outlined, until the learner moves on. */
function FocusedAnnouncement({ id }: { id: number }) {
  const { t } = useLingui();
  const one = useAnnouncement(id);
  useEffect(() => {
    if (one.data) document.getElementById(`announcement-${id}`)?.focus();
  }, [one.data, id]);
  if (one.data) {
    return (
      <section aria-label={t`The announcement you opened`} className="mb-6">
        <AnnouncementCard announcement={one.data} highlighted />
      </section>
    );
  }
  if (one.isError) {
    return (
      <div className="mb-6">
        <LoadErrorNotice
          size="sm"
          title={t`We couldn’t load this announcement`}
          error={one.error}
          onRetry={() => void one.refetch()}
          isRetrying={one.isFetching}
          notFound={{
            title: t`This announcement was removed by the instructor`,
            action: (
              <Link to={ANNOUNCEMENTS_PATH} className="font-semibold text-primary-700 hover:underline">
                <Trans>See all announcements</Trans>
              </Link>
            ),
          }}
        />
      </div>
    );
  }
  return <Skeleton className="mb-6 h-40 w-full rounded-card" />;
}

/**
 * /newDashboard/course-announcement (issue 17 item 7): what the instructors of the learner's courses wrote
 * to their learners, newest first, by course; a notification opens it at one announcement.
 */
export function CourseAnnouncementsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const course = parseId(params.get('course'));
  const focused = parseId(params.get('announcement'));
  const list = useMyAnnouncements(course);
  const first = list.data?.pages[0];
  const announcements = list.data?.pages
    .flatMap((page) => page.results)
    .filter((item) => item.id !== focused);

  const setCourse = (next: number | null) =>
    setParams(next === null ? {} : { course: String(next) }, { replace: true });

  let body: ReactNode;
  if (announcements && announcements.length === 0 && focused === null) {
    body = (
      <Notice
        illustration={<AnnouncementsIllustration />}
        title={t`No announcements yet`}
        description={t`When an instructor of one of your courses writes to the class, it appears here and in your notifications.`}
      >
        <Link to="/newDashboard/courses" className={buttonClasses({ variant: 'accent' })}>
          <BookOpen aria-hidden="true" className="size-4" />
          <Trans>Go to my courses</Trans>
        </Link>
      </Notice>
    );
  } else if (announcements) {
    body = (
      <>
        <ul className="space-y-3">
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementCard announcement={announcement} showCourse={course === null} />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : null}
              {list.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show older announcements</Trans>}
            </Button>
          </div>
        ) : null}
      </>
    );
  } else if (list.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your announcements`}
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your announcements</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-card" />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading title={t`Announcements`} description={t`News from the instructors of your courses.`} />
      {focused !== null ? <FocusedAnnouncement id={focused} /> : null}
      {first ? <CourseFilter courses={first.courses} value={course} onChange={setCourse} /> : null}
      {body}
    </>
  );
}
