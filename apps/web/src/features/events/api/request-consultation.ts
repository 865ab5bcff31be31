import { useMutation } from '@tanstack/react-query';
import type { ConsultationCreated, MasterclassConsultationRequest } from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';

/** `POST /api/course/masterclass-consultation/`: a call-back request for the staff's follow-up queue. */
export function requestMasterclassConsultation(
  body: MasterclassConsultationRequest,
): Promise<ConsultationCreated> {
  return callApi(eventRoutes.requestConsultation, { body });
}

export function useRequestMasterclassConsultation() {
  return useMutation({ mutationFn: requestMasterclassConsultation });
}
