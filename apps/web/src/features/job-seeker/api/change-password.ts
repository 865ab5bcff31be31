import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@dokkho/contract/hiring';
import { apiRequest } from '../../../shared/api/client';

/**
 * `POST /api/user/auth/change-password/` (any signed-in user): answers `{detail}` saying what happened (other
 * devices are signed out; this one keeps its session).
 */
export function changePassword(body: ChangePasswordRequest): Promise<{ detail?: string } | undefined> {
  return apiRequest<{ detail?: string } | undefined>('user/auth/change-password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
