import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@dokkho/contract/hiring';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';

/**
 * `POST /api/user/auth/change-password/` (any signed-in user): answers `{detail}` saying what happened (other
 * devices are signed out; this one keeps its session).
 */
export function changePassword(body: ChangePasswordRequest): Promise<{ detail: string }> {
  return callApi(authRoutes.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
