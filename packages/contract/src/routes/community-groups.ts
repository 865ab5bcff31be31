import type { NoContent } from '../common';
import type {
  CommunityGroupInput,
  CommunityGroupList,
  CommunityGroupParam,
  CommunityGroupUpdate,
  StaffCommunityGroup,
  StaffCommunityGroupList,
} from '../community-groups';
import { route } from '../route';

/**
 * Community groups (issue 18 item 7): the public list and its join-click counter (a signed-in click is
 * counted as that person), and the staff's list, with the counts, to create, edit and switch off groups.
 */
export const communityGroupRoutes = {
  list: route<{ response: typeof CommunityGroupList }>()('GET', '/community-groups/', 'public'),
  click: route<{ params: typeof CommunityGroupParam; response: typeof NoContent }>()(
    'POST',
    '/community-groups/:id/clicks/',
    'optional',
  ),
  staffList: route<{ response: typeof StaffCommunityGroupList }>()(
    'GET',
    '/admin/community-groups/',
    'staff',
  ),
  staffCreate: route<{ body: typeof CommunityGroupInput; response: typeof StaffCommunityGroup }>()(
    'POST',
    '/admin/community-groups/',
    'staff',
  ),
  staffUpdate: route<{
    params: typeof CommunityGroupParam;
    body: typeof CommunityGroupUpdate;
    response: typeof StaffCommunityGroup;
  }>()('PATCH', '/admin/community-groups/:id/', 'staff'),
} as const;
