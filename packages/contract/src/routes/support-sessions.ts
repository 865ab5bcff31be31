import type { NoContent } from '../common';
import { route } from '../route';
import type {
  AdvisorSlotInput,
  AdvisorSlotParam,
  StaffAdvisorSlot,
  StaffAdvisorSlotList,
  SupportBooking,
  SupportBookingInput,
  SupportBookingList,
  SupportBookingParam,
  SupportRescheduleInput,
  SupportSlotList,
} from '../support-sessions';

/**
 * Support sessions (issue 18 item 6). The free slots are public (the page sells the call before sign-in);
 * bookings are the signed-in learner's own (another's is a 404); staff publish and cancel slots.
 */
export const supportSessionRoutes = {
  slots: route<{ response: typeof SupportSlotList }>()('GET', '/support-sessions/slots/', 'public'),
  mine: route<{ response: typeof SupportBookingList }>()('GET', '/support-sessions/bookings/', 'user'),
  book: route<{ body: typeof SupportBookingInput; response: typeof SupportBooking }>()(
    'POST',
    '/support-sessions/bookings/',
    'user',
  ),
  reschedule: route<{
    params: typeof SupportBookingParam;
    body: typeof SupportRescheduleInput;
    response: typeof SupportBooking;
  }>()('PUT', '/support-sessions/bookings/:id/slot/', 'user'),
  cancel: route<{ params: typeof SupportBookingParam; response: typeof NoContent }>()(
    'DELETE',
    '/support-sessions/bookings/:id/',
    'user',
  ),
  staffList: route<{ response: typeof StaffAdvisorSlotList }>()('GET', '/admin/advisor-slots/', 'staff'),
  staffCreate: route<{ body: typeof AdvisorSlotInput; response: typeof StaffAdvisorSlot }>()(
    'POST',
    '/admin/advisor-slots/',
    'staff',
  ),
  staffCancel: route<{ params: typeof AdvisorSlotParam; response: typeof NoContent }>()(
    'DELETE',
    '/admin/advisor-slots/:id/',
    'staff',
  ),
} as const;
