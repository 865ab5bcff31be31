import { jobModerationRoutes } from '@dokkho/contract/routes/hiring';
import { callApi } from '../../../shared/api/call';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HiringLeadListResponse, HiringLeadStatus } from '@dokkho/contract/moderation';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffHiringLeadsPrefix } from './staff-keys';

export const HIRING_LEADS_PAGE_SIZE = 20;

export interface HiringLeadFilters {
  status: HiringLeadStatus;
  page: number;
}

/** `GET /api/admin/hiring-leads/?status=&page=` (bearer, staff): the /hiringpage leads. */
export function getHiringLeads(
  filters: HiringLeadFilters,
  signal?: AbortSignal,
): Promise<HiringLeadListResponse> {
  return callApi(
    jobModerationRoutes.hiringLeads,
    { query: { status: filters.status, page: filters.page, page_size: HIRING_LEADS_PAGE_SIZE } },
    { signal },
  );
}

export function useHiringLeads(filters: HiringLeadFilters) {
  const viewerId = useViewerId();
  return useQuery({
    ...queryOptions({
      queryKey: [...staffHiringLeadsPrefix(viewerId ?? ''), filters.status, filters.page] as const,
      queryFn: ({ signal }) => getHiringLeads(filters, signal),
      staleTime: 0,
    }),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/hiring-leads/{id}/contacted/`: followed up (idempotent). */
export function useMarkLeadContacted(id: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: () => callApi(jobModerationRoutes.leadContacted, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffHiringLeadsPrefix(viewerId) }),
  });
}
