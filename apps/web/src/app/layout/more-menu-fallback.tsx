import type { MouseEvent, SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { MORE_LINKS } from './nav-links';
import { Trans, useLingui } from '@lingui/react/macro';

/*
 * Whether the fallback was open when the Radix menu replaced it. A click that lands on the fallback just before
 * the chunk arrives would otherwise open a list that vanishes a moment later; the Radix menu starts open instead.
 */
let openWhenReplaced = false;

/** Read once by the Radix menu as it mounts. */
export function takeFallbackOpenState(): boolean {
  const open = openWhenReplaced;
  openWhenReplaced = false;
  return open;
}

/**
 * A dependency-free "More" menu (a native disclosure) shown while the Radix menu's chunk loads, and kept
 * if that chunk fails, so the links stay reachable either way. It has the same size as the real button,
 * so swapping them does not move anything.
 */
export function MoreMenuFallback({ onDark }: { onDark: boolean }) {
  const { i18n } = useLingui();
  // A native disclosure stays open after a client-side navigation; close it when a link is chosen.
  const close = (event: MouseEvent<HTMLElement>) =>
    event.currentTarget.closest('details')?.removeAttribute('open');
  return (
    <details
      className="group relative"
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => {
        openWhenReplaced = event.currentTarget.open;
      }}
    >
      <summary
        className={clsx(
          'inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 text-[15px] font-medium [&::-webkit-details-marker]:hidden',
          onDark ? 'text-white/90 hover:bg-white/10' : 'text-slate-700 hover:bg-primary-50',
        )}
      >
        <Trans>More</Trans>
        <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full left-0 z-[60] mt-2 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-raised">
        {MORE_LINKS.map((item) => (
          <li key={item.to}>
            {item.external ? (
              <a
                href={item.to}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
                className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-primary-50"
              >
                {i18n._(item.label)}
              </a>
            ) : (
              <Link
                to={item.to}
                onClick={close}
                className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-primary-50"
              >
                {i18n._(item.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
