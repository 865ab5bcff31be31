import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingMasterclass } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/marketing/upcoming-masterclass/`: the next masterclass that has not ended, or null. */
export function getUpcomingMasterclass(signal?: AbortSignal): Promise<UpcomingMasterclass> {
  return callApi(eventRoutes.upcomingMasterclass, {}, { signal });
}

export function upcomingMasterclassQueryOptions(viewerId: string | null) {
  return queryOptions({
    // The viewer is in the key: the answer carries their own registration.
    queryKey: ['events', 'upcoming-masterclass', viewerId] as const,
    queryFn: ({ signal }) => getUpcomingMasterclass(signal),
    staleTime: 60_000,
  });
}

export function useUpcomingMasterclass() {
  return useQuery(upcomingMasterclassQueryOptions(useViewerId()));
}
