import { Link, useLocation, useParams } from 'react-router';
import { ArrowRight, BookOpen } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useMasterclass } from '../api/get-event';
import { EventDetailSkeleton } from '../components/event-detail-view';
import { EventWhen, Speaker } from '../components/event-facts';
import { EventLoadError, EventNotFound } from '../components/event-states';
import { RecordingPlayer } from '../components/recording-player';
import { parseEventId } from '../lib/paths';
import { ticketFor } from '../lib/ticket';

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
        <RecordingPlayer event={event} ticket={ticketFor(event.id, hash)} />
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
