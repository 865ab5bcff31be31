import type { CommissionEntry, PayoutRequestDetails } from '@dokkho/contract/affiliate';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { formatPercent } from '../lib/format';
import { StatusBadge } from './status-badge';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

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
  const { t } = useLingui();
  const format = useFormat();
  const shownPage = format.number(page);
  const shownPageCount = format.number(pageCount);
  return (
    <section aria-labelledby="commissions-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="commissions-title" className="text-lg font-bold text-slate-900">
        <Trans>Commissions</Trans>
      </h2>
      {count === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>
            No sales through your links yet. Each course bought through one appears here with your commission.
          </Trans>
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100" aria-busy={busy}>
            {entries.map((entry) => {
              const date = format.date(entry.created_at);
              const orderTotal = format.taka(entry.order_total);
              const rate = formatPercent(entry.rate_percent, format.locale);
              return (
                <li
                  key={entry.id}
                  className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
                >
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="line-clamp-2 font-semibold text-slate-900">{entry.item_title}</p>
                    <p className="text-sm text-slate-600">
                      <Trans>
                        {date} · Order {orderTotal} · {rate}
                      </Trans>
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
                      {format.taka(entry.amount)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label={t`Commission pages`} className="mt-3 flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1 || busy}
                onClick={() => onPage(page - 1)}
              >
                <Trans>Newer</Trans>
              </Button>
              <p className="text-sm text-slate-600">
                <Trans>
                  Page {shownPage} of {shownPageCount}
                </Trans>
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pageCount || busy}
                onClick={() => onPage(page + 1)}
              >
                <Trans>Older</Trans>
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
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section aria-labelledby="payouts-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="payouts-title" className="text-lg font-bold text-slate-900">
        <Trans>Payouts</Trans>
      </h2>
      {payouts.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>No payouts yet. When your balance reaches the minimum, request one above.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {payouts.map((payout) => {
            const asked = format.date(payout.created_at);
            const method = i18n._(PAYOUT_METHOD_LABELS[payout.method]);
            const account = payout.account;
            const processed = payout.processed_at ? format.date(payout.processed_at) : null;
            return (
              <li key={payout.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <p className="font-semibold text-slate-900 tabular-nums">{format.taka(payout.amount)}</p>
                  <StatusBadge status={payout.status} />
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
    </section>
  );
}
