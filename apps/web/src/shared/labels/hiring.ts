import { msg } from '@lingui/core/macro';
import type { ApplicationStage, TimelineStage } from '@dokkho/contract/hiring';
import type { LabelMap } from './resolve';

/** The stages as the recruiter names them. */
export const APPLICATION_STAGE_LABELS: LabelMap<ApplicationStage> = {
  applied: msg({ message: 'Applied', context: 'application stage' }),
  screening: msg`Screening`,
  interview: msg({ message: 'Interview', context: 'application stage' }),
  offer: msg({ message: 'Offer', context: 'application stage' }),
  hired: msg`Hired`,
  rejected: msg({ message: 'Rejected', context: 'application stage' }),
};

/**
 * The same stages as the applicant reads them (kinder words, as in the e-mails the server sends), and
 * the applicant's own withdrawal.
 */
export const APPLICANT_STAGE_LABELS: LabelMap<TimelineStage> = {
  applied: msg`Application received`,
  screening: msg`Being reviewed`,
  interview: msg`Invited to interview`,
  offer: msg`Offer made`,
  hired: msg`Hired`,
  rejected: msg`Not selected`,
  withdrawn: msg({ message: 'Withdrawn', context: 'application stage' }),
};
