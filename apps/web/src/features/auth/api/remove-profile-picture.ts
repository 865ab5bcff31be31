import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@dokkho/contract/auth';
import { apiRequest } from '../../../shared/api/client';
import { setCachedProfile } from '../lib/cached-profile';

/** `DELETE /api/user/auth/profile/picture/` (bearer): back to the default picture; 200 with the user. */
export function removeProfilePicture(): Promise<AuthUser> {
  return apiRequest<AuthUser>('user/auth/profile/picture/', { method: 'DELETE' });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
}
