import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecruiterApplication, RecruiterCreated } from '@dokkho/contract/roles';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedRoles } from '../lib/cached-profile';

/**
 * `POST /api/user/api/v2/recruiter/` (bearer): 201 with the profile and the user's roles; 400 with field
 * messages or "You are already a recruiter."; 403 when the e-mail is not confirmed yet.
 */
export function becomeRecruiter(body: RecruiterApplication): Promise<RecruiterCreated> {
  return callApi(usersRoutes.becomeRecruiter, { body });
}

export function useBecomeRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeRecruiter,
    onSuccess: (answer) => setCachedRoles(queryClient, answer.roles),
  });
}
