import clsx from 'clsx';
import type { ApplicationStage } from '@dokkho/contract/hiring';
import { useLingui } from '@lingui/react/macro';
import { applicationStateMessage } from '../lib/stages';

const STYLES: Record<ApplicationStage | 'withdrawn', string> = {
  applied: 'bg-slate-100 text-slate-700 ring-slate-300',
  screening: 'bg-primary-50 text-primary-800 ring-primary-200',
  interview: 'bg-primary-50 text-primary-800 ring-primary-200',
  offer: 'bg-accent-50 text-slate-900 ring-accent-300',
  hired: 'bg-success-50 text-success-700 ring-success-600/20',
  // "Not selected" is said kindly: a quiet grey, not an alarm red.
  rejected: 'bg-slate-100 text-slate-600 ring-slate-300',
  withdrawn: 'bg-white text-slate-500 ring-slate-300',
};

/** An application's stage as the applicant reads it (APPLICANT_STAGE_LABELS), or "Withdrawn". */
export function StageBadge({ stage, withdrawn }: { stage: ApplicationStage; withdrawn: boolean }) {
  const { i18n } = useLingui();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STYLES[withdrawn ? 'withdrawn' : stage],
      )}
    >
      {i18n._(applicationStateMessage({ stage, withdrawn }))}
    </span>
  );
}
