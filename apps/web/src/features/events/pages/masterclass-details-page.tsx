import { useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useMasterclass } from '../api/get-event';
import { ConsultationForm } from '../components/consultation-form';
import { EventDetailSkeleton, EventDetailView } from '../components/event-detail-view';
import { EventLoadError, EventNotFound } from '../components/event-states';
import { parseEventId } from '../lib/paths';
import { ticketFor } from '../lib/ticket';

/**
 * /masterclass-details/{id} (issue 18 item 1): the speaker, agenda, Dhaka date and time, seats left, the
 * related course and the visitor's registration state; an advisor call as the quiet second action. The
 * server renders the title and description into index.html for link previews (modules/seo).
 */
export function MasterclassDetailsPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const { hash } = useLocation();
  const eventId = parseEventId(id);
  const detail = useMasterclass(eventId);
  usePageTitle(detail.data?.title);

  if (eventId === null) return <EventNotFound />;
  if (detail.data) {
    const event = detail.data;
    return (
      <EventDetailView
        event={event}
        ticket={ticketFor(event.id, hash)}
        extra={
          <section aria-labelledby="advice-heading">
            <h2 id="advice-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              {t`Talk to an advisor`}
            </h2>
            <div className="mt-4">
              <ConsultationForm masterclassId={event.id} />
            </div>
          </section>
        }
      />
    );
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
  return <EventDetailSkeleton label={t`Loading the masterclass`} />;
}
