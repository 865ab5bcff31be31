import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@dokkho/contract/auth';
import type { Locale } from '@dokkho/contract/locale';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedProfile } from '../lib/cached-profile';

export interface ProfileNames {
  first_name?: string | undefined;
  last_name?: string | undefined;
  /** The interface language the user switched to. */
  language?: Locale | undefined;
}

/** `PATCH /api/user/auth/profile/` (bearer): new names or language; 200 with the user, 400 with field messages. */
export function updateProfile(body: ProfileNames): Promise<AuthUser> {
  return callApi(usersRoutes.updateProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
}
