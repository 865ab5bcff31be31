import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayoutRequestDetails, PayoutStatus } from '@dokkho/contract/affiliate';
import { useFormat } from '../../../shared/i18n/format';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';
import { Button } from '../../../shared/ui/button';

const STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  requested: msg`In review`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
};

const STATUS_TONES: Record<PayoutStatus, string> = {
  requested: 'bg-warning-50 text-warning-700',
  paid: 'bg-success-50 text-success-700',
  rejected: 'bg-danger-50 text-danger-700',
};

/** The instructor's payout requests, newest first, with staff's note (a transaction id, or why not). */
export function PayoutRequests({
  payouts,
  page,
  pageCount,
  onPage,
  busy,
}: {
  payouts: PayoutRequestDetails[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section aria-labelledby="payouts-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="payouts-title" className="text-lg font-bold text-slate-900">
        <Trans>Payout requests</Trans>
      </h2>
      {payouts.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>No payouts yet. When your balance reaches the minimum, request one above.</Trans>
        </p>
      ) : (
        <ul className={clsx('mt-2 divide-y divide-slate-100', busy && 'opacity-60')} aria-busy={busy}>
          {payouts.map((payout) => {
            const asked = format.date(payout.created_at);
            const method = i18n._(PAYOUT_METHOD_LABELS[payout.method]);
            const account = payout.account;
            const processed = payout.processed_at ? format.date(payout.processed_at) : null;
            return (
              <li key={payout.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold text-slate-900 tabular-nums">{format.taka(payout.amount)}</p>
                  <span
                    className={clsx(
                      'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                      STATUS_TONES[payout.status],
                    )}
                  >
                    {i18n._(STATUS_LABELS[payout.status])}
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  <Trans>
                    Asked {asked} · {method} <span className="wrap-anywhere">{account}</span>
                  </Trans>
                  {processed === null ? null : payout.status === 'paid' ? (
                    <Trans> · Paid {processed}</Trans>
                  ) : (
                    <Trans> · Decided {processed}</Trans>
                  )}
                </p>
                {payout.note ? <p className="mt-1 text-sm text-slate-700">“{payout.note}”</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      {pageCount > 1 ? (
        <div className="mt-3 flex justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            <Trans>Newer</Trans>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pageCount || busy}
            onClick={() => onPage(page + 1)}
          >
            <Trans>Older</Trans>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
