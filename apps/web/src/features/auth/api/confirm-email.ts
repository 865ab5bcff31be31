import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser, EmailVerifyConfirmRequest, EmailVerifyConfirmResponse } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { getAccessToken, getUserId } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from './get-profile';

/**
 * `PUT /api/user/auth/email-verify/` {uidb64, token}: confirms the e-mail from the activation link. No login
 * needed (the link is often opened in the phone's mail app browser, signed out), so no bearer and no
 * refresh first. 200 with the updated user; 400 {detail} for an invalid, used or expired link.
 */
export function confirmEmail(body: EmailVerifyConfirmRequest): Promise<EmailVerifyConfirmResponse> {
  return callApi(authRoutes.confirmEmail, { body });
}

/**
 * True when this browser is signed in as `userId`. Someone signed in as one account may open another
 * account's link; that user must not replace the signed-in user's profile.
 */
function isSignedInAs(queryClient: QueryClient, userId: number): boolean {
  if (!getAccessToken()) return false;
  const known = queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.id ?? getUserId();
  return known == null || String(known) === String(userId);
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async (answer) => {
      // The verification gate and RequireAuth read email_confirmed from this cache (SPEC.md §4). A profile
      // load started before the confirmation would land after it and put the unconfirmed user back (the
      // Continue button then led to /email-verification): cancel it first.
      if (!isSignedInAs(queryClient, answer.user.id)) return;
      await queryClient.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      queryClient.setQueryData(PROFILE_QUERY_KEY, answer.user);
    },
  });
}
