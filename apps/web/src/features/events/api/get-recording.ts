import { useQuery } from '@tanstack/react-query';
import type { EventRecording } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { ticketHeaders, type EventTicket } from '../lib/ticket';

/** `GET /api/course/events/{id}/recording/`: for registrants (account or ticket), or anyone once public. */
export function getRecording(
  id: number,
  ticket: EventTicket | null,
  signal?: AbortSignal,
): Promise<EventRecording> {
  return callApi(
    eventRoutes.recording,
    { params: { id }, query: {} },
    { signal, headers: ticketHeaders(ticket) },
  );
}

export function useRecording(id: number, ticket: EventTicket | null, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['events', 'recording', id, ticket?.ticket ?? viewerId] as const,
    queryFn: ({ signal }) => getRecording(id, ticket, signal),
    enabled,
    // A 403 or 404 is an answer, not a hiccup.
    retry: false,
  });
}
