import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyApplicationDetail, MyApplicationsResponse } from '@dokkho/contract/hiring';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { callApi } from '../../../shared/api/call';
import { useSeekerKey } from './keys';

export const APPLICATIONS_PAGE_SIZE = 10;

/** `GET /api/jobs/applications/?status=&page=`: my applications, newest first. */
export function getMyApplications(
  query: { status?: string | undefined; page?: number },
  signal?: AbortSignal,
): Promise<MyApplicationsResponse> {
  return callApi(
    jobSeekerRoutes.applications,
    { query: { status: query.status, page: query.page, page_size: APPLICATIONS_PAGE_SIZE } },
    { signal },
  );
}

export function useMyApplications(query: { status?: string | undefined; page: number }) {
  const key = useSeekerKey();
  return useQuery({
    queryKey: [...key, 'applications', query.status ?? 'all', query.page],
    queryFn: ({ signal }) => getMyApplications(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/jobs/applications/{id}/`: one of mine (another person's is a 404). */
export function getMyApplication(id: string, signal?: AbortSignal): Promise<MyApplicationDetail> {
  return callApi(jobSeekerRoutes.application, { params: { id } }, { signal });
}

export function useMyApplication(id: string) {
  const key = useSeekerKey();
  return useQuery({
    queryKey: [...key, 'application', id],
    queryFn: ({ signal }) => getMyApplication(id, signal),
    enabled: /^\d+$/.test(id),
  });
}

/** `POST /api/jobs/applications/{id}/withdraw/`: answers the application as it is now. */
export function withdrawApplication(id: number): Promise<MyApplicationDetail> {
  return callApi(jobSeekerRoutes.withdraw, { params: { id } });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  const key = useSeekerKey();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: async (application) => {
      queryClient.setQueryData([...key, 'application', String(application.id)], application);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
