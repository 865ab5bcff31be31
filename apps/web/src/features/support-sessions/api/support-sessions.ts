import { supportSessionRoutes } from '@dokkho/contract/routes/support-sessions';
import type { SupportBookingInput } from '@dokkho/contract/support-sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

const SLOTS_KEY = ['support-sessions', 'slots'] as const;
const myBookingsKey = (viewerId: string) => [...personalQueryPrefix(viewerId), 'support-sessions'] as const;

/** `GET support-sessions/slots/`: the free slots of the next 30 days (public). */
export function useFreeSlots() {
  return useQuery({
    queryKey: SLOTS_KEY,
    queryFn: ({ signal }) => callApi(supportSessionRoutes.slots, {}, { signal }),
    staleTime: 30_000,
  });
}

/** `GET support-sessions/bookings/`: the signed-in learner's sessions that have not ended. */
export function useMyBookings() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: myBookingsKey(viewerId ?? ''),
    queryFn: ({ signal }) => callApi(supportSessionRoutes.mine, {}, { signal }),
    enabled: viewerId !== null,
    staleTime: 0,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SLOTS_KEY }),
      queryClient.invalidateQueries({ queryKey: myBookingsKey(viewerId) }),
    ]);
}

/** `POST support-sessions/bookings/`. Both lists reload whatever the answer (a 409: someone was faster). */
export function useBookSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SupportBookingInput) => callApi(supportSessionRoutes.book, { body }),
    onSettled: refresh,
  });
}

/** `PUT support-sessions/bookings/{id}/slot/`. */
export function useRescheduleSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { bookingId: number; slotId: number }) =>
      callApi(supportSessionRoutes.reschedule, {
        params: { id: input.bookingId },
        body: { slot_id: input.slotId },
      }),
    onSettled: refresh,
  });
}

/** `DELETE support-sessions/bookings/{id}/`. */
export function useCancelSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (bookingId: number) => callApi(supportSessionRoutes.cancel, { params: { id: bookingId } }),
    onSettled: refresh,
  });
}
