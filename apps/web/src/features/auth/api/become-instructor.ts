import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstructorApplication, InstructorCreated } from '@dokkho/contract/roles';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedRoles } from '../lib/cached-profile';

/**
 * `POST /api/user/api/v2/instructor/` (bearer): 201 with the profile and the user's roles; 400 with field
 * messages or "You are already an instructor."; 403 when the e-mail is not confirmed yet.
 */
export function becomeInstructor(body: InstructorApplication): Promise<InstructorCreated> {
  return callApi(usersRoutes.becomeInstructor, { body });
}

export function useBecomeInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeInstructor,
    onSuccess: (answer) => setCachedRoles(queryClient, answer.roles),
  });
}
