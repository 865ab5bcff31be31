import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { Banknote, Clock, Receipt, Wallet } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';
import { PayoutRequestForm } from '../../../shared/payouts/payout-request-form';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  PAYOUTS_PAGE_SIZE,
  useEarningsCourses,
  useEarningsMonths,
  useEarningsSummary,
  useInstructorPayouts,
  useRequestInstructorPayout,
} from '../api/earnings';
import { CourseEarnings, MonthlyEarnings } from '../components/earnings-tables';
import { PayoutRequests } from '../components/payout-requests';

function EarningsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your earnings…</Trans>
      </span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 rounded-card" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-card" />
    </div>
  );
}

function SummaryCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'plain',
  wide = false,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  icon: typeof Wallet;
  tone?: 'plain' | 'strong';
  /** Across both columns on a phone (the balance, the all-time total). */
  wide?: boolean;
}) {
  const strong = tone === 'strong';
  return (
    <div
      className={clsx(
        'flex min-w-0 flex-col rounded-card p-4 shadow-card sm:p-5',
        strong ? 'bg-primary-900 text-white' : 'bg-white',
        wide && 'col-span-2 lg:col-span-1',
      )}
    >
      <p
        className={`flex items-center gap-2 text-sm font-medium ${strong ? 'text-primary-100' : 'text-slate-600'}`}
      >
        <Icon aria-hidden="true" className={`size-4 shrink-0 ${strong ? '' : 'text-primary-700'}`} />
        <span>{label}</span>
      </p>
      <p
        className={clsx(
          'mt-2 font-bold tabular-nums',
          wide ? 'text-2xl' : 'text-lg sm:text-2xl',
          strong ? 'text-white' : 'text-slate-900',
        )}
      >
        {value}
      </p>
      {hint ? (
        <p className={`mt-1 text-xs ${strong ? 'text-primary-200' : 'text-slate-600'}`}>{hint}</p>
      ) : null}
    </div>
  );
}

/**
 * /ir-dashboard/earnings (issue 17 item 5): the instructor's balance, pending and paid payouts, earnings
 * per month and per course, the payout request form and the request history (docs/decisions/030).
 */
export function InstructorEarningsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const summary = useEarningsSummary();
  const months = useEarningsMonths();
  const courses = useEarningsCourses();
  const payouts = useInstructorPayouts(page);
  const requestPayout = useRequestInstructorPayout();

  const heading = (
    <PageHeading
      title={t`Earnings`}
      description={t`What your courses earned, month by month and course by course, and your payouts.`}
    />
  );

  const queries = [summary, months, courses, payouts];
  const failed = queries.find((query) => query.isError && !query.data);
  if (failed) {
    return (
      <>
        {heading}
        <LoadErrorPanel
          title={t`We couldn’t load your earnings`}
          error={failed.error!}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
          isRetrying={queries.some((query) => query.isFetching)}
        />
      </>
    );
  }
  if (!summary.data || !months.data || !courses.data || !payouts.data) {
    return (
      <>
        {heading}
        <EarningsSkeleton />
      </>
    );
  }

  const data = summary.data;
  const open = data.open_request;
  const share = format.number(data.terms.share_percent);
  const sslFee = format.number(data.terms.gateway_fee_percent.sslcommerz);
  const stripeFee = format.number(data.terms.gateway_fee_percent.stripe);
  const minimum = format.taka(data.terms.payout_minimum);
  const pageCount = Math.max(1, Math.ceil(payouts.data.count / PAYOUTS_PAGE_SIZE));
  return (
    <>
      {heading}
      <div className="space-y-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SummaryCard
            tone="strong"
            wide
            icon={Wallet}
            label={t`Available`}
            value={format.taka(data.balance)}
            hint={t`Ready to request`}
          />
          <SummaryCard
            icon={Clock}
            label={t`Pending payout`}
            value={format.taka(data.pending_payout)}
            hint={open ? t`In review by our team` : t`No request in review`}
          />
          <SummaryCard
            icon={Banknote}
            label={t`Paid out`}
            value={format.taka(data.paid_total)}
            hint={t`All time`}
          />
          <SummaryCard
            wide
            icon={Receipt}
            label={t`Earned in total`}
            value={format.taka(data.earned_total)}
            hint={<Plural value={data.sales} one="# paid enrolment" other="# paid enrolments" />}
          />
        </div>
        <p className="text-sm text-slate-600">
          <Trans>
            You earn {share}% of each paid enrolment after the payment gateway’s fee (SSLCommerz {sslFee}%,
            Stripe {stripeFee}%) and any affiliate commission. A refund takes that share back.
          </Trans>
        </p>

        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-4">
            <MonthlyEarnings months={months.data.months} />
            <CourseEarnings courses={courses.data.courses} />
          </div>
          <div className="space-y-4">
            <section
              aria-labelledby="payout-form-title"
              className="rounded-card bg-white p-4 shadow-card sm:p-6"
            >
              <h2 id="payout-form-title" className="text-lg font-bold text-slate-900">
                <Trans>Request a payout</Trans>
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-600">
                {open ? (
                  <Trans>
                    Your request for {format.taka(open.amount)} to {i18n._(PAYOUT_METHOD_LABELS[open.method])}{' '}
                    is in review. We pay within 7 working days.
                  </Trans>
                ) : (
                  <Trans>Smallest payout {minimum}. We pay within 7 working days of your request.</Trans>
                )}
              </p>
              <PayoutRequestForm
                balance={data.balance}
                minimum={data.terms.payout_minimum}
                blockedReason={data.request_blocked_reason}
                payout={{
                  method: payouts.data.results[0]?.method ?? null,
                  account: payouts.data.results[0]?.account ?? null,
                }}
                request={requestPayout}
              />
            </section>
            <PayoutRequests
              payouts={payouts.data.results}
              page={page}
              pageCount={pageCount}
              onPage={setPage}
              busy={payouts.isPlaceholderData}
            />
          </div>
        </div>
      </div>
    </>
  );
}
