import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import clsx from 'clsx';
import { useAccessToken } from '../../shared/auth/use-session';
import { buttonClasses } from '../../shared/ui/button';
import { LOGIN_PATH } from '../../shared/auth/login-redirect';

/**
 * The right-hand account control of the navigation bar (SPEC.md §2).
 *
 * Signed out: the Login button. Signed in: SLOT for the accounts issue, which replaces the placeholder
 * below with the profile picture (a default one when none) opening the right-hand drawer (picture, name,
 * e-mail, the five dashboards, Profile, Wishlist, Logout; 270px wide, 400px from md up: SPEC.md §9).
 * Until then the placeholder links to the learner dashboard so a signed-in user is never stuck.
 */
export function AccountSlot({
  onDark = false,
  block = false,
  onNavigate,
}: {
  onDark?: boolean;
  /** Full width (the mobile menu). */
  block?: boolean;
  onNavigate?: () => void;
}) {
  const token = useAccessToken();

  if (token) {
    return (
      <Link
        to="/newDashboard"
        onClick={onNavigate}
        aria-label="Your dashboard"
        className={clsx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
          onDark ? 'text-white hover:bg-white/10' : 'text-primary-800 hover:bg-primary-50',
          block && 'w-full justify-start gap-3 rounded-lg px-3',
        )}
      >
        <CircleUserRound aria-hidden="true" className="size-8 stroke-[1.5]" />
        {block ? <span className="font-semibold">Your dashboard</span> : null}
      </Link>
    );
  }

  return (
    <Link
      to={LOGIN_PATH}
      onClick={onNavigate}
      className={buttonClasses({
        variant: onDark ? 'inverse' : 'primary',
        size: 'sm',
        className: clsx(block && 'w-full'),
      })}
    >
      Login
    </Link>
  );
}
