import type { CommunityGroupInput, CommunityGroupUpdate } from '@dokkho/contract/community-groups';
import { communityGroupRoutes } from '@dokkho/contract/routes/community-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffCommunityGroupsPrefix } from './staff-keys';

/** `GET /api/admin/community-groups/` (staff): every group with its join clicks. */
export function useStaffCommunityGroups() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: staffCommunityGroupsPrefix(viewerId ?? ''),
    queryFn: ({ signal }) => callApi(communityGroupRoutes.staffList, {}, { signal }),
    enabled: viewerId !== null,
    staleTime: 0,
  });
}

/** Adds a group (`POST`), or changes the one with `id` (`PATCH admin/community-groups/{id}/`). */
export function useSaveCommunityGroup(id: number | null) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (body: CommunityGroupInput | CommunityGroupUpdate) =>
      id === null
        ? callApi(communityGroupRoutes.staffCreate, { body: body as CommunityGroupInput })
        : callApi(communityGroupRoutes.staffUpdate, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffCommunityGroupsPrefix(viewerId) }),
  });
}
