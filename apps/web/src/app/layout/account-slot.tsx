import clsx from 'clsx';
import { useAccessToken } from '../../shared/auth/use-session';
import { openLoginDialog } from '../../shared/auth/login-dialog-store';
import { Button } from '../../shared/ui/button';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { preloadLoginDialog } from './login-dialog-host';
import { Trans } from '@lingui/react/macro';

/**
 * The right-hand account control of the navigation bar (SPEC.md §2).
 *
 * Signed out: the Login button, which opens the login dialog (the /login page stays for links and the
 * protected-route redirect). Signed in: the profile picture opening the account drawer.
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

  if (token) return <AccountMenu onDark={onDark} block={block} onNavigate={onNavigate} />;

  return (
    <Button
      variant={onDark ? 'inverse' : 'primary'}
      size="sm"
      aria-haspopup="dialog"
      className={clsx(block && 'w-full')}
      onPointerEnter={preloadLoginDialog}
      onFocus={preloadLoginDialog}
      onTouchStart={preloadLoginDialog}
      onClick={() => {
        // In the mobile menu: close the menu first, so the dialog takes the focus.
        onNavigate?.();
        openLoginDialog();
      }}
    >
      <Trans>Login</Trans>
    </Button>
  );
}
