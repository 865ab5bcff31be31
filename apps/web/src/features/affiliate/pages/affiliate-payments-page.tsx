import { useState } from 'react';
import { Link } from 'react-router';
import { Clock, Wallet } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAffiliateProfile } from '../api/get-affiliate-profile';
import { COMMISSIONS_PAGE_SIZE, usePayments } from '../api/get-payments';
import { CommissionHistory, PayoutHistory } from '../components/histories';
import { PayoutRequestForm } from '../../../shared/payouts/payout-request-form';
import { useRequestPayout } from '../api/request-payout';
import { AFFILIATE_PROFILE_PATH } from '../lib/paths';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

function PaymentsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your payments</Trans>
      </span>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="rounded-card bg-white p-5 shadow-card">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="mt-3 h-10 w-40" />
          <Skeleton className="mt-3 h-4 w-48" />
        </div>
        <div className="rounded-card bg-white p-5 shadow-card">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="mt-4 h-11 w-full rounded-lg" />
          <Skeleton className="mt-4 h-12 w-full rounded-lg" />
        </div>
      </div>
      <div className="rounded-card bg-white p-5 shadow-card">
        <Skeleton className="h-6 w-32" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="mt-4 h-10 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The open payout request in one sentence. */
function OpenRequestText({
  amount,
  method,
  account,
  asked,
}: {
  amount: string;
  method: string;
  account: string;
  asked: string;
}) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      <Trans>
        <strong className="text-slate-900">{amount}</strong> to {method}{' '}
        <span className="wrap-anywhere">{account}</span>, asked on {asked}. We pay within 7 working days.
      </Trans>
    </p>
  );
}

/**
 * /affiliate-dashboard/payments: the balance, the payout request (form, or the open request in review),
 * and the commission and payout histories (`GET affiliate/payments/`, the form prefilled from
 * `GET affiliate/profile/`).
 */
export function AffiliatePaymentsPage() {
  const { t, i18n } = useLingui();
  const requestPayout = useRequestPayout();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  const profile = useAffiliateProfile();
  const heading = (
    <PageHeading
      title={t`Payments`}
      description={t`Your balance, payouts and every commission you earned.`}
    />
  );

  const failed = payments.isError ? payments : profile.isError ? profile : null;
  if (failed && (!payments.data || !profile.data)) {
    return (
      <>
        {heading}
        <LoadErrorPanel
          title={t`We couldn’t load your payments`}
          error={failed.error!}
          onRetry={() => {
            if (payments.isError) void payments.refetch();
            if (profile.isError) void profile.refetch();
          }}
          isRetrying={payments.isFetching || profile.isFetching}
        />
      </>
    );
  }
  if (!payments.data || !profile.data) {
    return (
      <>
        {heading}
        <PaymentsSkeleton />
      </>
    );
  }

  const data = payments.data;
  const open = data.open_request;
  const minimum = format.taka(data.payout_minimum);
  const pageCount = Math.max(1, Math.ceil(data.commissions.count / COMMISSIONS_PAGE_SIZE));
  return (
    <>
      {heading}
      <div className="space-y-4">
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-4">
            <section
              aria-labelledby="balance-title"
              className="rounded-card bg-primary-900 p-5 text-white shadow-card sm:p-6"
            >
              <h2 id="balance-title" className="flex items-center gap-2 text-sm font-medium text-primary-100">
                <Wallet aria-hidden="true" className="size-4" />
                <Trans>Balance</Trans>
              </h2>
              <p className="mt-2 text-3xl font-bold tabular-nums sm:text-4xl">{format.taka(data.balance)}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-primary-200">
                    <Trans>Earned in total</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">{format.taka(data.earned_total)}</dd>
                </div>
                <div>
                  <dt className="text-primary-200">
                    <Trans>Paid out</Trans>
                  </dt>
                  <dd className="font-semibold tabular-nums">{format.taka(data.paid_total)}</dd>
                </div>
              </dl>
            </section>
            {open ? (
              <section
                aria-labelledby="open-request-title"
                className="rounded-card border border-accent-300 bg-accent-50 p-4 sm:p-5"
              >
                <h2 id="open-request-title" className="flex items-center gap-2 font-bold text-slate-900">
                  <Clock aria-hidden="true" className="size-5 text-accent-700" />
                  <Trans>Payout in review</Trans>
                </h2>
                <OpenRequestText
                  amount={format.taka(open.amount)}
                  method={i18n._(PAYOUT_METHOD_LABELS[open.method])}
                  account={open.account}
                  asked={format.date(open.created_at)}
                />
              </section>
            ) : null}
          </div>

          <section
            aria-labelledby="payout-form-title"
            className="rounded-card bg-white p-4 shadow-card sm:p-6"
          >
            <h2 id="payout-form-title" className="text-lg font-bold text-slate-900">
              <Trans>Request a payout</Trans>
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">
              <Trans>
                Smallest payout {minimum}. Your saved account is filled in;{' '}
                <Link to={AFFILIATE_PROFILE_PATH} className="font-semibold text-primary-700 hover:underline">
                  change it in your profile
                </Link>
                .
              </Trans>
            </p>
            <PayoutRequestForm
              balance={data.balance}
              minimum={data.payout_minimum}
              blockedReason={data.request_blocked_reason}
              payout={{ method: profile.data.payout_method, account: profile.data.payout_account }}
              request={requestPayout}
            />
          </section>
        </div>

        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <CommissionHistory
            entries={data.commissions.results}
            count={data.commissions.count}
            page={page}
            pageCount={pageCount}
            onPage={setPage}
            busy={payments.isPlaceholderData}
          />
          <PayoutHistory payouts={data.payouts} />
        </div>
      </div>
    </>
  );
}
