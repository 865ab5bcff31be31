import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

type Status = 'earned' | 'reversed' | 'requested' | 'paid' | 'rejected';

const LABELS: Record<Status, MessageDescriptor> = {
  earned: msg`Earned`,
  reversed: msg`Reversed (refund)`,
  requested: msg`In review`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
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
  const { i18n } = useLingui();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
      )}
    >
      {i18n._(LABELS[status])}
    </span>
  );
}
