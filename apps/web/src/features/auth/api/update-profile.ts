import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@dokkho/contract/auth';
import { apiRequest } from '../../../shared/api/client';
import { setCachedProfile } from '../lib/cached-profile';

export interface ProfileNames {
  first_name?: string | undefined;
  last_name?: string | undefined;
}

/** `PATCH /api/user/auth/profile/` (bearer): new names; 200 with the user, 400 with field messages. */
export function updateProfile(body: ProfileNames): Promise<AuthUser> {
  return apiRequest<AuthUser>('user/auth/profile/', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
}
