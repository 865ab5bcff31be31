import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, Banknote, MousePointerClick, ShoppingBag, Wallet } from 'lucide-react';
import type { DashboardPeriod } from '@dokkho/contract/affiliate';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../../shared/i18n/format';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { PeriodSwitch } from '../components/period-switch';
import { ReferralLinkBuilder } from '../components/referral-link-builder';
import { StatCard } from '../components/stat-card';
import { TopCourses } from '../components/top-courses';
import { loadChunk } from '../../../shared/routing/load-chunk';
import { PageHeading } from '../../../shared/ui/page-heading';
import { formatRate } from '../lib/format';
import { AFFILIATE_PAYMENTS_PATH } from '../lib/paths';

/**
 * The chart library is most of this page's weight: loaded in its own chunk, so the numbers show first on
 * a slow connection and the chart follows.
 */
const ActivityChart = lazy(() =>
  loadChunk(() => import('../components/activity-chart')).then((m) => ({ default: m.ActivityChart })),
);

function ChartSkeleton() {
  return (
    <div className="rounded-card bg-white p-4 shadow-card sm:p-5" aria-busy="true">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="mt-4 h-56 w-full sm:h-64" />
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your numbers</Trans>
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="mt-3 h-8 w-24" />
            <Skeleton className="mt-2 h-4 w-28" />
          </div>
        ))}
      </div>
      <div className="mt-4">
        <ChartSkeleton />
      </div>
    </div>
  );
}

/**
 * /affiliate-dashboard (issue 5 item 7): what the affiliate's links did over 7, 30 or 90 days: clicks,
 * sales, earnings and the balance, a day-by-day chart, the best courses, and the link builder to share
 * the next one (`GET affiliate/dashboard/?days=`).
 */
export function AffiliateDashboardPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [days, setDays] = useState<DashboardPeriod>(30);
  const dashboard = useDashboard(days);
  const data = dashboard.data;

  const heading = (
    <PageHeading
      title={t`Affiliate dashboard`}
      description={t`Your links, clicks, sales and earnings.`}
      actions={<PeriodSwitch value={days} onChange={setDays} />}
    />
  );

  if (!data) {
    return (
      <>
        {heading}
        {dashboard.isError ? (
          <LoadErrorPanel
            title={t`We couldn’t load your numbers`}
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            isRetrying={dashboard.isFetching}
          />
        ) : (
          <DashboardSkeleton />
        )}
      </>
    );
  }

  const switching = dashboard.isPlaceholderData;
  const visitors = data.unique_visitors;
  const periodDays = data.days;
  const rate = formatRate(data.conversion_rate, format.locale);
  const pendingPayout = format.taka(data.pending_payout);
  return (
    <>
      {heading}
      <div className={clsx('space-y-4 transition-opacity', switching && 'opacity-60')} aria-busy={switching}>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            icon={MousePointerClick}
            label={t`Clicks`}
            value={format.number(data.clicks)}
            hint={t`${plural(visitors, { one: '# visitor', other: '# visitors' })}`}
          />
          <StatCard
            icon={ShoppingBag}
            label={t`Sales`}
            value={format.number(data.conversions)}
            hint={t`${rate} of clicks`}
          />
          <StatCard
            icon={Banknote}
            label={t`Earned`}
            value={format.taka(data.earnings)}
            hint={<Plural value={periodDays} one="In the last # day" other="In the last # days" />}
          />
          <StatCard
            icon={Wallet}
            label={t`Balance`}
            value={format.taka(data.balance)}
            hint={data.pending_payout > 0 ? t`${pendingPayout} payout in review` : t`Ready to request`}
          >
            <Link
              to={AFFILIATE_PAYMENTS_PATH}
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
            >
              <Trans>Payments</Trans>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </StatCard>
        </div>

        <Suspense fallback={<ChartSkeleton />}>
          <ActivityChart series={data.series} />
        </Suspense>

        <div className="grid gap-4 lg:grid-cols-2">
          <ReferralLinkBuilder code={data.referral_code} />
          <TopCourses items={data.top_courses} days={data.days} />
        </div>
      </div>
    </>
  );
}
