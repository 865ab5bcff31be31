import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsultationStatus,
  ConsultationUpdate,
  EventCreate,
  EventKind,
  EventRecordingUpdate,
  EventRegistrationStatus,
  EventUpdate,
  ManagedEvent,
} from '@dokkho/contract/events';
import { eventAdminRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

/*
 * Issue 18 items 1, 5 and 8: the events an instructor hosts (staff: every event), their registrations and
 * funnel, and staff's consultation queue. Personal queries (`['me', viewerId, 'event-admin', ...]`): what
 * one person loaded is never shown to the next one signing in on the device.
 */

export const EVENTS_PAGE_SIZE = 12;
export const REGISTRATIONS_PAGE_SIZE = 25;
export const CONSULTATIONS_PAGE_SIZE = 20;
export const FUNNEL_PAGE_SIZE = 20;

const prefix = (viewerId: string) => [...personalQueryPrefix(viewerId), 'event-admin'] as const;

export type EventsWhen = 'upcoming' | 'past';

export function useManagedEvents(filters: { when: EventsWhen; page: number }) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...prefix(viewerId ?? ''), 'list', filters.when, filters.page] as const,
    queryFn: ({ signal }) =>
      callApi(
        eventAdminRoutes.list,
        { query: { when: filters.when, page: filters.page, page_size: EVENTS_PAGE_SIZE } },
        { signal },
      ),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEventFormOptions() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...prefix(viewerId ?? ''), 'options'] as const,
    queryFn: ({ signal }) => callApi(eventAdminRoutes.options, {}, { signal }),
    enabled: viewerId !== null,
    staleTime: 5 * 60_000,
  });
}

const eventKey = (viewerId: string, id: number) => [...prefix(viewerId), 'event', id] as const;

export function useManagedEvent(id: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: eventKey(viewerId ?? '', id),
    queryFn: ({ signal }) => callApi(eventAdminRoutes.get, { params: { id } }, { signal }),
    enabled: viewerId !== null && Number.isInteger(id) && id > 0,
  });
}

export type EventChange =
  | { kind: 'create'; body: EventCreate }
  | { kind: 'update'; id: number; body: EventUpdate }
  | { kind: 'cancel'; id: number }
  | { kind: 'end'; id: number }
  | { kind: 'recording'; id: number; body: EventRecordingUpdate };

function send(change: EventChange): Promise<ManagedEvent> {
  switch (change.kind) {
    case 'create':
      return callApi(eventAdminRoutes.create, { body: change.body });
    case 'update':
      return callApi(eventAdminRoutes.update, { params: { id: change.id }, body: change.body });
    case 'cancel':
      return callApi(eventAdminRoutes.cancel, { params: { id: change.id } });
    case 'end':
      return callApi(eventAdminRoutes.end, { params: { id: change.id } });
    case 'recording':
      return callApi(eventAdminRoutes.recording, { params: { id: change.id }, body: change.body });
  }
}

/** Any write: the answer replaces the cached event, and the lists are loaded again. */
export function useEventChange() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: send,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKey(viewerId, event.id), event);
      void queryClient.invalidateQueries({ queryKey: [...prefix(viewerId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...prefix(viewerId), 'funnel'] });
    },
  });
}

export function useEventRegistrations(
  id: number,
  filters: { status: EventRegistrationStatus | undefined; page: number },
) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [
      ...prefix(viewerId ?? ''),
      'registrations',
      id,
      filters.status ?? 'all',
      filters.page,
    ] as const,
    queryFn: ({ signal }) =>
      callApi(
        eventAdminRoutes.registrations,
        {
          params: { id },
          query: {
            ...(filters.status ? { status: filters.status } : {}),
            page: filters.page,
            page_size: REGISTRATIONS_PAGE_SIZE,
          },
        },
        { signal },
      ),
    enabled: viewerId !== null && id > 0,
    placeholderData: keepPreviousData,
  });
}

export function useEventFunnel(filters: { kind: EventKind | undefined; page: number }) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...prefix(viewerId ?? ''), 'funnel', filters.kind ?? 'all', filters.page] as const,
    queryFn: ({ signal }) =>
      callApi(
        eventAdminRoutes.funnel,
        {
          query: {
            ...(filters.kind ? { kind: filters.kind } : {}),
            page: filters.page,
            page_size: FUNNEL_PAGE_SIZE,
          },
        },
        { signal },
      ),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

const consultationsPrefix = (viewerId: string) => [...prefix(viewerId), 'consultations'] as const;

export function useConsultations(filters: { status: ConsultationStatus; page: number }) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...consultationsPrefix(viewerId ?? ''), filters.status, filters.page] as const,
    queryFn: ({ signal }) =>
      callApi(
        eventAdminRoutes.consultations,
        { query: { status: filters.status, page: filters.page, page_size: CONSULTATIONS_PAGE_SIZE } },
        { signal },
      ),
    enabled: viewerId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateConsultation(id: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (body: ConsultationUpdate) =>
      callApi(eventAdminRoutes.updateConsultation, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultationsPrefix(viewerId) }),
  });
}
