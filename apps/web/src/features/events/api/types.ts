// The events contract as this feature uses it (docs/decisions/042).
export type {
  EventCard,
  EventDetail,
  EventKind,
  EventRegistrationDetail as RegistrationView,
  EventRegistrationStatus as RegistrationStatus,
  MyEventItem,
  MyEvents,
} from '@dokkho/contract/events';
