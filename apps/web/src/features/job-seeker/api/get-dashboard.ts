import { useQuery } from '@tanstack/react-query';
import type { SeekerDashboard } from '@dokkho/contract/hiring';
import { apiRequest } from '../../../shared/api/client';
import { useSeekerKey } from './keys';

/** `GET /api/jobs/seeker/dashboard/`: counts by stage, recommended jobs, the profile's completeness. */
export function getSeekerDashboard(signal?: AbortSignal): Promise<SeekerDashboard> {
  return apiRequest<SeekerDashboard>('jobs/seeker/dashboard/', { signal });
}

export function useSeekerDashboard() {
  const key = useSeekerKey();
  return useQuery({ queryKey: [...key, 'dashboard'], queryFn: ({ signal }) => getSeekerDashboard(signal) });
}
