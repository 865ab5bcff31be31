import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@dokkho/contract/auth';
import { apiRequest } from '../../../shared/api/client';

export interface PasswordResetRequestResponse {
  detail: string;
}

/**
 * `POST /api/user/auth/reset-password/` {email}: e-mails a reset link. Always 200 {detail} (the answer never
 * says whether the e-mail has an account); 400 field errors; 429 {detail} when asked too often.
 */
export function requestPasswordReset(body: PasswordResetRequest): Promise<PasswordResetRequestResponse> {
  return apiRequest<PasswordResetRequestResponse>('user/auth/reset-password/', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
