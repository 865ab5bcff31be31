import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { companyProfileQueryOptions } from './company-profile';

/**
 * `POST /api/jobs/company-profile/logo/` (multipart, field "file"): the new logo, stored as a 256 px square
 * WebP with the whole logo fitted inside; 400 for a file that is not a JPEG, PNG or WebP image, 413 when
 * too large. Every post of the recruiter shows it at once.
 */
export function uploadCompanyLogo(file: File): Promise<CompanyProfile> {
  const form = new FormData();
  form.append('file', file);
  return callApi(jobsRoutes.uploadCompanyLogo, { body: form });
}

/** `DELETE /api/jobs/company-profile/logo/`: back to the initials tile. */
export function removeCompanyLogo(): Promise<CompanyProfile> {
  return callApi(jobsRoutes.removeCompanyLogo, {});
}

function useCompanyLogoMutation<TArg>(mutationFn: (arg: TArg) => Promise<CompanyProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(companyProfileQueryOptions().queryKey, profile),
  });
}

export const useUploadCompanyLogo = () => useCompanyLogoMutation(uploadCompanyLogo);
export const useRemoveCompanyLogo = () => useCompanyLogoMutation<undefined>(() => removeCompanyLogo());
