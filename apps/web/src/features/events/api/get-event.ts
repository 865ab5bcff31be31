import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/masterclass-details/{id}/` (404 for a free class). */
export function getMasterclass(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return callApi(eventRoutes.masterclass, { params: { id } }, { signal });
}

/** `GET /api/course/free-classes/{id}/` (404 for a masterclass). */
export function getFreeClass(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return callApi(eventRoutes.freeClass, { params: { id } }, { signal });
}

/** Every event query starts with this: a registration or a cancel marks them all stale. */
export const EVENTS_QUERY_PREFIX = ['events'] as const;

export function eventQueryOptions(kind: 'masterclass' | 'free_class', id: number, viewerId: string | null) {
  return queryOptions({
    queryKey: ['events', kind, id, viewerId] as const,
    queryFn: ({ signal }) => (kind === 'masterclass' ? getMasterclass(id, signal) : getFreeClass(id, signal)),
  });
}

export function useMasterclass(id: number | null) {
  const viewerId = useViewerId();
  return useQuery({ ...eventQueryOptions('masterclass', id ?? 0, viewerId), enabled: id !== null });
}

export function useFreeClass(id: number | null) {
  const viewerId = useViewerId();
  return useQuery({ ...eventQueryOptions('free_class', id ?? 0, viewerId), enabled: id !== null });
}
