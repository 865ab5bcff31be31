import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobSeekerCreated } from '@dokkho/contract/roles';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedRoles } from '../lib/cached-profile';

/** `POST /api/user/api/v2/job_seeker/` (bearer, no body, SPEC.md §7): 201 with the user's roles. */
export function becomeJobSeeker(): Promise<JobSeekerCreated> {
  return callApi(usersRoutes.becomeJobSeeker, {});
}

export function useBecomeJobSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeJobSeeker,
    onSuccess: (answer) => setCachedRoles(queryClient, answer.roles),
  });
}
