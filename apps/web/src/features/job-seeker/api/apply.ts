import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';
import type { ApplyStatus, MyApplicationDetail, ResumeKind } from '@dokkho/contract/hiring';
import { routePath } from '@dokkho/contract/route';
import { jobSeekerRoutes } from '@dokkho/contract/routes/job-seeker';
import { callApi } from '../../../shared/api/call';
import { useAccessToken } from '../../../shared/auth/use-session';
import { useSeekerKey } from './keys';
import { postFormWithProgress } from './upload';

/**
 * `GET /api/jobs/apply/{jobId}/` (signed in): may I apply, and my application if there is one. Asked
 * apart from the job itself, which is a public, cached page.
 */
export function getApplyStatus(jobId: number, signal?: AbortSignal): Promise<ApplyStatus> {
  return callApi(jobSeekerRoutes.applyStatus, { params: { jobId } }, { signal });
}

export function useApplyStatusKey(jobId: number) {
  return [...useSeekerKey(), 'apply-status', jobId] as const;
}

export function useApplyStatus(jobId: number) {
  const token = useAccessToken();
  const queryKey = useApplyStatusKey(jobId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getApplyStatus(jobId, signal),
    enabled: Boolean(token),
  });
}

export interface ApplyValues {
  resume_kind: ResumeKind;
  cover_letter: string;
  file: File | null;
  /** For `built`: which of my resumes (a snapshot of it goes with the application). */
  resume_id?: number | null;
}

/**
 * `POST /api/jobs/apply/{jobId}/` as multipart/form-data: resume_kind, cover_letter and, for an upload,
 * file; for a built resume, resume_id.
 */
export function submitApplication(
  jobId: number,
  values: ApplyValues,
  onProgress: (fraction: number) => void,
): Promise<MyApplicationDetail> {
  const form = new FormData();
  form.set('resume_kind', values.resume_kind);
  if (values.cover_letter.trim()) form.set('cover_letter', values.cover_letter.trim());
  if (values.resume_kind === 'upload' && values.file) form.set('file', values.file, values.file.name);
  if (values.resume_kind === 'built' && values.resume_id) form.set('resume_id', String(values.resume_id));
  // Sent by upload.ts (XMLHttpRequest, for the progress bar), so only the path comes from the entry.
  return postFormWithProgress<MyApplicationDetail>(
    routePath(jobSeekerRoutes.apply, { jobId }),
    form,
    onProgress,
  );
}

export function useSubmitApplication(jobId: number, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  const key = useSeekerKey();
  return useMutation({
    mutationFn: (values: ApplyValues) => submitApplication(jobId, values, onProgress),
    onSuccess: async (application) => {
      queryClient.setQueryData([...key, 'application', String(application.id)], application);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    // Applied from another tab, the job just closed, or the daily limit: the panel's status is stale.
    onError: (error) => {
      if (error instanceof ApiError && [403, 404, 409].includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey: [...key, 'apply-status', jobId] });
      }
    },
  });
}
