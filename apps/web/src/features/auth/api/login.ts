import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { startSession } from '../lib/start-session';

/**
 * `POST /api/user/auth/login/` {username, password}: 200 with the login answer and the httpOnly refresh
 * cookie; 401 {detail} for wrong credentials, 429 when rate-limited, 400 field errors.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return callApi(authRoutes.login, { body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
