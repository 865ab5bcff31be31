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

/** What the applicant reads for a stage (the contract's kinder words; "withdrawn" is their own step). */
export function stageText(stage: TimelineStage): string {
  return stage === 'withdrawn' ? 'Withdrawn' : APPLICANT_STAGE_LABELS[stage];
}

/** The application's state in one phrase: its stage, or that it was withdrawn. */
export function applicationStateText(application: { stage: ApplicationStage; withdrawn: boolean }): string {
  return application.withdrawn ? 'Withdrawn' : APPLICANT_STAGE_LABELS[application.stage];
}
