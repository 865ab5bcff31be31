import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, Menu, X, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { Logo } from '../../shared/ui/logo';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { useSaveLanguageChoice } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { LanguageSwitch } from '../../shared/i18n/language-switch';

export interface DashboardNavItem {
  label: MessageDescriptor;
  /** Shorter label for the bottom bar. */
  shortLabel?: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Only active on exactly this path (the dashboard's index). */
  end?: boolean;
  /** A page owned by a later issue: it shows its designed "coming soon" state. */
  soon?: boolean;
}

export interface DashboardNavSection {
  title?: MessageDescriptor;
  items: DashboardNavItem[];
}

// 40px rows beside a mouse (the side navigation only shows from 1024px); 44px in the phone's sheet.
const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors lg:min-h-10',
    isActive ? 'bg-primary-50 text-primary-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

function SoonBadge() {
  return (
    <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">
      <Trans>Soon</Trans>
    </span>
  );
}

function NavSections({ sections, onNavigate }: { sections: DashboardNavSection[]; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  return (
    <>
      {sections.map((section, index) => (
        <div key={section.title?.id ?? index} className={clsx(index > 0 && 'mt-4')}>
          {section.title ? (
            <p className="mb-1 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {i18n._(section.title)}
            </p>
          ) : null}
          <ul className="space-y-0.5">
            {section.items.map(({ label, to, icon: Icon, end, soon }) => (
              <li key={to}>
                <NavLink to={to} end={end} onClick={onNavigate} className={sideLinkClass}>
                  {({ isActive }) => (
                    <>
                      <Icon
                        aria-hidden="true"
                        className={clsx('size-5 shrink-0', isActive ? 'text-primary-700' : 'text-slate-500')}
                      />
                      <span className="min-w-0 flex-1 truncate">{i18n._(label)}</span>
                      {soon ? <SoonBadge /> : null}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

const backLinkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * The "More" sheet of the bottom bar: every page of the dashboard, the coming-soon ones included, and the
 * way back to the site. A Radix Dialog (focus trapped, Escape closes), closed by any navigation.
 */
function MoreSheet({
  label,
  sections,
  active,
}: {
  label: string;
  sections: DashboardNavSection[];
  active: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (open) setOpen(false);
  }
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={clsx(
          'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
          active ? 'text-primary-800' : 'text-slate-600',
        )}
      >
        <Menu aria-hidden="true" className="size-5" />
        <Trans>More</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[80] bg-slate-950/50" />
        <Dialog.Content className="animate-sheet-in fixed inset-y-0 left-0 z-[90] flex w-[min(86vw,20rem)] flex-col overflow-y-auto overscroll-contain bg-white shadow-raised outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 pr-2 pl-4">
            <Dialog.Title className="text-base font-bold text-slate-900">{label}</Dialog.Title>
            <Dialog.Close
              aria-label={t`Close menu`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Go to a page of your dashboard.</Trans>
          </Dialog.Description>
          <nav aria-label={t`${label}: all pages`} className="flex-1 px-2 py-3">
            <NavSections sections={sections} onNavigate={close} />
          </nav>
          <div className="sticky bottom-0 border-t border-slate-100 bg-white p-2">
            <Link to="/" onClick={close} className={backLinkClass}>
              <ArrowLeft aria-hidden="true" className="size-5 text-slate-500" />
              <Trans>Back to Dokkho</Trans>
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dashboard's frame (DESIGN.md "Dashboards"; SPEC.md §2 hides the site header and footer here): a compact
 * top bar with the logo, the account menu and a way back to the site; a side navigation from 1024px; below
 * that a bottom tab bar with the most used pages and "More" for the rest. It renders inside the shell's
 * <main>.
 */
export function DashboardLayout({
  label,
  sections,
  tabs,
  topActions,
  outletContext,
}: {
  /** The dashboard's name ("My learning"). */
  label: string;
  sections: DashboardNavSection[];
  /** Up to four pages for the bottom bar on phones; "More" is added. */
  tabs: DashboardNavItem[];
  topActions?: ReactNode;
  outletContext?: unknown;
}) {
  const { t, i18n } = useLingui();
  const saveLanguageChoice = useSaveLanguageChoice();
  const { pathname } = useLocation();
  const tabActive = tabs.some((tab) =>
    tab.end ? pathname.replace(/\/$/, '') === tab.to : pathname.startsWith(tab.to),
  );
  return (
    <div className="min-h-svh bg-slate-50">
      {/* Not a <header>: SPEC.md §2 hides the site's banner on dashboards, and this is the page's own bar. */}
      <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <Link to="/" aria-label={t`Dokkho home`} className="shrink-0 rounded-md">
            <Logo variant="dark" className="h-8" />
          </Link>
          <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
          <span className="hidden truncate text-sm font-semibold text-slate-700 sm:block">{label}</span>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {topActions}
            <NotificationBell />
            <LanguageSwitch onSwitched={saveLanguageChoice} />
            <AccountMenu />
          </div>
        </div>
      </div>

      <div className="lg:flex">
        <aside className="hidden lg:block lg:w-64 lg:shrink-0">
          <div className="sticky top-16 flex h-[calc(100svh-4rem)] flex-col overflow-y-auto border-r border-slate-200 bg-white">
            <nav aria-label={label} className="flex-1 px-3 py-4">
              <NavSections sections={sections} />
            </nav>
            <div className="border-t border-slate-100 px-3 py-2">
              <Link to="/" className={backLinkClass}>
                <ArrowLeft aria-hidden="true" className="size-5 text-slate-500" />
                <Trans>Back to Dokkho</Trans>
              </Link>
            </div>
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:px-8 lg:pb-12">
            <Outlet context={outletContext} />
          </div>
        </div>
      </div>

      <nav
        aria-label={t`${label}: shortcuts`}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="grid grid-cols-5">
          {tabs.slice(0, 4).map(({ label: full, shortLabel, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                aria-label={i18n._(full)}
                className={({ isActive }) =>
                  clsx(
                    'flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
                    isActive ? 'text-primary-800' : 'text-slate-600',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon
                      aria-hidden="true"
                      className={clsx('size-5', isActive && 'text-primary-700')}
                      strokeWidth={isActive ? 2.5 : 2}
                    />
                    <span aria-hidden="true">{i18n._(shortLabel ?? full)}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
          <li>
            <MoreSheet label={label} sections={sections} active={!tabActive} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
