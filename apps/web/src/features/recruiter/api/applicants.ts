import { hiringRoutes } from '@dokkho/contract/routes/hiring';
import { callApi } from '../../../shared/api/call';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { APPLICANT_SORTS } from '@dokkho/contract/hiring';
import type {
  ApplicantDetail,
  ApplicantNote,
  TimelineStage,
  ApplicantsResponse,
  ApplicantUpdate,
  ApplicationStage,
  BulkStageResponse,
} from '@dokkho/contract/hiring';
import { RECRUITER_KEY } from './keys';

/** The pipeline's own keys: a stage move refreshes lists, counts, ranking and the dashboard together. */
export const APPLICANTS_KEY = [...RECRUITER_KEY, 'applicants'] as const;

export interface ApplicantsFilters {
  stage?: TimelineStage | undefined;
  search?: string | undefined;
  sort?: (typeof APPLICANT_SORTS)[number] | undefined;
  page?: number;
  page_size?: number;
}

/** `GET /api/jobs/allapplicants/{jobId}/`: one post's applicants, with the stage counts for its tabs. */
export function getApplicants(
  jobId: number,
  query: ApplicantsFilters,
  signal?: AbortSignal,
): Promise<ApplicantsResponse> {
  return callApi(hiringRoutes.applicants, { params: { jobId }, query }, { signal });
}

export function applicantsQueryOptions(jobId: number, query: ApplicantsFilters) {
  return queryOptions({
    queryKey: [...APPLICANTS_KEY, 'job', jobId, query] as const,
    queryFn: ({ signal }) => getApplicants(jobId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApplicants(jobId: number, query: ApplicantsFilters) {
  return useQuery(applicantsQueryOptions(jobId, query));
}

/** `GET /api/jobs/applicants/{applicationId}/` (opening it marks it seen). */
export function getApplicant(id: number, signal?: AbortSignal): Promise<ApplicantDetail> {
  return callApi(hiringRoutes.applicant, { params: { applicationId: id } }, { signal });
}

export function applicantQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...APPLICANTS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => getApplicant(id, signal),
  });
}

/**
 * Opening an application marks it seen and its notifications read on the server, so once it has loaded
 * the lists' "new" dots, the counts and the bell are refreshed (all recruiter queries but the details).
 */
export function useApplicant(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...applicantQueryOptions(id),
    queryFn: async ({ signal }) => {
      const detail = await getApplicant(id, signal);
      void queryClient.invalidateQueries({
        queryKey: RECRUITER_KEY,
        predicate: (query) => !(query.queryKey[1] === 'applicants' && query.queryKey[2] === 'detail'),
      });
      return detail;
    },
  });
}

/**
 * After any pipeline change every recruiter view shows the new state (lists, counts, ranking, shortlist,
 * dashboard, the posts' applicant counts), so the whole recruiter key is refreshed.
 */
function useRefreshRecruiter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: RECRUITER_KEY });
}

/** `PATCH /api/jobs/applicants/{applicationId}/`: move the stage (the applicant is e-mailed) and/or shortlist. */
export function updateApplicant(id: number, body: ApplicantUpdate): Promise<ApplicantDetail> {
  return callApi(hiringRoutes.updateApplicant, { params: { applicationId: id }, body });
}

export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRecruiter();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApplicantUpdate }) => updateApplicant(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicantQueryOptions(detail.id).queryKey, detail);
      return refresh();
    },
  });
}

/** `POST /api/jobs/applicants/bulk-stage/`: all or nothing; withdrawn ones are skipped and counted. */
export function bulkMoveStage(body: {
  application_ids: number[];
  stage: ApplicationStage;
}): Promise<BulkStageResponse> {
  return callApi(hiringRoutes.bulkStage, { body });
}

export function useBulkMoveStage() {
  const refresh = useRefreshRecruiter();
  return useMutation({ mutationFn: bulkMoveStage, onSuccess: refresh });
}

/** `POST /api/jobs/applicants/{applicationId}/notes/`. */
export function addNote(applicationId: number, body: string): Promise<ApplicantNote> {
  return callApi(hiringRoutes.addNote, { params: { applicationId }, body: { body } });
}

/** `DELETE /api/jobs/applicants/{applicationId}/notes/{noteId}/`. */
export async function deleteNote(applicationId: number, noteId: number): Promise<void> {
  await callApi(hiringRoutes.deleteNote, { params: { applicationId, noteId } });
}

export function useAddNote(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addNote(applicationId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: applicantQueryOptions(applicationId).queryKey }),
  });
}

export function useDeleteNote(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => deleteNote(applicationId, noteId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: applicantQueryOptions(applicationId).queryKey }),
  });
}
