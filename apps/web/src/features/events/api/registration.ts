import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventJoin, EventRegistrationCancelled, EventRegistrationDetail } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { ticketHeaders, type EventTicket } from '../lib/ticket';
import { EVENTS_QUERY_PREFIX } from './get-event';

/*
 * The registrant's calls: the signed-in owner's token, or a visitor's ticket in the `X-Event-Ticket`
 * header (never `?ticket=`: a query string ends up in access logs).
 */

/** `GET /api/course/event-registrations/{id}/`. */
export function getRegistration(
  id: number,
  ticket: EventTicket | null,
  signal?: AbortSignal,
): Promise<EventRegistrationDetail> {
  return callApi(
    eventRoutes.registration,
    { params: { id }, query: {} },
    { signal, headers: ticketHeaders(ticket) },
  );
}

export function useRegistration(id: number, ticket: EventTicket | null) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['events', 'registration', id, ticket?.ticket ?? viewerId] as const,
    queryFn: ({ signal }) => getRegistration(id, ticket, signal),
  });
}

/** `DELETE /api/course/event-registrations/{id}/`: the freed seat goes to the oldest waiting. */
export function cancelRegistration(
  id: number,
  ticket: EventTicket | null,
): Promise<EventRegistrationCancelled> {
  return callApi(
    eventRoutes.cancelRegistration,
    { params: { id }, query: {} },
    { headers: ticketHeaders(ticket) },
  );
}

export function useCancelRegistration(id: number, ticket: EventTicket | null) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: () => cancelRegistration(id, ticket),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_PREFIX }),
        queryClient.invalidateQueries({ queryKey: ['me', viewerId, 'events'] }),
      ]),
  });
}

/** `POST /api/course/events/{id}/join/`: the meeting link, inside the join window; records attendance. */
export function joinEvent(eventId: number, ticket: EventTicket | null): Promise<EventJoin> {
  return callApi(
    eventRoutes.join,
    { params: { id: eventId }, query: {} },
    { headers: ticketHeaders(ticket) },
  );
}

export function useJoinEvent(eventId: number, ticket: EventTicket | null) {
  return useMutation({ mutationFn: () => joinEvent(eventId, ticket) });
}
