import { jobModerationRoutes } from '@dokkho/contract/routes/hiring';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobReportRow, StaffCloseJobResponse } from '@dokkho/contract/jobs';
import type { DismissReportResponse } from '@dokkho/contract/moderation';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffJobReportsPrefix } from './staff-keys';

/** `GET /api/admin/job-reports/` (bearer, staff): unresolved reports of job posts, oldest first. */
export function getJobReports(signal?: AbortSignal): Promise<JobReportRow[]> {
  return callApi(jobsRoutes.openReports, {}, { signal });
}

export function useJobReports() {
  const viewerId = useViewerId();
  return useQuery({
    ...queryOptions({
      queryKey: [...staffJobReportsPrefix(viewerId ?? ''), 'open'] as const,
      queryFn: ({ signal }) => getJobReports(signal),
      staleTime: 0,
    }),
    enabled: viewerId !== null,
  });
}

export type ReportDecision = 'close' | 'dismiss';

/**
 * `close`: `POST /api/admin/jobs/{jobId}/close/` closes the post for good and resolves all its reports.
 * `dismiss`: `POST /api/admin/job-reports/{id}/dismiss/` resolves this one report; the post stays.
 */
export function decideJobReport(
  report: JobReportRow,
  decision: ReportDecision,
): Promise<StaffCloseJobResponse | DismissReportResponse> {
  return decision === 'close'
    ? callApi(jobsRoutes.staffClose, { params: { id: report.job.id } })
    : callApi(jobModerationRoutes.dismissReport, { params: { id: report.id } });
}

export function useDecideJobReport(report: JobReportRow) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (decision: ReportDecision) => decideJobReport(report, decision),
    // Also after a 404: a colleague handled it first, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffJobReportsPrefix(viewerId) }),
  });
}
