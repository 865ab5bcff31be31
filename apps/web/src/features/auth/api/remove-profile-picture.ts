import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@dokkho/contract/auth';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedProfile } from '../lib/cached-profile';

/** `DELETE /api/user/auth/profile/picture/` (bearer): back to the default picture; 200 with the user. */
export function removeProfilePicture(): Promise<AuthUser> {
  return callApi(usersRoutes.removePicture, {});
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
}
