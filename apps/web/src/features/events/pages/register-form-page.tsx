import { useLocation, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useMasterclass } from '../api/get-event';
import { EventDetailSkeleton } from '../components/event-detail-view';
import { EventRegistration } from '../components/event-registration-layout';
import { EventLoadError, EventNotFound } from '../components/event-states';
import { parseEventId } from '../lib/paths';
import { ticketFor } from '../lib/ticket';

/** /register-form/{masterclassId} (issue 18 item 1): the masterclass registration form. */
export function RegisterFormPage() {
  const { t } = useLingui();
  const { masterclassId } = useParams();
  const { hash } = useLocation();
  const eventId = parseEventId(masterclassId);
  const detail = useMasterclass(eventId);
  const title = detail.data?.title;
  usePageTitle(title ? t`Register: ${title}` : null);

  if (eventId === null) return <EventNotFound />;
  if (detail.data) return <EventRegistration event={detail.data} ticket={ticketFor(detail.data.id, hash)} />;
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
