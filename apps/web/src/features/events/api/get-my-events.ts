import { useQuery } from '@tanstack/react-query';
import type { MyEventItem, MyEvents } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

export type MyEventEntry = MyEventItem;

/** `GET /api/course/my-events/`: the signed-in learner's registrations, upcoming and past. */
export function getMyEvents(signal?: AbortSignal): Promise<MyEvents> {
  return callApi(eventRoutes.myEvents, {}, { signal });
}

export function useMyEvents() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['me', viewerId, 'events'] as const,
    queryFn: ({ signal }) => getMyEvents(signal),
    enabled: viewerId !== null,
  });
}
