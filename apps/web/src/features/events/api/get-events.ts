import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventList, EventWhen, FreeClassList } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

export type EventWhenFilter = EventWhen;

export interface FreeClassFilters {
  when: EventWhenFilter;
  topic: string;
  page: number;
}

/** `GET /api/course/master-class/?when=&page=`. */
export function getMasterclasses(
  when: EventWhenFilter,
  page: number,
  signal?: AbortSignal,
): Promise<EventList> {
  return callApi(eventRoutes.masterclasses, { query: { when, page } }, { signal });
}

/** `GET /api/course/free-classes/?when=&topic=&page=`: the page and the topics that have a class. */
export function getFreeClasses(filters: FreeClassFilters, signal?: AbortSignal): Promise<FreeClassList> {
  return callApi(
    eventRoutes.freeClasses,
    { query: { when: filters.when, page: filters.page, ...(filters.topic ? { topic: filters.topic } : {}) } },
    { signal },
  );
}

export function useMasterclasses(when: EventWhenFilter, page: number) {
  const viewerId = useViewerId();
  return useQuery(
    queryOptions({
      queryKey: ['events', 'masterclasses', when, page, viewerId] as const,
      queryFn: ({ signal }) => getMasterclasses(when, page, signal),
      staleTime: 60_000,
    }),
  );
}

export function useFreeClasses(filters: FreeClassFilters) {
  const viewerId = useViewerId();
  return useQuery(
    queryOptions({
      queryKey: ['events', 'free-classes', filters, viewerId] as const,
      queryFn: ({ signal }) => getFreeClasses(filters, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
