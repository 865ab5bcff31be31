import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobPostInput, JobPostUpdate, RecruiterJobDetail } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { RECRUITER_KEY } from './keys';

/** `POST /api/jobs/jobpost/`: a new post, as a draft or published at once. */
export function createJobPost(body: JobPostInput): Promise<RecruiterJobDetail> {
  return callApi(jobsRoutes.createPost, { body });
}

/** `PATCH /api/jobs/jobpost/{id}/`: edit, publish, close or re-open one's own post. */
export function updateJobPost(id: number, body: JobPostUpdate): Promise<RecruiterJobDetail> {
  return callApi(jobsRoutes.updatePost, { params: { id }, body });
}

/** `DELETE /api/jobs/jobpost/{id}/` (SPEC.md §7). */
export async function deleteJobPost(id: number): Promise<void> {
  await callApi(jobsRoutes.deletePost, { params: { id } });
}

/** After any change the recruiter's lists, counts and the public board show the new state. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECRUITER_KEY }),
      queryClient.invalidateQueries({ queryKey: ['jobs'] }),
    ]);
}

export function useCreateJobPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createJobPost, onSuccess: refresh });
}

export function useUpdateJobPost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JobPostUpdate }) => updateJobPost(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteJobPost() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteJobPost, onSuccess: refresh });
}
