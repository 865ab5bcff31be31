import type { IdParam } from '../common';
import type {
  ConsultationCreated,
  ConsultationItem,
  ConsultationQueue,
  ConsultationQueueQuery,
  ConsultationUpdate,
  EventCreate,
  EventDetail,
  EventDetailMessage,
  EventFormOptions,
  EventFunnelList,
  EventFunnelQuery,
  EventJoin,
  EventList,
  EventListQuery,
  EventRecording,
  EventRecordingUpdate,
  EventRegistrationCancelled,
  EventRegistrationCreated,
  EventRegistrationDetail,
  EventRegistrationList,
  EventRegistrationsQuery,
  EventResendRequest,
  EventTicketQuery,
  EventUpdate,
  FreeClassList,
  FreeClassListQuery,
  FreeClassRegistrationRequest,
  IcsFile,
  ManagedEvent,
  ManagedEventList,
  ManagedEventsQuery,
  MasterclassConsultationRequest,
  MasterclassRegistrationRequest,
  MyEvents,
  UpcomingMasterclass,
} from '../events';
import { route } from '../route';

/**
 * Issue 18 (docs/decisions/042): masterclasses and free classes. The eight calls of SPEC.md §7 keep their
 * paths; `optional` ones include the signed-in caller's own registration. The registrant calls take the
 * signed-in owner or the registration's ticket (`?ticket=` or the `X-Event-Ticket` header).
 */
export const eventRoutes = {
  masterclasses: route<{ query: typeof EventListQuery; response: typeof EventList }>()(
    'GET',
    '/course/master-class/',
    'optional',
  ),
  upcomingMasterclass: route<{ response: typeof UpcomingMasterclass }>()(
    'GET',
    '/marketing/upcoming-masterclass/',
    'optional',
  ),
  /** 404 for a free class's id. */
  masterclass: route<{ params: typeof IdParam; response: typeof EventDetail }>()(
    'GET',
    '/course/masterclass-details/:id/',
    'optional',
  ),
  registerMasterclass: route<{
    body: typeof MasterclassRegistrationRequest;
    response: typeof EventRegistrationCreated;
  }>()('POST', '/course/masterclass-registration/', 'optional'),
  requestConsultation: route<{
    body: typeof MasterclassConsultationRequest;
    response: typeof ConsultationCreated;
  }>()('POST', '/course/masterclass-consultation/', 'optional'),
  freeClasses: route<{ query: typeof FreeClassListQuery; response: typeof FreeClassList }>()(
    'GET',
    '/course/free-classes/',
    'optional',
  ),
  /** 404 for a masterclass's id. */
  freeClass: route<{ params: typeof IdParam; response: typeof EventDetail }>()(
    'GET',
    '/course/free-classes/:id/',
    'optional',
  ),
  registerFreeClass: route<{
    body: typeof FreeClassRegistrationRequest;
    response: typeof EventRegistrationCreated;
  }>()('POST', '/course/free-class/register/', 'optional'),
  /** After a 409 "already registered": the joining details again, to the e-mail on file (rate-limited). */
  resendRegistration: route<{ body: typeof EventResendRequest; response: typeof EventDetailMessage }>()(
    'POST',
    '/course/event-registrations/resend/',
    'public',
  ),
  registration: route<{
    params: typeof IdParam;
    query: typeof EventTicketQuery;
    response: typeof EventRegistrationDetail;
  }>()('GET', '/course/event-registrations/:id/', 'optional'),
  /** Cancels a seat or a place on the waiting list; a freed seat goes to the oldest waiting. */
  cancelRegistration: route<{
    params: typeof IdParam;
    query: typeof EventTicketQuery;
    response: typeof EventRegistrationCancelled;
  }>()('DELETE', '/course/event-registrations/:id/', 'optional'),
  myEvents: route<{ response: typeof MyEvents }>()('GET', '/course/my-events/', 'user'),
  /** From 15 minutes before the start until the end; records attendance. 409 earlier, 403 for others. */
  join: route<{ params: typeof IdParam; query: typeof EventTicketQuery; response: typeof EventJoin }>()(
    'POST',
    '/course/events/:id/join/',
    'optional',
  ),
  recording: route<{
    params: typeof IdParam;
    query: typeof EventTicketQuery;
    response: typeof EventRecording;
  }>()('GET', '/course/events/:id/recording/', 'optional'),
  /** The event as an iCalendar file (no personal data). */
  calendar: route<{ params: typeof IdParam; response: typeof IcsFile }>()(
    'GET',
    '/course/events/:id/calendar.ics',
    'public',
  ),
};

/**
 * Issue 18 item 8: instructors manage the events they host, staff every event (staff pass the role
 * check). Another host's event is the same 404 as none.
 */
export const eventAdminRoutes = {
  options: route<{ response: typeof EventFormOptions }>()('GET', '/instructor/events/options/', 'instructor'),
  list: route<{ query: typeof ManagedEventsQuery; response: typeof ManagedEventList }>()(
    'GET',
    '/instructor/events/',
    'instructor',
  ),
  create: route<{ body: typeof EventCreate; response: typeof ManagedEvent }>()(
    'POST',
    '/instructor/events/',
    'instructor',
  ),
  get: route<{ params: typeof IdParam; response: typeof ManagedEvent }>()(
    'GET',
    '/instructor/events/:id/',
    'instructor',
  ),
  update: route<{ params: typeof IdParam; body: typeof EventUpdate; response: typeof ManagedEvent }>()(
    'PATCH',
    '/instructor/events/:id/',
    'instructor',
  ),
  /** Registrants are told (e-mail, SMS, bell). */
  cancel: route<{ params: typeof IdParam; response: typeof ManagedEvent }>()(
    'POST',
    '/instructor/events/:id/cancel/',
    'instructor',
  ),
  /** While live: it ends now; the recording and the attendees' offer then go out at once (ADR 045). */
  end: route<{ params: typeof IdParam; response: typeof ManagedEvent }>()(
    'POST',
    '/instructor/events/:id/end/',
    'instructor',
  ),
  recording: route<{
    params: typeof IdParam;
    body: typeof EventRecordingUpdate;
    response: typeof ManagedEvent;
  }>()('PUT', '/instructor/events/:id/recording/', 'instructor'),
  registrations: route<{
    params: typeof IdParam;
    query: typeof EventRegistrationsQuery;
    response: typeof EventRegistrationList;
  }>()('GET', '/instructor/events/:id/registrations/', 'instructor'),
  /** Staff: registrations -> attendance -> purchases per event. */
  funnel: route<{ query: typeof EventFunnelQuery; response: typeof EventFunnelList }>()(
    'GET',
    '/staff/events/funnel/',
    'staff',
  ),
  consultations: route<{ query: typeof ConsultationQueueQuery; response: typeof ConsultationQueue }>()(
    'GET',
    '/staff/consultations/',
    'staff',
  ),
  updateConsultation: route<{
    params: typeof IdParam;
    body: typeof ConsultationUpdate;
    response: typeof ConsultationItem;
  }>()('PATCH', '/staff/consultations/:id/', 'staff'),
};
