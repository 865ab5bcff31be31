import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstructorOwnProfile, InstructorProfileUpdate } from '@dokkho/contract/instructors';
import { instructorsRoutes } from '@dokkho/contract/routes/instructors';
import { callApi } from '../../../shared/api/call';
import { INSTRUCTOR_PROFILE_KEY, PUBLIC_INSTRUCTOR_KEY } from './keys';

/** `GET /api/instructors/profile/`: the instructor's own profile, both languages. */
export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: [...INSTRUCTOR_PROFILE_KEY, 'profile'] as const,
    queryFn: ({ signal }) => callApi(instructorsRoutes.profile, {}, { signal }),
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/** `PATCH /api/instructors/profile/`. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructorProfileUpdate) => callApi(instructorsRoutes.updateProfile, { body }),
    onSuccess: (profile: InstructorOwnProfile) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_INSTRUCTOR_KEY });
    },
  });
}
