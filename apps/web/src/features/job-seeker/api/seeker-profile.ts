import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeekerProfile, SeekerProfileUpdate } from '@dokkho/contract/hiring';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { callApi } from '../../../shared/api/call';
import { useSeekerKey } from './keys';

/** `GET /api/jobs/seeker/profile/`: the job seeker's own profile with experience and education. */
export function getSeekerProfile(signal?: AbortSignal): Promise<SeekerProfile> {
  return callApi(jobSeekerRoutes.profile, {}, { signal });
}

export function useSeekerProfileKey() {
  return [...useSeekerKey(), 'profile'] as const;
}

export function useSeekerProfile() {
  const queryKey = useSeekerProfileKey();
  return useQuery({ queryKey, queryFn: ({ signal }) => getSeekerProfile(signal) });
}

/** `PUT /api/jobs/seeker/profile/`: the profile's own fields; answers the whole profile. */
export function updateSeekerProfile(body: SeekerProfileUpdate): Promise<SeekerProfile> {
  return callApi(jobSeekerRoutes.updateProfile, { body });
}

/** After any profile change: the profile, the dashboard's completeness and "can I apply with it". */
export function useRefreshSeeker() {
  const queryClient = useQueryClient();
  const key = useSeekerKey();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useUpdateSeekerProfile() {
  const queryClient = useQueryClient();
  const profileKey = useSeekerProfileKey();
  const refresh = useRefreshSeeker();
  return useMutation({
    mutationFn: updateSeekerProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKey, profile);
      await refresh();
    },
  });
}
