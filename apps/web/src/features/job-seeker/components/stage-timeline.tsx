import clsx from 'clsx';
import { Check, Circle, CircleDot, Undo2 } from 'lucide-react';
import type { ApplicationStage, TimelineEntry, TimelineStage } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { APPLICANT_STAGE_LABELS } from '../../../shared/labels/hiring';
import { PIPELINE, stageText } from '../lib/stages';

interface Step {
  key: string;
  stage: TimelineStage;
  /** The stage's name in the interface language when the steps were made. */
  label: string;
  at: string | null;
  state: 'done' | 'current' | 'next';
  kind: 'stage' | 'rejected' | 'withdrawn';
}

/**
 * The steps to draw: every recorded step (oldest first), the last one current; while the application is
 * still open, the stages still ahead of it without dates. A decided or withdrawn application has nothing
 * ahead.
 */
export function timelineSteps(application: {
  stage: ApplicationStage;
  withdrawn: boolean;
  timeline: TimelineEntry[];
}): Step[] {
  const entries = application.timeline.length
    ? application.timeline
    : [{ stage: application.stage, at: '' } satisfies TimelineEntry];
  const steps: Step[] = entries.map((entry, index) => ({
    key: `${entry.stage}-${index}`,
    stage: entry.stage,
    label: stageText(entry.stage),
    at: entry.at || null,
    state: index === entries.length - 1 ? 'current' : 'done',
    kind: entry.stage === 'rejected' ? 'rejected' : entry.stage === 'withdrawn' ? 'withdrawn' : 'stage',
  }));
  const open = !application.withdrawn && application.stage !== 'rejected' && application.stage !== 'hired';
  if (open) {
    const reached = PIPELINE.indexOf(application.stage);
    for (const stage of PIPELINE.slice(reached + 1)) {
      steps.push({
        key: `next-${stage}`,
        stage,
        label: stageText(stage),
        at: null,
        state: 'next',
        kind: 'stage',
      });
    }
  }
  return steps;
}

function Marker({ step }: { step: Step }) {
  if (step.kind === 'withdrawn') {
    return <Undo2 aria-hidden="true" className="size-4" />;
  }
  if (step.state === 'done') return <Check aria-hidden="true" className="size-4" />;
  if (step.state === 'current') return <CircleDot aria-hidden="true" className="size-4" />;
  return <Circle aria-hidden="true" className="size-3" />;
}

/**
 * An application's stages with their dates, the current one highlighted (issue 6 item 3). "Not selected"
 * closes the list with a kind word rather than a red cross: a rejection is a normal part of a job search.
 */
export function StageTimeline(props: {
  stage: ApplicationStage;
  withdrawn: boolean;
  timeline: TimelineEntry[];
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const steps = timelineSteps(props);
  return (
    <ol aria-label={t`Application progress`} className="relative space-y-0">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={clsx(
                  'absolute top-8 bottom-0 left-[15px] w-0.5',
                  step.state === 'next' ? 'bg-slate-200' : 'bg-primary-200',
                )}
              />
            ) : null}
            <span
              className={clsx(
                'relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full ring-2',
                step.state === 'next' && 'bg-white text-slate-400 ring-slate-200',
                step.state === 'done' && 'bg-primary-50 text-primary-700 ring-primary-200',
                step.state === 'current' &&
                  (step.kind === 'stage'
                    ? 'bg-primary-700 text-white ring-primary-700'
                    : 'bg-slate-600 text-white ring-slate-600'),
              )}
            >
              <Marker step={step} />
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={clsx(
                  'font-semibold',
                  step.state === 'next' ? 'text-slate-500' : 'text-slate-900',
                  step.state === 'current' && 'text-primary-900',
                )}
              >
                {i18n._(APPLICANT_STAGE_LABELS[step.stage])}
                {step.state === 'current' ? <span className="sr-only"> {t`(current step)`}</span> : null}
              </p>
              {step.at ? (
                <p className="text-sm text-slate-600">
                  <time dateTime={step.at}>{format.date(step.at)}</time>
                </p>
              ) : step.state === 'next' ? (
                <p className="text-sm text-slate-500">
                  <Trans>Not yet</Trans>
                </p>
              ) : null}
              {step.kind === 'rejected' && step.state === 'current' ? (
                <p className="mt-1 max-w-prose text-sm text-pretty text-slate-700">
                  <Trans>
                    The employer chose other candidates this time. It is not the end of the road: keep your
                    profile fresh and keep applying.
                  </Trans>
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
