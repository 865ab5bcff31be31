import { useState } from 'react';
import { Ban, CircleCheck } from 'lucide-react';
import type { AdminPayoutRequest } from '@dokkho/contract/affiliate';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { dangerButtonClasses } from '../../../shared/ui/danger-button';
import { PayoutDecisionDialog, type PayoutDecisionKind } from './payout-decision-dialog';
import { PayoutStatusBadge } from './status-badges';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

/**
 * One payout request: who asks, how much, where to send it, and (while open) the two decisions. The balance
 * line helps judge it: what the affiliate has earned besides this request.
 */
export function PayoutCard({
  request,
  onDecided,
}: {
  request: AdminPayoutRequest;
  onDecided: (request: AdminPayoutRequest, decision: PayoutDecisionKind) => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [deciding, setDeciding] = useState<PayoutDecisionKind | null>(null);
  const referralCode = request.payee.referral_code;
  const balance = format.taka(request.balance);
  const headingId = `payout-${request.id}-title`;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate font-semibold text-slate-900">
              {request.payee.name || request.payee.email}
            </h2>
            <p className="truncate text-sm text-slate-600">{request.payee.email}</p>
            <p className="text-xs text-slate-500">
              {referralCode ? (
                <Trans>
                  Affiliate · code <span className="font-mono">{referralCode}</span>
                </Trans>
              ) : (
                <Trans>Instructor · course earnings</Trans>
              )}
            </p>
          </div>
          <PayoutStatusBadge status={request.status} />
        </div>

        <p className="mt-4 text-2xl font-bold text-slate-900 tabular-nums">{format.taka(request.amount)}</p>
        <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-slate-500">
            <Trans>Pay by</Trans>
          </dt>
          <dd className="text-slate-900">{i18n._(PAYOUT_METHOD_LABELS[request.method])}</dd>
          <dt className="text-slate-500">
            <Trans>Account</Trans>
          </dt>
          <dd className="font-mono wrap-anywhere text-slate-900 select-all">{request.account}</dd>
          <dt className="text-slate-500">
            <Trans>Asked on</Trans>
          </dt>
          <dd className="text-slate-900">
            <time dateTime={request.created_at}>{format.date(request.created_at)}</time>
          </dd>
          {/* Today's balance: it helps decide an open request, and says nothing about a decided one. */}
          {request.status === 'requested' ? (
            <>
              <dt className="text-slate-500">
                <Trans>Balance</Trans>
              </dt>
              <dd className="text-slate-900">
                <Trans>
                  {balance} <span className="text-slate-500">besides this request</span>
                </Trans>
              </dd>
            </>
          ) : null}
          {request.processed_at ? (
            <>
              <dt className="text-slate-500">
                {request.status === 'paid' ? <Trans>Paid</Trans> : <Trans>Decided</Trans>}
              </dt>
              <dd className="text-slate-900">{format.dateTime(request.processed_at)}</dd>
            </>
          ) : null}
          {request.note ? (
            <>
              <dt className="text-slate-500">
                {request.status === 'rejected' ? <Trans>Reason</Trans> : <Trans>Note</Trans>}
              </dt>
              <dd className="break-words text-slate-900">{request.note}</dd>
            </>
          ) : null}
        </dl>

        {request.status === 'requested' ? (
          <div className="mt-auto flex flex-col gap-2 pt-5 sm:flex-row">
            <button
              type="button"
              onClick={() => setDeciding('paid')}
              className={buttonClasses({ className: 'sm:flex-1' })}
            >
              <CircleCheck aria-hidden="true" className="size-4" />
              <Trans>Mark paid</Trans>
            </button>
            <button
              type="button"
              onClick={() => setDeciding('rejected')}
              className={dangerButtonClasses({ outline: true, className: 'sm:flex-1' })}
            >
              <Ban aria-hidden="true" className="size-4" />
              <Trans>Reject</Trans>
            </button>
            {deciding ? (
              <PayoutDecisionDialog
                key={deciding}
                request={request}
                decision={deciding}
                open
                onOpenChange={(open) => {
                  if (!open) setDeciding(null);
                }}
                onDecided={(decision) => {
                  setDeciding(null);
                  onDecided(request, decision);
                }}
              />
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
