import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EventDetailMessage,
  EventRegistrationCreated,
  EventResendRequest,
} from '@dokkho/contract/events';
import { eventRoutes } from '@dokkho/contract/routes/events';
import { callApi } from '../../../shared/api/call';
import { EVENTS_QUERY_PREFIX } from './get-event';

export interface RegistrantDetails {
  name: string;
  phone: string;
  email: string;
  profession?: string | undefined;
}

/**
 * `POST /api/course/masterclass-registration/` or `POST /api/course/free-class/register/`: a seat, or a
 * place on the waiting list past the cap. 409 when closed, started, cancelled or already registered.
 */
export function registerForEvent(
  event: { id: number; kind: 'masterclass' | 'free_class' },
  details: RegistrantDetails,
): Promise<EventRegistrationCreated> {
  const { name, phone, email, profession } = details;
  return event.kind === 'masterclass'
    ? callApi(eventRoutes.registerMasterclass, {
        body: { masterclass_id: event.id, name, phone, email, ...(profession ? { profession } : {}) },
      })
    : callApi(eventRoutes.registerFreeClass, { body: { free_class_id: event.id, name, phone, email } });
}

export function useRegisterForEvent(event: { id: number; kind: 'masterclass' | 'free_class' }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: RegistrantDetails) => registerForEvent(event, details),
    // Seats left and the caller's own state changed on every page that shows them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_PREFIX }),
  });
}

/** `POST /api/course/event-registrations/resend/`: the joining details again, to the e-mail on file. */
export function resendJoiningDetails(body: EventResendRequest): Promise<EventDetailMessage> {
  return callApi(eventRoutes.resendRegistration, { body });
}

export function useResendJoiningDetails() {
  return useMutation({ mutationFn: resendJoiningDetails });
}
