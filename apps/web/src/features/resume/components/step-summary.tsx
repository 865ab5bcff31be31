import { Trans, useLingui } from '@lingui/react/macro';
import { RESUME_LIMITS } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import type { ResumeAutosave } from '../lib/use-resume-autosave';
import { useStepForm } from '../lib/use-step-form';
import { errorText } from './step-fields';

/** The completion rule's minimum (contract resumeCompletion): a summary of at least 40 characters. */
const SUMMARY_MIN = 40;

/** Step 6: the professional summary that opens the resume. */
export function StepSummary({ autosave }: { autosave: ResumeAutosave }) {
  const { t } = useLingui();
  const format = useFormat();
  const form = useStepForm(['summary'] as const, autosave);
  const { register, formState, watch } = form;
  const length = (watch('summary') ?? '').trim().length;
  const minimum = format.number(SUMMARY_MIN);

  return (
    <form
      noValidate
      aria-label={t`Summary`}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-3"
    >
      <FormTextarea
        label={t`Professional summary`}
        rows={7}
        prose
        maxLength={RESUME_LIMITS.summaryMax}
        placeholder={t`Accounting graduate with a year of bookkeeping at a garments supplier. Comfortable with Tally, Excel and VAT returns; looking for a junior accountant role in Dhaka.`}
        error={errorText(formState.errors.summary)}
        {...register('summary')}
      />
      <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-600" aria-live="polite">
        <span>
          {length < SUMMARY_MIN
            ? t`Write at least ${minimum} characters.`
            : t`Two to four sentences read best.`}
        </span>
        <span>
          {format.number(length)} / {format.number(RESUME_LIMITS.summaryMax)}
        </span>
      </p>
      <div className="rounded-lg bg-primary-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          <Trans>A summary that works</Trans>
        </p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            <Trans>Who you are: your field and your level (graduate, 2 years in sales...).</Trans>
          </li>
          <li>
            <Trans>What you are good at, with the skills the job post names.</Trans>
          </li>
          <li>
            <Trans>What you are looking for next.</Trans>
          </li>
        </ul>
      </div>
    </form>
  );
}
