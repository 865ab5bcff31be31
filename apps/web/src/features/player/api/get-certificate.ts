import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateDetails } from '@dokkho/contract/learning';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/certificate-details/{serial}/` (public): proof that a certificate is genuine. */
export function getCertificate(serial: string, signal?: AbortSignal): Promise<CertificateDetails> {
  return apiRequest<CertificateDetails>(`course/certificate-details/${encodeURIComponent(serial)}/`, {
    signal,
    auth: false,
  });
}

export const certificateQueryKey = (serial: string) => ['learning', 'certificate', serial] as const;

export function certificateQueryOptions(serial: string) {
  return queryOptions({
    queryKey: certificateQueryKey(serial),
    queryFn: ({ signal }) => getCertificate(serial, signal),
  });
}

/** `serial` null: the address cannot hold a certificate number, so nothing is asked. */
export function useCertificate(serial: string | null) {
  return useQuery({ ...certificateQueryOptions(serial ?? ''), enabled: serial !== null });
}
