import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import clsx from 'clsx';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { useScrolledPast } from '../../shared/hooks/use-scrolled-past';
import { loadChunk } from '../../shared/routing/load-chunk';
import { CourseSearchBox } from '../../shared/search/course-search-box';
import { Logo } from '../../shared/ui/logo';
import { useSaveLanguageChoice } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useAccessToken } from '../../shared/auth/use-session';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { AccountSlot } from './account-slot';
import { MobileMenu } from './mobile-menu';
import { MoreMenuFallback } from './more-menu-fallback';
import { PRIMARY_LINKS } from './nav-links';
import { useLingui } from '@lingui/react/macro';

/** SPEC.md §9: the navbar turns opaque once the page is scrolled 2px or more. */
export const NAVBAR_OPAQUE_SCROLL_PX = 2;

/** Tailwind's `lg`: the desktop links show from here, the hamburger below (the mobile menu). */
const DESKTOP_NAV_QUERY = '(min-width: 1024px)';

/*
 * The Radix dropdown with its positioning engine is about 18 KB gzip that phones never use (the desktop links
 * are hidden below 1024px), so it loads only on wide screens. A failed load keeps the fallback menu instead of
 * breaking the header.
 */
const MoreMenu = lazy(() =>
  loadChunk(() => import('./more-menu')).then(
    (module) => ({ default: module.MoreMenu }),
    () => ({ default: MoreMenuFallback }),
  ),
);

/**
 * The fixed navigation bar (SPEC.md §2). Transparent at the top of the page, white with a soft shadow once
 * scrolled. The home page opens on a dark hero that runs under the bar, so there, at the top, the bar uses
 * the light logo and light text; everywhere else the page top is light and the bar uses the dark logo.
 * Height is fixed (h-16) so nothing below moves when it changes colour.
 */
export function SiteHeader({ overDarkHero }: { overDarkHero: boolean }) {
  const { t, i18n } = useLingui();
  const scrolled = useScrolledPast(NAVBAR_OPAQUE_SCROLL_PX);
  const onDark = overDarkHero && !scrolled;
  const desktop = useMediaQuery(DESKTOP_NAV_QUERY);
  const saveLanguageChoice = useSaveLanguageChoice();
  const token = useAccessToken();

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200',
        scrolled ? 'bg-white shadow-card' : 'bg-transparent',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link to="/" aria-label={t`Dokkho home`} className="mr-auto shrink-0 rounded-md lg:mr-2">
          <Logo variant={onDark ? 'light' : 'dark'} className="h-8 sm:h-9" />
        </Link>

        <nav aria-label={t`Main`} className="hidden items-center gap-0.5 lg:flex">
          {PRIMARY_LINKS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                clsx(
                  'inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-medium whitespace-nowrap transition-colors',
                  onDark
                    ? 'text-white/90 hover:bg-white/10 hover:text-white'
                    : 'text-slate-700 hover:bg-primary-50 hover:text-primary-800',
                  isActive && (onDark ? 'text-white underline underline-offset-8' : 'text-primary-800'),
                )
              }
            >
              {i18n._(item.label)}
            </NavLink>
          ))}
          {desktop ? (
            <Suspense fallback={<MoreMenuFallback onDark={onDark} />}>
              <MoreMenu onDark={onDark} />
            </Suspense>
          ) : null}
        </nav>

        <div className="flex items-center gap-2 lg:ml-auto">
          <CourseSearchBox tone={onDark ? 'dark' : 'light'} className="hidden w-56 lg:block xl:w-72" />
          <LanguageSwitch onDark={onDark} onSwitched={saveLanguageChoice} />
          {token ? <NotificationBell onDark={onDark} /> : null}
          <AccountSlot onDark={onDark} />
          <MobileMenu onDark={onDark} />
        </div>
      </div>
    </header>
  );
}
