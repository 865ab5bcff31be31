import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  APPLICANT_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
  type TimelineStage,
} from '@dokkho/contract/hiring';

/** The stages in the order an application moves through them (rejected is an end, not a step). */
export const PIPELINE: readonly ApplicationStage[] = APPLICATION_STAGES.filter(
  (stage) => stage !== 'rejected',
);

/**
 * What the applicant reads for a stage, translated: the contract's APPLICANT_STAGE_LABELS (the same English)
 * and "Withdrawn". Render with `i18n._(STAGE_MESSAGES[stage])`.
 */
export const STAGE_MESSAGES: Record<TimelineStage, MessageDescriptor> = {
  applied: msg`Application received`,
  screening: msg`Being reviewed`,
  interview: msg`Invited to interview`,
  offer: msg`Offer made`,
  hired: msg`Hired`,
  rejected: msg`Not selected`,
  withdrawn: msg`Withdrawn`,
};

/** The English of a stage (tests and data); the interface shows STAGE_MESSAGES. What the applicant reads for a stage (the contract's kinder words; "withdrawn" is their own step). */
export function stageText(stage: TimelineStage): string {
  return stage === 'withdrawn' ? 'Withdrawn' : APPLICANT_STAGE_LABELS[stage];
}

/** The application's state in one phrase: its stage, or that it was withdrawn (a message to translate). */
export function applicationStateMessage(application: {
  stage: ApplicationStage;
  withdrawn: boolean;
}): MessageDescriptor {
  return STAGE_MESSAGES[application.withdrawn ? 'withdrawn' : application.stage];
}

/** The English of the application's state in one phrase: its stage, or that it was withdrawn. */
export function applicationStateText(application: { stage: ApplicationStage; withdrawn: boolean }): string {
  return application.withdrawn ? 'Withdrawn' : APPLICANT_STAGE_LABELS[application.stage];
}
