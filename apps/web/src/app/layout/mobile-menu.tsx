import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, Menu, X } from 'lucide-react';
import clsx from 'clsx';
import { Logo } from '../../shared/ui/logo';
import { CourseSearchBox } from '../../shared/search/course-search-box';
import { useSaveLanguageChoice } from '../../features/auth';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { AccountSlot } from './account-slot';
import { MORE_LINKS, PRIMARY_LINKS } from './nav-links';
import { Trans, useLingui } from '@lingui/react/macro';

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-primary-50 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800';

/**
 * The mobile side menu (SPEC.md §1, §2; below 1024px): a left sheet on a Radix Dialog, so focus is trapped,
 * Escape and the overlay close it, and focus returns to the menu button. It holds the search box, every
 * navigation link (the "More" items listed in full) and the Login button, and closes on navigation.
 */
export function MobileMenu({ onDark }: { onDark: boolean }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (location.key !== seenLocationKey) {
    // Any navigation (a link, a search, Back) closes the menu.
    setSeenLocationKey(location.key);
    if (open) setOpen(false);
  }
  const close = () => setOpen(false);
  const saveLanguageChoice = useSaveLanguageChoice();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t`Open menu`}
        className={clsx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors lg:hidden',
          onDark ? 'text-white hover:bg-white/10' : 'text-slate-800 hover:bg-slate-100',
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[80] bg-slate-950/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            // Escape in the search box first closes its suggestion list, not the whole menu.
            if (
              event.target instanceof HTMLElement &&
              event.target.getAttribute('aria-expanded') === 'true'
            ) {
              event.preventDefault();
            }
          }}
          className="animate-sheet-in fixed inset-y-0 left-0 z-[90] flex w-[min(86vw,22rem)] flex-col overflow-y-auto overscroll-contain bg-white shadow-raised outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 pr-2 pl-4">
            <Link to="/" onClick={close} aria-label={t`Dokkho home`} className="rounded-md">
              <Logo variant="dark" className="h-8" />
            </Link>
            <Dialog.Close
              aria-label={t`Close menu`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">
            <Trans>Menu</Trans>
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>Search for a course or go to a page.</Trans>
          </Dialog.Description>

          <div className="px-4 pt-4">
            <CourseSearchBox onNavigate={close} />
          </div>

          <nav aria-label={t`Main`} className="flex-1 px-2 pt-3 pb-4">
            <ul className="space-y-0.5">
              {PRIMARY_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={close} className={linkClass}>
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              <Trans>More</Trans>
            </p>
            <ul className="space-y-0.5">
              {MORE_LINKS.map((item) => {
                const Icon = item.icon;
                const icon = Icon ? <Icon aria-hidden="true" className="size-5 text-primary-700" /> : null;
                return (
                  <li key={item.to}>
                    {item.external ? (
                      <a
                        href={item.to}
                        target="_blank"
                        rel="noopener noreferrer"
                        onClick={close}
                        className={linkClass}
                      >
                        {icon}
                        <span className="flex-1">{i18n._(item.label)}</span>
                        <ExternalLink aria-hidden="true" className="size-4 text-slate-400" />
                        <span className="sr-only">
                          {' '}
                          <Trans>(opens in a new tab)</Trans>
                        </span>
                      </a>
                    ) : (
                      <NavLink to={item.to} onClick={close} className={linkClass}>
                        {icon}
                        {i18n._(item.label)}
                      </NavLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>

          <div className="px-4 pb-4">
            <LanguageSwitch
              variant="full"
              onSwitched={saveLanguageChoice}
              className="w-full [&>button]:flex-1"
            />
          </div>

          <div className="sticky bottom-0 border-t border-slate-100 bg-white p-4">
            <AccountSlot block onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
