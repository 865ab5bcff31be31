import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateDetails } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/certificate-details/{serial}/` (public): proof that a certificate is genuine. */
export function getCertificate(serial: string, signal?: AbortSignal): Promise<CertificateDetails> {
  return callApi(playerRoutes.certificate, { params: { id: serial } }, { signal });
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
