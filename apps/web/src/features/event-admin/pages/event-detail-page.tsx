import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { ArrowLeft, Ban, CircleStop, ExternalLink, Pencil } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EventRegistrationStatus,
  type EventRegistrationRow,
  type ManagedEvent,
} from '@dokkho/contract/events';
import { useFormat } from '../../../shared/i18n/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Notice } from '../../../shared/ui/notice';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { LoadingSkeletons, QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  REGISTRATIONS_PAGE_SIZE,
  useEventChange,
  useEventRegistrations,
  useManagedEvent,
} from '../api/event-admin';
import { EventKindBadge, EventStateBadge } from '../components/event-badges';
import { EventFunnelSteps } from '../components/event-funnel';
import { EventRecordingForm } from '../components/event-recording-form';
import { REGISTRATION_LABELS } from '../lib/labels';
import { editEventPath, eventPath, eventsPath, pageFrom, useEventsArea } from '../lib/paths';

function CancelEvent({ event }: { event: ManagedEvent }) {
  const { t } = useLingui();
  const change = useEventChange();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = event.title;
  const people = event.funnel.confirmed + event.funnel.waitlisted;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-danger-200 bg-white px-4 font-semibold text-danger-700 hover:bg-danger-50"
      >
        <Ban aria-hidden="true" className="size-4" />
        <Trans>Cancel the event</Trans>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Cancel this event?`}
        description={
          people > 0 ? (
            <Trans>
              {title} is cancelled, and its {people} registrants are told by e-mail and SMS. This cannot be
              undone.
            </Trans>
          ) : (
            <Trans>{title} is cancelled. This cannot be undone.</Trans>
          )
        }
        pending={change.isPending}
        formError={error}
        onDismiss={() => setError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Cancel the event`}
        pendingLabel={t`Cancelling…`}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          change
            .mutateAsync({ kind: 'cancel', id: event.id })
            .then(() => setOpen(false))
            .catch((failure: unknown) =>
              setError(
                failure instanceof Error ? failure.message : t`Something went wrong. Please try again.`,
              ),
            );
        }}
      />
    </>
  );
}

/**
 * While live: the host finished early. It ends now (ADR 045), so the recording can be attached and the
 * attendees' offer goes out at once rather than at the planned end.
 */
function EndEvent({ event }: { event: ManagedEvent }) {
  const { t } = useLingui();
  const change = useEventChange();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = event.title;
  const offer = event.kind === 'masterclass' && event.related_course !== null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50"
      >
        <CircleStop aria-hidden="true" className="size-4" />
        <Trans>End now</Trans>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`End this event now?`}
        description={
          offer ? (
            <Trans>
              {title} ends now instead of at its planned time. The people who joined are sent the offer for
              the related course at once, and you can attach the recording. This cannot be undone.
            </Trans>
          ) : (
            <Trans>
              {title} ends now instead of at its planned time, and you can attach the recording. This cannot
              be undone.
            </Trans>
          )
        }
        pending={change.isPending}
        formError={error}
        onDismiss={() => setError(null)}
        tone="primary"
        cancelLabel={t`Keep it running`}
        submitLabel={t`End now`}
        pendingLabel={t`Ending…`}
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          change
            .mutateAsync({ kind: 'end', id: event.id })
            .then(() => setOpen(false))
            .catch((failure: unknown) =>
              setError(
                failure instanceof Error ? failure.message : t`Something went wrong. Please try again.`,
              ),
            );
        }}
      />
    </>
  );
}

