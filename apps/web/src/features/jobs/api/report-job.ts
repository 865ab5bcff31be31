import { useMutation } from '@tanstack/react-query';
import type { JobReportReason } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';

/** What JobReportRequest (the contract) gives after parsing: details default to ''. */
export interface JobReportValues {
  reason: JobReportReason;
  details: string;
}

/** `POST /api/jobs/report/{id}/` (signed in; one report per person per post, 409 on a second). */
export function reportJob(id: number, body: JobReportValues): Promise<{ detail: string }> {
  return callApi(jobsRoutes.report, { params: { id }, body });
}

export function useReportJob(id: number) {
  return useMutation({ mutationFn: (body: JobReportValues) => reportJob(id, body) });
}
