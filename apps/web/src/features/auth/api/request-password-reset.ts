import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';

/**
 * `POST /api/user/auth/reset-password/` {email}: e-mails a reset link. Always 200 {detail} (the answer never
 * says whether the e-mail has an account); 400 field errors; 429 {detail} when asked too often.
 */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ detail: string }> {
  return callApi(authRoutes.requestPasswordReset, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
