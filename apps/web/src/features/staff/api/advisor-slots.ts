import { supportSessionRoutes } from '@dokkho/contract/routes/support-sessions';
import type { AdvisorSlotInput } from '@dokkho/contract/support-sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffAdvisorSlotsPrefix } from './staff-keys';

/** `GET /api/admin/advisor-slots/` (staff): slots from a week ago on, with their bookings. */
export function useStaffAdvisorSlots() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: staffAdvisorSlotsPrefix(viewerId ?? ''),
    queryFn: ({ signal }) => callApi(supportSessionRoutes.staffList, {}, { signal }),
    enabled: viewerId !== null,
    staleTime: 0,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return () => queryClient.invalidateQueries({ queryKey: staffAdvisorSlotsPrefix(viewerId) });
}

/** `POST /api/admin/advisor-slots/`. */
export function usePublishSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdvisorSlotInput) => callApi(supportSessionRoutes.staffCreate, { body }),
    onSettled: refresh,
  });
}

/** `DELETE /api/admin/advisor-slots/{id}/`: the booked learner is told. */
export function useCancelSlot() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(supportSessionRoutes.staffCancel, { params: { id } }),
    onSettled: refresh,
  });
}
