import { useMutation } from '@tanstack/react-query';
import type { ConsultationRequest, ConsultationResponse } from '@dokkho/contract/learning';
import { apiRequest } from '../../../shared/api/client';

/** `POST /api/course/create-consultation/`: a call-back request; answers a personal coupon. */
export function requestConsultation(body: ConsultationRequest): Promise<ConsultationResponse> {
  return apiRequest<ConsultationResponse>('course/create-consultation/', {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useRequestConsultation() {
  return useMutation({ mutationFn: requestConsultation });
}
