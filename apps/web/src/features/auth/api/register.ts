import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { startSession } from '../lib/start-session';

/** The sign-up body after the shared schema's transforms (the phone normalised, an empty one dropped). */
export interface RegisterBody {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  phone_number?: string | undefined;
}

/**
 * `POST /api/user/auth/register/`: 201 with the login answer (and the refresh cookie); 400 with field
 * messages, e.g. `{email: ["An account with this e-mail already exists"]}`.
 */
export function register(body: RegisterBody): Promise<LoginResponse> {
  return callApi(authRoutes.register, { body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => startSession(queryClient, answer),
  });
}
