import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateDashboard, DashboardPeriod } from '@dokkho/contract/affiliate';
import { affiliateRoutes } from '@dokkho/contract/routes/affiliate';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/affiliate/dashboard/?days=` (bearer, affiliate): the period's numbers, day by day. */
export function getDashboard(days: DashboardPeriod, signal?: AbortSignal): Promise<AffiliateDashboard> {
  return callApi(affiliateRoutes.dashboard, { query: { days } }, { signal });
}

export const affiliateQueryPrefix = (viewerId: string) => ['me', viewerId, 'affiliate'] as const;

export const dashboardQueryKey = (viewerId: string, days: DashboardPeriod) =>
  [...affiliateQueryPrefix(viewerId), 'dashboard', days] as const;

export function dashboardQueryOptions(viewerId: string, days: DashboardPeriod) {
  return queryOptions({
    queryKey: dashboardQueryKey(viewerId, days),
    queryFn: ({ signal }) => getDashboard(days, signal),
  });
}

export function useDashboard(days: DashboardPeriod) {
  const viewerId = useViewerId();
  return useQuery({
    ...dashboardQueryOptions(viewerId ?? '', days),
    enabled: viewerId !== null,
    // Switching the period keeps the last numbers on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
