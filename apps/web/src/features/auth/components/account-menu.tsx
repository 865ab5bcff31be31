import { useState } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import {
  BriefcaseBusiness,
  ChevronRight,
  GraduationCap,
  Heart,
  HandCoins,
  LogOut,
  Presentation,
  UserRound,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import type { AuthUser } from '@dokkho/contract/auth';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { useLogout } from '../api/logout';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { UserAvatar } from './user-avatar';

interface DrawerLink {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
}

/** SPEC.md §2 and §6: every signed-in user sees all five dashboards. */
export const DASHBOARD_LINKS: DrawerLink[] = [
  { label: msg`Learner`, to: '/newDashboard', icon: GraduationCap },
  { label: msg`Job seeker`, to: '/js-dashboard', icon: BriefcaseBusiness },
  { label: msg`Recruiter`, to: '/hr-dashboard', icon: Users },
  { label: msg`Instructor`, to: '/ir-dashboard', icon: Presentation },
  { label: msg`Affiliate`, to: '/affiliate-dashboard', icon: HandCoins },
];

export const ACCOUNT_LINKS: DrawerLink[] = [
  { label: msg`Profile`, to: '/newDashboard/profile', icon: UserRound },
  { label: msg`Wishlist`, to: '/newDashboard/wishlist', icon: Heart },
];

export function fullName(user: Pick<AuthUser, 'first_name' | 'last_name' | 'username'> | undefined) {
  if (!user) return '';
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

const rowClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-primary-50 hover:text-primary-900';

/**
 * The signed-in side of the navbar (SPEC.md §2): the profile picture (the default one when none) opens a
 * right-hand drawer with the picture, full name, e-mail, the five dashboards, Profile, Wishlist and Logout.
 * 270px wide, 400px from md up (SPEC.md §9). While the profile loads the slot shows a round skeleton of
 * the picture's size, so the bar does not shift when it arrives.
 */
export function AccountMenu({
  onDark = false,
  block = false,
  onNavigate,
}: {
  onDark?: boolean;
  /** Full-width trigger with the name (the mobile menu). */
  block?: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  if (profile.isPending) {
    return (
      <div className={clsx('flex items-center gap-3', block && 'w-full px-3')}>
        <Skeleton className="size-11 shrink-0 rounded-full" />
        {block ? <Skeleton className="h-4 w-32" /> : null}
        <span className="sr-only">
          <Trans>Loading your account</Trans>
        </span>
      </div>
    );
  }

  const user = profile.data;
  const name = fullName(user);
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };

  async function onLogout() {
    setLoggingOut(true);
    await logout();
    onNavigate?.();
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={name ? t`Account menu for ${name}` : t`Account menu`}
        className={clsx(
          'inline-flex shrink-0 items-center rounded-full transition-colors',
          block
            ? 'min-h-12 w-full gap-3 rounded-lg px-3 text-left hover:bg-primary-50'
            : clsx('size-11 justify-center', onDark ? 'hover:bg-white/10' : 'hover:bg-primary-50'),
        )}
      >
        <UserAvatar
          src={user?.profile_picture}
          className={clsx('size-9', onDark && !block && 'ring-2 ring-white/70')}
        />
        {block ? (
          <span className="min-w-0 flex-1 truncate font-semibold text-slate-900">
            {name || t`Your account`}
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[100] bg-slate-950/50" />
        <Dialog.Content className="animate-sheet-in-right fixed inset-y-0 right-0 z-[110] flex w-[270px] flex-col overflow-y-auto overscroll-contain bg-white shadow-raised outline-none md:w-[400px]">
          <div className="flex justify-end p-2">
            <Dialog.Close
              aria-label={t`Close account menu`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>

          <div className="flex flex-col items-center px-4 pb-5 text-center">
            <UserAvatar src={user?.profile_picture} className="size-20" />
            <Dialog.Title className="mt-3 max-w-full text-lg font-bold break-words text-slate-900">
              {name || t`Your account`}
            </Dialog.Title>
            <Dialog.Description className="max-w-full text-sm break-all text-slate-600">
              {user?.email ?? t`Your dashboards and settings`}
            </Dialog.Description>
          </div>

          <nav aria-label={t`Account`} className="flex-1 border-t border-slate-100 px-2 py-3">
            <p className="mb-1 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              <Trans>Dashboards</Trans>
            </p>
            <ul className="space-y-0.5">
              {DASHBOARD_LINKS.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} onClick={close} className={rowClass}>
                    <Icon aria-hidden="true" className="size-5 text-primary-700" />
                    <span className="flex-1">{i18n._(label)}</span>
                    <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              <Trans>Account</Trans>
            </p>
            <ul className="space-y-0.5">
              {ACCOUNT_LINKS.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} onClick={close} className={rowClass}>
                    <Icon aria-hidden="true" className="size-5 text-primary-700" />
                    {i18n._(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="sticky bottom-0 border-t border-slate-100 bg-white p-3">
            <button
              type="button"
              onClick={() => void onLogout()}
              disabled={loggingOut}
              aria-busy={loggingOut}
              className={clsx(rowClass, 'w-full disabled:opacity-70')}
            >
              {loggingOut ? (
                <SubmitProgress label={t`Logging out…`} />
              ) : (
                <>
                  <LogOut aria-hidden="true" className="size-5" />
                  <Trans>Logout</Trans>
                </>
              )}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
