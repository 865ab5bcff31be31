import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { ApplicationStage } from '@dokkho/contract/hiring';
import { APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';

const STYLES: Record<ApplicationStage | 'withdrawn', string> = {
  applied: 'bg-slate-100 text-slate-700 ring-slate-300',
  screening: 'bg-primary-50 text-primary-800 ring-primary-600/20',
  interview: 'bg-primary-100 text-primary-900 ring-primary-700/20',
  offer: 'bg-accent-50 text-accent-800 ring-accent-600/30',
  hired: 'bg-success-50 text-success-700 ring-success-600/20',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  withdrawn: 'bg-slate-50 text-slate-500 ring-slate-200',
};

/** An application's stage as the recruiter names it; "Withdrawn" wins, since the stage can no longer move. */
export function StageBadge({ stage, withdrawn = false }: { stage: ApplicationStage; withdrawn?: boolean }) {
  const { t, i18n } = useLingui();
  const shown = withdrawn ? 'withdrawn' : stage;
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STYLES[shown],
      )}
    >
      {withdrawn ? t`Withdrawn` : i18n._(APPLICATION_STAGE_LABELS[stage])}
    </span>
  );
}
