import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile, CompanyProfileUpdate } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { RECRUITER_KEY } from './keys';

/** `GET /api/jobs/company-profile/`: the recruiter's company, copied onto their posts when they are saved. */
export function getCompanyProfile(signal?: AbortSignal): Promise<CompanyProfile> {
  return callApi(jobsRoutes.companyProfile, {}, { signal });
}

export function companyProfileQueryOptions() {
  return queryOptions({
    queryKey: [...RECRUITER_KEY, 'company'] as const,
    queryFn: ({ signal }) => getCompanyProfile(signal),
  });
}

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}

/** `PATCH /api/jobs/company-profile/`. */
export function updateCompanyProfile(body: CompanyProfileUpdate): Promise<CompanyProfile> {
  return callApi(jobsRoutes.updateCompanyProfile, { body });
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (profile) => queryClient.setQueryData(companyProfileQueryOptions().queryKey, profile),
  });
}
