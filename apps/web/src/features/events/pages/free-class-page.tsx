import { useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFreeClass } from '../api/get-event';
import { EventDetailSkeleton, EventDetailView } from '../components/event-detail-view';
import { EventLoadError, EventNotFound } from '../components/event-states';
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
  if (detail.data) return <EventDetailView event={detail.data} ticket={ticketFor(detail.data.id, hash)} />;
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
