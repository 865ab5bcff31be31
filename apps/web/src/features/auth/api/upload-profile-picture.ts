import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@dokkho/contract/auth';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedProfile } from '../lib/cached-profile';

/**
 * `POST /api/user/auth/profile/picture/` (bearer, multipart, field "file"): 200 with the user and the new
 * `profile_picture` URL; 400 {detail} for a file that is not a JPEG, PNG or WebP image, 413 when too large.
 */
export function uploadProfilePicture(file: File): Promise<AuthUser> {
  const form = new FormData();
  form.append('file', file);
  return callApi(usersRoutes.uploadPicture, { body: form });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
}
