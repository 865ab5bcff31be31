import { useMutation } from '@tanstack/react-query';
import type { ConsultationRequest, ConsultationResponse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/** `POST /api/course/create-consultation/`: a call-back request; answers a personal coupon. */
export function requestConsultation(body: ConsultationRequest): Promise<ConsultationResponse> {
  return callApi(learningRoutes.consultation, { body });
}

export function useRequestConsultation() {
  return useMutation({ mutationFn: requestConsultation });
}
