import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import clsx from 'clsx';
import { formatPageTitle } from '../../shared/hooks/use-page-title';
import { useRouteHandle } from '../../shared/routing/route-handle';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { LoginDialogHost } from './login-dialog-host';
import { NavigationProgress } from './navigation-progress';
import { PlainHeader } from './plain-header';
import { shellFor } from './shell-rules';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Trans } from '@lingui/react/macro';

/**
 * The app shell around every page: skip link, navigation progress, the header the path calls for
 * (shell-rules.ts), the page, the footer, and scroll restoration.
 */
/**
 * Every full page load has the location key "default", so by default a page reached by a fresh load (the
 * browser coming back from a payment gateway, a link from an e-mail) would be given the scroll position
 * of whichever page was loaded fresh before it. Keying those by path keeps them apart; in-app
 * navigations keep their own history keys (back restores, new pages start at the top).
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

export function RootLayout() {
  const { pathname } = useLocation();
  const shell = shellFor(pathname);
  const { title } = useRouteHandle();

  // A layout effect runs before the pages' passive effects, so a page that sets a data-driven title with
  // usePageTitle overrides this static one from the route's handle.
  useLayoutEffect(() => {
    document.title = formatPageTitle(title);
  }, [title, pathname]);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[100] rounded-lg bg-white px-4 py-3 font-semibold text-primary-800 shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <NavigationProgress />
      {shell.header === 'full' ? <SiteHeader overDarkHero={shell.darkHeroUnderHeader} /> : null}
      {shell.header === 'plain' ? <PlainHeader /> : null}
      <main
        id="main"
        tabIndex={-1}
        className={clsx(
          'min-h-[70vh] outline-none',
          // The navbar is fixed: pages start below it, except the home hero which pads its own top.
          shell.header === 'full' && !shell.darkHeroUnderHeader && 'pt-16',
        )}
      >
        <Outlet />
      </main>
      {shell.footer ? <SiteFooter /> : null}
      {/* The floating chatbot (SPEC.md §2) on pages with the site navigation; its window loads on first open. */}
      <ChatLauncher enabled={shell.header === 'full'} />
      <LoginDialogHost />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
