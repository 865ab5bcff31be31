import { useMutation } from '@tanstack/react-query';
import type { HiringLeadResponse, HiringLeadValues } from '@dokkho/contract/jobs';
import { jobsRoutes } from '@dokkho/contract/routes/jobs';
import { callApi } from '../../../shared/api/call';

/** `POST /api/jobs/hiring-lead/` (public): an employer asks to hire through Dokkho; staff follow up. */
export function submitHiringLead(body: HiringLeadValues): Promise<HiringLeadResponse> {
  return callApi(jobsRoutes.hiringLead, { body });
}

export function useSubmitHiringLead() {
  return useMutation({ mutationFn: submitHiringLead });
}
