import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { clearSession, getAccessToken } from '../../../shared/auth/token-store';

/**
 * `PUT /api/user/auth/reset-password/` {uidb64, token, password}: sets the new password from the e-mailed
 * link. No login needed (the link is often opened signed out). 200 {detail}; 400 {detail} for an invalid,
 * used or expired link, or field errors {password: [...]}.
 */
export function confirmPasswordReset(body: PasswordResetConfirmRequest): Promise<{ detail: string }> {
  return callApi(authRoutes.confirmPasswordReset, { body });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      // The server ended every session of the account: a token kept here no longer works (issue 3 item 8).
      if (getAccessToken()) {
        clearSession();
        queryClient.clear();
      }
    },
  });
}
