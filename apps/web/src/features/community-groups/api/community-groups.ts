import { communityGroupRoutes } from '@dokkho/contract/routes/community-groups';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { callApi } from '../../../shared/api/call';

/** `GET community-groups/`: the active groups, named in the language on screen. */
export function useCommunityGroups() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ['community-groups', i18n.locale],
    queryFn: ({ signal }) => callApi(communityGroupRoutes.list, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * `POST community-groups/{id}/clicks/`: counts a join click. Fire and forget, with `keepalive` so it
 * survives the page losing focus to the new tab; a failure never stands between the visitor and the group.
 */
export function countJoinClick(groupId: number): void {
  callApi(communityGroupRoutes.click, { params: { id: groupId } }, { keepalive: true }).catch(
    () => undefined,
  );
}
