import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, PlayCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyEvents, type MyEventEntry } from '../api/get-my-events';
import { useCancelRegistration } from '../api/registration';
import { FREE_CLASSES_PATH, freeClassPath, masterclassRecordingPath, registrationPath } from '../lib/paths';
import { KindBadge } from './kind-badge';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:text-primary-900 hover:underline';

function CancelButton({ entry }: { entry: MyEventEntry }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelRegistration(entry.registration.id, null);
  const title = entry.event.title;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t`Cancel registration for ${title}`}
      >
        <Trans>Cancel</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Cancel your registration?`}
        description={t`Your seat in “${title}” goes to the next person on the waiting list.`}
        pending={cancel.isPending}
        formError={error}
        onDismiss={() => setError(null)}
        cancelLabel={t`Keep my seat`}
        submitLabel={t`Cancel registration`}
        pendingLabel={t`Cancelling…`}
        onSubmit={(domEvent) => {
          domEvent.preventDefault();
          setError(null);
          cancel.mutate(undefined, {
            onSuccess: () => setOpen(false),
            onError: (failure) => setError(failure.message),
          });
        }}
      />
    </>
  );
}

function UpcomingItem({ entry }: { entry: MyEventEntry }) {
  const { t } = useLingui();
  const format = useFormat();
  const { event, registration } = entry;
  const position = registration.waitlist_position;
  const place = position === null ? '' : format.number(position);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={event.kind} />
          <span className="text-sm font-medium text-slate-600">
            {registration.status === 'waitlisted'
              ? position === null
                ? t`Waiting list`
                : t`Waiting list: number ${place}`
              : t`Seat booked`}
          </span>
        </div>
        <Link
          to={registrationPath(event)}
          className="block font-semibold break-words text-slate-900 hover:underline"
        >
          {event.title}
        </Link>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
          <time dateTime={event.starts_at}>{format.dateTime(event.starts_at)}</time>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link to={registrationPath(event)} className={linkClass}>
          <Trans>Open</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <CancelButton entry={entry} />
      </div>
    </li>
  );
}

/**
 * "My events" on the learner dashboard (issue 18 item 2): the free classes and masterclasses the learner
 * registered for, with the way to their registration (join, calendar) and to cancel; past ones with their
 * recording.
 */
export function MyEventsPanel() {
  const { t } = useLingui();
  const format = useFormat();
  const mine = useMyEvents();
  const upcoming = mine.data?.upcoming.filter((entry) => entry.registration.status !== 'cancelled') ?? [];
  const past = (mine.data?.past ?? []).filter((entry) => entry.event.has_recording).slice(0, 3);

  let body;
  if (mine.isError && !mine.data) {
    body = (
      <LoadErrorNotice
        size="sm"
        title={t`We couldn’t load your events`}
        error={mine.error}
        onRetry={() => void mine.refetch()}
        isRetrying={mine.isFetching}
      />
    );
  } else if (!mine.data) {
    body = (
      <LoadingSkeletons label={t`Loading your events`} className="space-y-3">
        <Skeleton className="h-16 rounded-lg" />
        <Skeleton className="h-16 rounded-lg" />
      </LoadingSkeletons>
    );
  } else if (upcoming.length === 0 && past.length === 0) {
    body = (
      <p className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <Trans>
          No free classes or masterclasses booked. They are live, free, and a good way to try a subject.
        </Trans>
      </p>
    );
  } else {
    body = (
      <div className="space-y-4">
        {upcoming.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {upcoming.map((entry) => (
              <UpcomingItem key={entry.registration.id} entry={entry} />
            ))}
          </ul>
        ) : null}
        {past.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              <Trans>Recordings</Trans>
            </h3>
            <ul className="mt-2 space-y-2">
              {past.map(({ event, registration }) => (
                <li key={registration.id}>
                  <Link
                    to={
                      event.kind === 'masterclass'
                        ? masterclassRecordingPath(event.id)
                        : `${freeClassPath(event.id)}#recording`
                    }
                    className="flex items-center gap-2 text-sm font-medium text-primary-800 hover:underline"
                  >
                    <PlayCircle aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0 break-words">{event.title}</span>
                    <span className="shrink-0 text-slate-500">{format.date(event.starts_at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="my-events-heading" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="my-events-heading" className="text-lg font-bold text-slate-900">
          <Trans>My events</Trans>
        </h2>
        <Link to={FREE_CLASSES_PATH} className={linkClass}>
          <Trans>Free classes</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {body}
    </section>
  );
}
