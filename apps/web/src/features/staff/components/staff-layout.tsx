import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import {
  ArrowLeft,
  BookA,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  Filter,
  Flag,
  HandCoins,
  Handshake,
  PhoneCall,
  ReceiptText,
  Users,
} from 'lucide-react';
import clsx from 'clsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '../../../shared/ui/logo';
import {
  STAFF_ADVISOR_SLOTS_PATH,
  STAFF_COMMUNITY_GROUPS_PATH,
  STAFF_CONSULTATIONS_PATH,
  STAFF_COURSE_REVIEWS_PATH,
  STAFF_EVENTS_PATH,
  STAFF_EVENT_FUNNEL_PATH,
  STAFF_HIRING_LEADS_PATH,
  STAFF_JOB_REPORTS_PATH,
  STAFF_ORDERS_PATH,
  STAFF_PAYOUTS_PATH,
  STAFF_SEARCH_VOCABULARY_PATH,
} from '../lib/paths';

const NAV = [
  { label: msg`Orders`, to: STAFF_ORDERS_PATH, icon: ReceiptText },
  { label: msg`Payout requests`, to: STAFF_PAYOUTS_PATH, icon: HandCoins },
  { label: msg`Course reviews`, to: STAFF_COURSE_REVIEWS_PATH, icon: ClipboardCheck },
  { label: msg`Job reports`, to: STAFF_JOB_REPORTS_PATH, icon: Flag },
  { label: msg`Hiring leads`, to: STAFF_HIRING_LEADS_PATH, icon: Handshake },
  { label: msg`Search vocabulary`, to: STAFF_SEARCH_VOCABULARY_PATH, icon: BookA },
  { label: msg`Advisor sessions`, to: STAFF_ADVISOR_SLOTS_PATH, icon: CalendarClock },
  { label: msg`Community groups`, to: STAFF_COMMUNITY_GROUPS_PATH, icon: Users },
  { label: msg`Events`, to: STAFF_EVENTS_PATH, icon: CalendarDays },
  { label: msg`Consultations`, to: STAFF_CONSULTATIONS_PATH, icon: PhoneCall },
  { label: msg`Event funnel`, to: STAFF_EVENT_FUNNEL_PATH, icon: Filter },
] as const;

/**
 * The staff area's frame: a bar naming the area, a tab per screen and the way back to the site. A few
 * screens need no side navigation, so the tabs sit under the bar at every width (scrolling sideways on a
 * phone); the site's header
 * and footer are hidden on /staff (app/layout/shell-rules.ts), as on the dashboards. Renders inside the
 * shell's <main>.
 */
export function StaffLayout() {
  const { t, i18n } = useLingui();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: keep the current one in sight (a later tab opened by a link).
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="min-h-svh bg-slate-50">
      {/* Not a <header>: the site's banner is hidden here, and this is the area's own bar. */}
      <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/" aria-label={t`Dokkho home`} className="shrink-0 rounded-md">
            <Logo variant="dark" className="h-8" />
          </Link>
          <span aria-hidden="true" className="h-6 w-px bg-slate-200" />
          <p className="truncate text-sm font-semibold text-slate-700">
            <Trans>Dokkho staff</Trans>
          </p>
          <Link
            to="/"
            className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">
              <Trans>Back to Dokkho</Trans>
            </span>
          </Link>
        </div>
        <nav
          aria-label={t`Dokkho staff`}
          className="mx-auto w-full max-w-7xl overflow-x-auto px-2 sm:px-4 lg:px-6"
        >
          <ul className="flex gap-1">
            {NAV.map(({ label, to, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    clsx(
                      'flex min-h-11 items-center gap-2 border-b-2 px-3 whitespace-nowrap text-sm font-semibold transition-colors',
                      isActive
                        ? 'border-primary-700 text-primary-800'
                        : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}
