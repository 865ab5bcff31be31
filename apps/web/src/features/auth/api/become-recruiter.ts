import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecruiterApplication, RecruiterCreated } from '@dokkho/contract/roles';
import { apiRequest } from '../../../shared/api/client';
import { setCachedRoles } from '../lib/cached-profile';

/**
 * `POST /api/user/api/v2/recruiter/` (bearer): 201 with the profile and the user's roles; 400 with field
 * messages or "You are already a recruiter."; 403 when the e-mail is not confirmed yet.
 */
export function becomeRecruiter(body: RecruiterApplication): Promise<RecruiterCreated> {
  return apiRequest<RecruiterCreated>('user/api/v2/recruiter/', { method: 'POST', body });
}

export function useBecomeRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeRecruiter,
    onSuccess: (answer) => setCachedRoles(queryClient, answer.roles),
  });
}
