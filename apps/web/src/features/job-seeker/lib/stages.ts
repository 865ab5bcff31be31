import { i18n, type MessageDescriptor } from '@lingui/core';
import { APPLICATION_STAGES, type ApplicationStage, type TimelineStage } from '@dokkho/contract/hiring';
import { APPLICANT_STAGE_LABELS } from '../../../shared/labels/hiring';

/** The stages in the order an application moves through them (rejected is an end, not a step). */
export const PIPELINE: readonly ApplicationStage[] = APPLICATION_STAGES.filter(
  (stage) => stage !== 'rejected',
);

/** What the applicant reads for a stage (kinder words than the recruiter's), in the interface language. */
export function stageText(stage: TimelineStage): string {
  return i18n._(APPLICANT_STAGE_LABELS[stage]);
}

/** The application's state in one phrase: its stage, or that it was withdrawn (a message to translate). */
export function applicationStateMessage(application: {
  stage: ApplicationStage;
  withdrawn: boolean;
}): MessageDescriptor {
  return APPLICANT_STAGE_LABELS[application.withdrawn ? 'withdrawn' : application.stage];
}
