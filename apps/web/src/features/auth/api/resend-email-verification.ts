import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerifyResendResponse } from '@dokkho/contract/auth';
import { ApiError } from '@dokkho/contract/errors';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { PROFILE_QUERY_KEY } from './get-profile';

/**
 * `POST /api/user/auth/email-verify/` (bearer): sends a new activation e-mail. 200 with `retry_after_seconds`
 * (when the next resend is allowed); 429 {detail} when asked again within the cooldown; 400 {detail} when
 * the e-mail is already confirmed.
 */
export function resendEmailVerification(): Promise<EmailVerifyResendResponse> {
  return callApi(authRoutes.resendEmailVerification, {});
}

/** The server's cooldown between resends, used when a 429 does not say how long to wait. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** How long to wait after a 429: the body's `retry_after_seconds` when the server sends one. */
export function retryAfterSeconds(error: ApiError): number {
  const body: unknown = error.body;
  if (body !== null && typeof body === 'object' && 'retry_after_seconds' in body) {
    const seconds = (body as { retry_after_seconds: unknown }).retry_after_seconds;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  }
  return RESEND_COOLDOWN_SECONDS;
}

export function useResendEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmailVerification,
    onError: (error) => {
      // 400 "already confirmed": the cached profile is out of date (confirmed in another tab or device).
      // Fetching it again lets the verification gate move the user on (SPEC.md §4).
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      }
    },
  });
}
