import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { JobStatus } from '@dokkho/contract/jobs';
import { JOB_STATUS_LABELS } from '../../../shared/labels/jobs';

const STYLES: Record<JobStatus, string> = {
  open: 'bg-success-50 text-success-700 ring-success-600/20',
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  closed: 'bg-warning-50 text-warning-700 ring-warning-700/20',
};

/** A post's status; "Closed" also for an open post whose deadline has passed (the board hides it too). */
export function JobStatusBadge({ status, expired }: { status: JobStatus; expired?: boolean }) {
  const { t, i18n } = useLingui();
  const shown: JobStatus = status === 'open' && expired ? 'closed' : status;
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        STYLES[shown],
      )}
    >
      {status === 'open' && expired ? t`Deadline passed` : i18n._(JOB_STATUS_LABELS[shown])}
    </span>
  );
}
