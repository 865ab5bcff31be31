import { queryOptions, useQueries } from '@tanstack/react-query';
import type { LiveModule } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/live-module/{id}/` (bearer): a live class's status, join link and recording. */
export function getLiveModule(moduleId: number, signal?: AbortSignal): Promise<LiveModule> {
  return callApi(playerRoutes.liveModule, { params: { id: moduleId } }, { signal });
}

export const liveModuleQueryKey = (viewerId: string, moduleId: number) =>
  ['me', viewerId, 'live-module', moduleId] as const;

/** How early the server opens the join link (JOIN_WINDOW_MINUTES in the API), plus a little slack. */
const WATCH_FROM_MS = 2 * 60 * 60_000;
const WATCH_EVERY_MS = 60_000;

/**
 * While a class is about to start or running, ask again every minute: the server decides when the join
 * link appears (15 minutes before) and when the recording replaces it. Far-off and ended classes are not
 * polled, so an idle tab on mobile data costs nothing.
 */
export function liveModuleRefetchInterval(live: LiveModule | undefined, now = Date.now()): number | false {
  if (!live || live.status === 'ended') return false;
  return Date.parse(live.starts_at) - now <= WATCH_FROM_MS ? WATCH_EVERY_MS : false;
}

export function liveModuleQueryOptions(viewerId: string, moduleId: number) {
  return queryOptions({
    queryKey: liveModuleQueryKey(viewerId, moduleId),
    queryFn: ({ signal }) => getLiveModule(moduleId, signal),
    refetchInterval: (query) => liveModuleRefetchInterval(query.state.data),
  });
}

/** Several live classes at once; by module id, the ones that answered. */
export function useLiveModules(moduleIds: readonly number[]) {
  const viewerId = useViewerId();
  return useQueries({
    queries: moduleIds.map((moduleId) => ({
      ...liveModuleQueryOptions(viewerId ?? '', moduleId),
      enabled: viewerId !== null,
    })),
    combine: (results) => {
      const byModule = new Map<number, LiveModule>();
      for (const result of results) if (result.data) byModule.set(result.data.id, result.data);
      return { byModule, isPending: results.some((result) => result.isPending) };
    },
  });
}
