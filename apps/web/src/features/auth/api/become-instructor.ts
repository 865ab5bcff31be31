import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstructorApplication, InstructorCreated } from '@dokkho/contract/roles';
import { apiRequest } from '../../../shared/api/client';
import { setCachedRoles } from '../lib/cached-profile';

/**
 * `POST /api/user/api/v2/instructor/` (bearer): 201 with the profile and the user's roles; 400 with field
 * messages or "You are already an instructor."; 403 when the e-mail is not confirmed yet.
 */
export function becomeInstructor(body: InstructorApplication): Promise<InstructorCreated> {
  return apiRequest<InstructorCreated>('user/api/v2/instructor/', { method: 'POST', body });
}

export function useBecomeInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeInstructor,
    onSuccess: (answer) => setCachedRoles(queryClient, answer.roles),
  });
}
