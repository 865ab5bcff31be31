import { useMutation } from '@tanstack/react-query';
import type { HiringLeadResponse, HiringLeadValues } from '@dokkho/contract/jobs';
import { apiRequest } from '../../../shared/api/client';

/** `POST /api/jobs/hiring-lead/` (public): an employer asks to hire through Dokkho; staff follow up. */
export function submitHiringLead(body: HiringLeadValues): Promise<HiringLeadResponse> {
  return apiRequest<HiringLeadResponse>('jobs/hiring-lead/', { method: 'POST', body });
}

export function useSubmitHiringLead() {
  return useMutation({ mutationFn: submitHiringLead });
}
