import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeekerContactRequest } from '@dokkho/contract/hiring';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { callApi } from '../../../shared/api/call';
import { useSeekerKey } from './keys';

/** `GET /api/jobs/seeker/contact-requests/`: recruiters who asked to contact me. */
export function getContactRequests(signal?: AbortSignal): Promise<SeekerContactRequest[]> {
  return callApi(jobSeekerRoutes.contactRequests, {}, { signal });
}

export function useContactRequests(enabled = true) {
  const key = useSeekerKey();
  return useQuery({
    queryKey: [...key, 'contact-requests'],
    queryFn: ({ signal }) => getContactRequests(signal),
    enabled,
  });
}

/** `POST /api/jobs/seeker/contact-requests/{id}/` `{accept}`: accepting shows my e-mail and phone. */
export function answerContactRequest(id: number, accept: boolean): Promise<SeekerContactRequest> {
  return callApi(jobSeekerRoutes.answerContactRequest, { params: { id }, body: { accept } });
}

export function useAnswerContactRequest() {
  const queryClient = useQueryClient();
  const key = useSeekerKey();
  return useMutation({
    mutationFn: ({ id, accept }: { id: number; accept: boolean }) => answerContactRequest(id, accept),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
