import { Link } from 'react-router';
import { ArrowRight, ExternalLink, Lock, PlayCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useRecording } from '../api/get-recording';
import { useUpcomingMasterclass } from '../api/get-upcoming-masterclass';
import type { EventDetail } from '../api/types';
import { FREE_CLASSES_PATH, freeClassPath, masterclassPath, registerFormPath } from '../lib/paths';
import { isPlayableVideo } from '../lib/recording';
import type { EventTicket } from '../lib/ticket';
import { EventLoadError } from './event-states';

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
        <Link
          to={event.kind === 'masterclass' ? masterclassPath(event.id) : freeClassPath(event.id)}
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Trans>About this class</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * The recording of an event that has ended: played in place when it is a video file, else a link out;
 * for someone who may not watch it, why not and the next masterclass to join live.
 */
export function RecordingPlayer({ event, ticket }: { event: EventDetail; ticket: EventTicket | null }) {
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
