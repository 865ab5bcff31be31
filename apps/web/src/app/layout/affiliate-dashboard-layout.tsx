import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, LayoutDashboard, Link2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardLayout, type DashboardNavItem, type DashboardNavSection } from './dashboard-layout';

const HOME: DashboardNavItem = {
  label: msg`Dashboard`,
  shortLabel: msg`Home`,
  to: '/affiliate-dashboard',
  icon: LayoutDashboard,
  end: true,
};
const PAYMENTS: DashboardNavItem = {
  label: msg`Payments`,
  to: '/affiliate-dashboard/payments',
  icon: CreditCard,
};
const PROFILE: DashboardNavItem = {
  label: msg`Profile`,
  to: '/affiliate-dashboard/profile',
  icon: UserRound,
};

/** SPEC.md §2: the affiliate dashboard's pages are index, profile and payments. */
const SECTIONS: DashboardNavSection[] = [{ items: [HOME, PAYMENTS, PROFILE] }];

/** The affiliate dashboard's frame (/affiliate-dashboard/*, issue 5 item 7). */
export function AffiliateDashboardLayout() {
  const { t } = useLingui();
  return (
    <DashboardLayout
      label={t`Affiliate`}
      sections={SECTIONS}
      tabs={[HOME, PAYMENTS, PROFILE]}
      topActions={
        <Link
          to="/affiliation"
          className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
        >
          <Link2 aria-hidden="true" className="size-4" />
          <Trans>Programme terms</Trans>
        </Link>
      }
    />
  );
}