function RegistrationRow({ row }: { row: EventRegistrationRow }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const position = row.waitlist_position !== null ? format.number(row.waitlist_position) : null;
  return (
    <li className="py-3" data-testid="event-registration">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{row.name}</p>
        <div className="flex flex-wrap gap-1 text-xs font-semibold">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
            {i18n._(REGISTRATION_LABELS[row.status])}
            {position !== null ? ` · #${position}` : ''}
          </span>
          {row.attended_at ? (
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-primary-800">
              <Trans>Attended</Trans>
            </span>
          ) : null}
          {row.purchased ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800">
              <Trans>Bought the course</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <p className="mt-1 text-sm break-all text-slate-600">
        <a href={`tel:${row.phone}`} className="text-primary-700 hover:underline">
          {row.phone}
        </a>{' '}
        · {row.email}
      </p>
      {row.profession ? <p className="text-sm text-slate-600">{row.profession}</p> : null}
      <p className="text-xs text-slate-500">
        <Trans>Registered {format.dateTime(row.created_at)}</Trans>
      </p>
    </li>
  );
}

function Registrations({ event }: { event: ManagedEvent }) {
  const { t, i18n } = useLingui();
  const area = useEventsArea();
  const [params] = useSearchParams();
  const parsed = EventRegistrationStatus.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const page = pageFrom(params.get('page'));
  const registrations = useEventRegistrations(event.id, { status, page });
  const hrefFor = (next: { status: typeof status; page: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    return `${eventPath(area, event.id)}${text ? `?${text}` : ''}`;
  };
  const filters = [undefined, ...EventRegistrationStatus.options] as const;
  return (
    <section aria-labelledby="registrations-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="registrations-title" className="font-bold text-slate-900">
        <Trans>Registrations</Trans>
      </h2>
      <nav aria-label={t`Registration status`} className="mt-2 -mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 px-1">
          {filters.map((value) => (
            <li key={value ?? 'all'}>
              <Link
                to={hrefFor({ status: value, page: 1 })}
                aria-current={value === status ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold',
                  value === status
                    ? 'bg-primary-700 text-white'
                    : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                )}
              >
                {value ? i18n._(REGISTRATION_LABELS[value]) : t`All`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryStates
        query={registrations}
        errorSize="sm"
        errorTitle={t`We couldn’t load the registrations`}
        loadingLabel={t`Loading registrations`}
        skeletons={[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2 py-3">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Notice
            size="sm"
            illustration={<SignpostIllustration />}
            title={t`No registrations here yet`}
            description={t`People who register from the event’s page appear here, oldest first.`}
          />
        }
      >
        {(data) => (
          <ul aria-label={t`Registrations`} className="divide-y divide-slate-100">
            {data.results.map((row) => (
              <RegistrationRow key={row.id} row={row} />
            ))}
          </ul>
        )}
      </QueryStates>
      {registrations.data ? (
        <Pagination
          page={page}
          totalPages={Math.ceil(registrations.data.count / REGISTRATIONS_PAGE_SIZE)}
          hrefFor={(target) => hrefFor({ status, page: target })}
        />
      ) : null}
    </section>
  );
}

/**
 * /ir-dashboard/events/{id} and /staff/events/{id}: the event's time, link and seats, its funnel, the
 * recording once it has ended, and its registrations; edit and cancel while it has not ended, end it now
 * while live.
 */
export function EventDetailPage() {
  const { t } = useLingui();
  const format = useFormat();
  const area = useEventsArea();
  const id = Number(useParams().id);
  const query = useManagedEvent(id);
  const change = useEventChange();
  const event = query.data;

  if (!event) {
    return query.isError ? (
      <LoadErrorPanel
        title={t`We couldn’t load this event`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    ) : (
      <LoadingSkeletons label={t`Loading the event`} className="space-y-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </LoadingSkeletons>
    );
  }

  const open = event.state === 'upcoming' || event.state === 'live';
  const minutes = format.number(event.duration_minutes);
  const seats = event.seat_cap !== null ? format.number(event.seat_cap) : null;
  return (
    <>
      <Link
        to={eventsPath(area)}
        className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to events</Trans>
      </Link>
      <PageHeading
        title={event.title}
        description={
          <>
            <time dateTime={event.starts_at}>{format.dateTime(event.starts_at)}</time>{' '}
            <Trans>(Dhaka time) · {minutes} min</Trans>
          </>
        }
        actions={
          open ? (
            <>
              <Link
                to={editEventPath(area, event.id)}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
              >
                <Pencil aria-hidden="true" className="size-4" />
                <Trans>Edit</Trans>
              </Link>
              {event.state === 'live' ? <EndEvent event={event} /> : null}
              <CancelEvent event={event} />
            </>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <EventStateBadge state={event.state} />
        <EventKindBadge kind={event.kind} />
        {!event.registration_open && open ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-bold text-amber-800">
            <Trans>Registration closed</Trans>
          </span>
        ) : null}
      </div>

      <div className="space-y-4">
        <section className="grid gap-3 rounded-card bg-white p-4 text-sm shadow-card sm:grid-cols-2 sm:p-6">
          <p>
            <span className="font-semibold text-slate-900">
              <Trans>Speaker</Trans>
            </span>
            <br />
            {event.speaker_name}
            {event.speaker_title ? <span className="text-slate-600"> · {event.speaker_title}</span> : null}
          </p>
          <p>
            <span className="font-semibold text-slate-900">
              <Trans>Seats</Trans>
            </span>
            <br />
            {seats !== null ? <Trans>{seats} seats</Trans> : <Trans>No limit</Trans>}
          </p>
          <p>
            <span className="font-semibold text-slate-900">
              <Trans>Related course</Trans>
            </span>
            <br />
            {event.related_course ? event.related_course.title : <Trans>None</Trans>}
            {event.offer_code ? (
              <span className="text-slate-600">
                {' '}
                · <Trans>offer code {event.offer_code}</Trans>
              </span>
            ) : null}
          </p>
          <p className="min-w-0">
            <span className="font-semibold text-slate-900">
              <Trans>Meeting link</Trans>
            </span>
            <br />
            {event.join_url ? (
              <a
                href={event.join_url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 break-all text-primary-700 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                {event.join_url}
              </a>
            ) : (
              <Trans>Not added yet: registrants cannot join until it is.</Trans>
            )}
          </p>
          {area === 'staff' ? (
            <p>
              <span className="font-semibold text-slate-900">
                <Trans>Host</Trans>
              </span>
              <br />
              {event.host.name}
            </p>
          ) : null}
        </section>

        <section aria-labelledby="funnel-title" className="space-y-2">
          <h2 id="funnel-title" className="font-bold text-slate-900">
            <Trans>Results</Trans>
          </h2>
          <EventFunnelSteps funnel={event.funnel} hasCourse={event.related_course !== null} />
        </section>

        {event.state === 'ended' ? (
          <section aria-labelledby="recording-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
            <h2 id="recording-title" className="mb-2 font-bold text-slate-900">
              <Trans>Recording</Trans>
            </h2>
            <EventRecordingForm
              key={`${event.recording_url ?? ''}-${event.recording_public}`}
              event={event}
              onSave={(body) => change.mutateAsync({ kind: 'recording', id: event.id, body })}
            />
          </section>
        ) : null}

        <Registrations event={event} />
      </div>
    </>
  );
}
