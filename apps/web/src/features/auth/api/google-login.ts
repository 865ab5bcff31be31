import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoogleLoginRequest, LoginResponse } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { startSession } from '../lib/start-session';

/**
 * `POST /api/user/auth/google-login/` {access_token}: 200 with the login answer (`new_user: true` for an
 * account this sign-in created) and the httpOnly refresh cookie; 401 for a token Google refuses, 403 for
 * an unverified Google e-mail, 409 for an e-mail linked to another Google account, 404 when Google
 * sign-in is off, 503 when Google cannot be reached, 429 when rate-limited.
 */
export function googleLogin(body: GoogleLoginRequest): Promise<LoginResponse> {
  return callApi(authRoutes.googleLogin, { body });
}

export function useGoogleLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleLogin,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
