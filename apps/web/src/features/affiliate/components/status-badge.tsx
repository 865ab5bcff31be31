import clsx from 'clsx';

type Status = 'earned' | 'reversed' | 'requested' | 'paid' | 'rejected';

const LABELS: Record<Status, string> = {
  earned: 'Earned',
  reversed: 'Reversed (refund)',
  requested: 'In review',
  paid: 'Paid',
  rejected: 'Rejected',
};

const TONES: Record<Status, string> = {
  earned: 'bg-success-50 text-success-700',
  paid: 'bg-success-50 text-success-700',
  requested: 'bg-warning-50 text-warning-700',
  reversed: 'bg-slate-100 text-slate-700',
  rejected: 'bg-danger-50 text-danger-700',
};

/** A commission's or a payout's state, in words (colour only repeats them). */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {LABELS[status]}
    </span>
  );
}
