import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Resume } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { BuilderConflict } from '../components/builder-conflict';
import { BuilderPreviewButton, BuilderPreviewPanel } from '../components/builder-preview';
import { BuilderResumeLoader } from '../components/builder-resume-loader';
import { BuilderSaveStatus } from '../components/builder-save-status';
import { BuilderStepNav } from '../components/builder-step-nav';
import { StepEducation } from '../components/step-education';
import { StepExperience, StepProjects } from '../components/step-experience';
import { StepInformation } from '../components/step-information';
import { StepSkills } from '../components/step-skills';
import { StepSummary } from '../components/step-summary';
import {
  builderBase,
  FORM_STEPS,
  STEP_HINTS,
  STEP_LABELS,
  stepFromPath,
  stepPath,
  type FormStep,
} from '../lib/builder-steps';
import { useResumeAutosave, type ResumeAutosave } from '../lib/use-resume-autosave';

function StepForm({
  step,
  autosave,
  resumeId,
}: {
  step: FormStep;
  autosave: ResumeAutosave;
  resumeId: number;
}) {
  switch (step) {
    case 'information':
      return <StepInformation autosave={autosave} resumeId={resumeId} />;
    case 'experience':
      return <StepExperience autosave={autosave} />;
    case 'projects':
      return <StepProjects autosave={autosave} />;
    case 'skills':
      return <StepSkills autosave={autosave} />;
    case 'education':
      return <StepEducation autosave={autosave} />;
    case 'summary':
      return <StepSummary autosave={autosave} />;
  }
}

function StepBuilder({ resume }: { resume: Resume }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const base = builderBase(location.pathname);
  const step = stepFromPath(location.pathname) ?? 'information';
  const autosave = useResumeAutosave(resume);
  const [leaving, setLeaving] = useState(false);
  const index = FORM_STEPS.indexOf(step);
  const previous = FORM_STEPS[index - 1];
  const next = FORM_STEPS[index + 1];
  const stepNumber = format.number(index + 1);
  const stepCount = format.number(FORM_STEPS.length);
  const stepLabel = i18n._(STEP_LABELS[step]);
  const previousLabel = previous ? i18n._(STEP_LABELS[previous]) : '';
  const nextLabel = next ? i18n._(STEP_LABELS[next]) : '';

  /** Saves what is waiting, then moves on (if it cannot save, the draft on this device keeps it). */
  async function go(to: string) {
    setLeaving(true);
    try {
      await autosave.flush();
    } finally {
      setLeaving(false);
    }
    void navigate(to);
    window.scrollTo?.({ top: 0 });
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 lg:py-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Link
          to={base}
          onClick={(event) => {
            event.preventDefault();
            void go(base);
          }}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>All resumes</Trans>
        </Link>
        <BuilderSaveStatus status={autosave.status} onRetry={() => void autosave.flush()} />
      </div>
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="line-clamp-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {autosave.title}
          </h1>
          <p className="text-sm text-slate-600">
            <Trans>
              Step {stepNumber} of {stepCount}: {stepLabel}
            </Trans>
          </p>
        </div>
        <BuilderPreviewButton document={autosave.document} settings={autosave.settings} />
      </div>

      <BuilderConflict
        status={autosave.status}
        onLoadLatest={() => void autosave.loadLatest()}
        onKeepMine={() => void autosave.keepMine()}
      />

      <div className="grid gap-4 @4xl:grid-cols-[13rem_minmax(0,1fr)] @4xl:gap-6 @6xl:grid-cols-[13rem_minmax(0,1fr)_minmax(0,27rem)]">
        <BuilderStepNav
          base={base}
          resumeId={resume.id}
          current={step}
          document={autosave.document}
          onNavigate={(to) => void go(to)}
        />
        <div className="min-w-0">
          <section
            aria-labelledby="step-title"
            className="@container rounded-card bg-white p-4 shadow-card sm:p-6"
          >
            <h2 id="step-title" className="text-xl font-bold text-slate-900">
              {stepLabel}
            </h2>
            <p className="mt-1 mb-6 text-sm text-pretty text-slate-600">{i18n._(STEP_HINTS[step])}</p>
            <StepForm
              key={`${step}-${autosave.formKey}`}
              step={step}
              autosave={autosave}
              resumeId={resume.id}
            />
          </section>
          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {previous ? (
              <Button
                variant="secondary"
                disabled={leaving}
                onClick={() => void go(stepPath(base, previous, resume.id))}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                <Trans>Back: {previousLabel}</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Button disabled={leaving} onClick={() => void go(stepPath(base, next ?? 'finalize', resume.id))}>
              {next ? t`Next: ${nextLabel}` : t`Next: Finalize`}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        <BuilderPreviewPanel document={autosave.document} settings={autosave.settings} />
      </div>
    </div>
  );
}

/** /resume/{step}/{resumeid} and /js-dashboard/resume/{step}/{resumeid} (issue 7): one step of the builder. */
export function ResumeStepPage() {
  return (
    <BuilderResumeLoader>{(resume) => <StepBuilder key={resume.id} resume={resume} />}</BuilderResumeLoader>
  );
}
