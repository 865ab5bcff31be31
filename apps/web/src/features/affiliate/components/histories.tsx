import type { CommissionEntry, PayoutRequestDetails } from '@dokkho/contract/affiliate';
import { AFFILIATE_PAYOUT_METHOD_LABELS } from '@dokkho/contract/affiliate';
import { formatTaka } from '@dokkho/domain/money';
import { formatDhakaDate } from '@dokkho/domain/dates';
import { Button } from '../../../shared/ui/button';
import { formatPercent } from '../lib/format';
import { StatusBadge } from './status-badge';

/** One commission per line: what sold, when, for how much, and what the affiliate got. */
export function CommissionHistory({
  entries,
  count,
  page,
  pageCount,
  onPage,
  busy,
}: {
  entries: CommissionEntry[];
  count: number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="commissions-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="commissions-title" className="text-lg font-bold text-slate-900">
        Commissions
      </h2>
      {count === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          No sales through your links yet. Each course bought through one appears here with your commission.
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100" aria-busy={busy}>
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="line-clamp-2 font-semibold text-slate-900">{entry.item_title}</p>
                  <p className="text-sm text-slate-600">
                    {formatDhakaDate(entry.created_at)} · Order {formatTaka(entry.order_total)} ·{' '}
                    {formatPercent(entry.rate_percent)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={entry.status} />
                  <p
                    className={
                      entry.status === 'reversed'
                        ? 'font-semibold text-slate-500 tabular-nums line-through'
                        : 'font-semibold text-slate-900 tabular-nums'
                    }
                  >
                    {formatTaka(entry.amount)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label="Commission pages" className="mt-3 flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1 || busy}
                onClick={() => onPage(page - 1)}
              >
                Newer
              </Button>
              <p className="text-sm text-slate-600">
                Page {page} of {pageCount}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pageCount || busy}
                onClick={() => onPage(page + 1)}
              >
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The payout requests, newest first, with staff's note once decided. */
export function PayoutHistory({ payouts }: { payouts: PayoutRequestDetails[] }) {
  return (
    <section aria-labelledby="payouts-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="payouts-title" className="text-lg font-bold text-slate-900">
        Payouts
      </h2>
      {payouts.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          No payouts yet. When your balance reaches the minimum, request one above.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {payouts.map((payout) => (
            <li key={payout.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <p className="font-semibold text-slate-900 tabular-nums">{formatTaka(payout.amount)}</p>
                <StatusBadge status={payout.status} />
              </div>
              <p className="text-sm text-slate-600">
                Asked {formatDhakaDate(payout.created_at)} · {AFFILIATE_PAYOUT_METHOD_LABELS[payout.method]}{' '}
                <span className="wrap-anywhere">{payout.account}</span>
                {payout.processed_at
                  ? ` · ${payout.status === 'paid' ? 'Paid' : 'Decided'} ${formatDhakaDate(payout.processed_at)}`
                  : null}
              </p>
              {payout.note ? <p className="mt-1 text-sm text-slate-700">“{payout.note}”</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
