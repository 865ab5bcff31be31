import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ConsultationStatus,
  EventKind,
  EventRegistrationStatus,
  EventState,
} from '@dokkho/contract/events';

export const KIND_LABELS: Record<EventKind, MessageDescriptor> = {
  masterclass: msg`Masterclass`,
  free_class: msg`Free class`,
};

export const STATE_LABELS: Record<EventState, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  live: msg`Live now`,
  ended: msg`Ended`,
  cancelled: msg`Cancelled`,
};

export const REGISTRATION_LABELS: Record<EventRegistrationStatus, MessageDescriptor> = {
  confirmed: msg`Confirmed`,
  waitlisted: msg`Waiting list`,
  cancelled: msg`Cancelled`,
};

export const CONSULTATION_LABELS: Record<ConsultationStatus, MessageDescriptor> = {
  new: msg`New`,
  call_back: msg`Call back`,
  contacted: msg`Contacted`,
  no_answer: msg`No answer`,
  enrolled: msg`Enrolled`,
  closed: msg`Closed`,
};
