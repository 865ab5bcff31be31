import { Link, useLocation, useParams } from 'react-router';
import { ArrowRight, BookOpen, ExternalLink, Lock, PlayCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { useMasterclass } from '../api/get-event';
import { useRecording } from '../api/get-recording';
import { useUpcomingMasterclass } from '../api/get-upcoming-masterclass';
import type { EventDetail } from '../api/types';
import { EventDetailSkeleton } from '../components/event-detail-view';
import { EventWhen, Speaker } from '../components/event-facts';
import { EventLoadError, EventNotFound } from '../components/event-states';
import { FREE_CLASSES_PATH, masterclassPath, parseEventId, registerFormPath } from '../lib/paths';
import { isPlayableVideo } from '../lib/recording';
import { ticketFor, type EventTicket } from '../lib/ticket';

function NextMasterclassLink() {
  const upcoming = useUpcomingMasterclass();
  const next = upcoming.data?.masterclass;
  if (!next) {
    return (
      <Link to={FREE_CLASSES_PATH} className={buttonClasses()}>
        <Trans>See the free classes</Trans>
      </Link>
    );
  }
  const title = next.title;
  return (
    <Link to={registerFormPath(next.id)} className={buttonClasses({ variant: 'accent' })}>
      <Trans>Register for the next one: {title}</Trans>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function Locked({ event, reason }: { event: EventDetail; reason: 'registrants' | 'not-yet' }) {
  const { t } = useLingui();
  return (
    <div className="rounded-card bg-white p-6 text-center shadow-card ring-1 ring-slate-200 sm:p-10">
      <Lock aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-balance text-slate-900">
        {reason === 'registrants'
          ? t`This recording is for the people who registered`
          : t`The recording is not ready yet`}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-pretty text-slate-600">
        {reason === 'registrants'
          ? t`If you registered, open the link in your e-mail or SMS on this device, or sign in with the account you used. Otherwise, join the next masterclass live.`
          : t`Registrants get a message with the link as soon as the host adds it.`}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <NextMasterclassLink />
        <Link to={masterclassPath(event.id)} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>About this masterclass</Trans>
        </Link>
      </div>
    </div>
  );
}

function Recording({ event, ticket }: { event: EventDetail; ticket: EventTicket | null }) {
  const { t } = useLingui();
  const recording = useRecording(event.id, ticket, event.has_recording);
  const eventTitle = event.title;
  if (!event.has_recording) return <Locked event={event} reason="not-yet" />;
  if (recording.data) {
    const url = recording.data.recording_url;
    return isPlayableVideo(url) ? (
      <video
        controls
        preload="metadata"
        playsInline
        src={url}
        aria-label={t`Recording of ${eventTitle}`}
        className="aspect-video w-full rounded-card bg-black"
      />
    ) : (
      <div className="flex flex-col items-center gap-4 rounded-card bg-primary-900 p-8 text-center text-white sm:p-12">
        <PlayCircle aria-hidden="true" className="size-14 text-accent-300" />
        <p className="max-w-md text-pretty text-primary-100">
          <Trans>The recording is hosted on another site. It opens in a new tab.</Trans>
        </p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'accent', size: 'lg' })}
        >
          <Trans>Watch the recording</Trans>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    );
  }
  if (recording.isError) {
    const status = recording.error instanceof ApiError ? recording.error.status : undefined;
    if (status === 403 || status === 401) return <Locked event={event} reason="registrants" />;
    if (status === 404) return <Locked event={event} reason="not-yet" />;
    return (
      <EventLoadError
        error={recording.error}
        onRetry={() => void recording.refetch()}
        isRetrying={recording.isFetching}
      />
    );
  }
  return (
    <LoadingSkeletons label={t`Loading the recording`}>
      <Skeleton className="aspect-video w-full rounded-card" />
    </LoadingSkeletons>
  );
}

/**
 * /masterclass-recorded/{id} (issue 18 item 1): the recording, for registrants (account or ticket) or for
 * everyone once staff made it public; otherwise why not, and the next masterclass to join live.
 */
export function MasterclassRecordedPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const { hash } = useLocation();
  const eventId = parseEventId(id);
  const detail = useMasterclass(eventId);
  const title = detail.data?.title;
  usePageTitle(title ? t`Recording: ${title}` : null);

  if (eventId === null) return <EventNotFound />;
  if (detail.isError) {
    const status = detail.error instanceof ApiError ? detail.error.status : undefined;
    if (status === 404 || status === 400) return <EventNotFound />;
    return (
      <EventLoadError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  }
  if (!detail.data) return <EventDetailSkeleton label={t`Loading the masterclass`} />;
  const event = detail.data;
  const course = event.related_course;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
        <Trans>Masterclass recording</Trans>
      </p>
      <h1 className="mt-2 text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl">
        {event.title}
      </h1>
      <EventWhen event={event} className="mt-3" />
      <div className="mt-6">
        <Recording event={event} ticket={ticketFor(event.id, hash)} />
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-card bg-white p-5 ring-1 ring-slate-200">
          <Speaker speaker={event.speaker} />
        </div>
        {course ? (
          <Link
            to={`/courseDetails/${course.id}`}
            className="flex items-center gap-4 rounded-card bg-accent-50 p-5 ring-1 ring-accent-200 transition-shadow hover:shadow-raised"
          >
            <BookOpen aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm text-slate-700">
                <Trans>Keep going with the full course</Trans>
              </span>
              <span className="block font-semibold break-words text-slate-900">{course.title}</span>
            </span>
            <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
