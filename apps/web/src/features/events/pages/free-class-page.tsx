import { useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFreeClass } from '../api/get-event';
import { EventDetailSkeleton, EventDetailView } from '../components/event-detail-view';
import { EventLoadError, EventNotFound } from '../components/event-states';
import { RecordingPlayer } from '../components/recording-player';
import { parseEventId } from '../lib/paths';
import { ticketFor } from '../lib/ticket';

/** /free-class/{id} (issue 18 item 2): a free live class, its seats and how to book it. */
export function FreeClassPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const { hash } = useLocation();
  const eventId = parseEventId(id);
  const detail = useFreeClass(eventId);
  usePageTitle(detail.data?.title);

  if (eventId === null) return <EventNotFound />;
  if (detail.data) {
    const event = detail.data;
    const ticket = ticketFor(event.id, hash);
    // A class that has ended shows its recording where the cover was (or why it cannot be watched).
    const media =
      event.state === 'ended' && event.has_recording ? (
        <RecordingPlayer event={event} ticket={ticket} />
      ) : null;
    return <EventDetailView event={event} ticket={ticket} media={media} />;
  }
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
  return <EventDetailSkeleton label={t`Loading the free class`} />;
}
