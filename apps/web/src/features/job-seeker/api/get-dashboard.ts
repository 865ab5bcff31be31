import { useQuery } from '@tanstack/react-query';
import type { SeekerDashboard } from '@dokkho/contract/hiring';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { callApi } from '../../../shared/api/call';
import { useSeekerKey } from './keys';

/** `GET /api/jobs/seeker/dashboard/`: counts by stage, recommended jobs, the profile's completeness. */
export function getSeekerDashboard(signal?: AbortSignal): Promise<SeekerDashboard> {
  return callApi(jobSeekerRoutes.dashboard, {}, { signal });
}

export function useSeekerDashboard() {
  const key = useSeekerKey();
  return useQuery({ queryKey: [...key, 'dashboard'], queryFn: ({ signal }) => getSeekerDashboard(signal) });
}
