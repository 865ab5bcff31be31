import { useEffect, useId, useRef } from 'react';
import clsx from 'clsx';
import { Maximize2, Minimize2, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE } from '@dokkho/contract/site';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { ChatPanel } from './chat-panel';

export interface ChatWindowProps {
  open: boolean;
  expanded: boolean;
  /** The floating button's distance from the bottom edge, in px above its usual place (a page's bar). */
  bottomOffset: number;
  onClose: () => void;
  onToggleExpanded: () => void;
}

const HEADER_BUTTON =
  'flex size-11 items-center justify-center rounded-lg text-white/90 transition-colors hover:bg-white/15 hover:text-white';

/**
 * The floating chat window (SPEC.md §2 "Chat widget"): title "{product} Chatbot", a control to expand it
 * to full screen and back, and the conversation. Loaded on the first open only (chat-launcher.tsx); it
 * stays mounted when closed, so an answer that arrives meanwhile is there on the next open.
 *
 * Phones: a sheet between the navbar and the floating button. Larger screens: a 24rem panel above the
 * button. Expanded: the whole screen, above the navbar, with its own close control (the button is
 * covered there).
 */
export function ChatWindow({ open, expanded, bottomOffset, onClose, onToggleExpanded }: ChatWindowProps) {
  const { t } = useLingui();
  const titleId = useId();
  const siteName = SITE.name;
  const wide = useMediaQuery('(min-width: 640px)');
  const phone = !wide;
  const rootRef = useRef<HTMLDivElement>(null);

  // Escape closes the window from anywhere inside it, as a dialog would. Full screen, it is modal: Tab
  // goes round its own controls instead of into the page hidden underneath.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !expanded) return;
      const focusable = Array.from(
        root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), textarea:not([disabled])'),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [open, expanded, onClose]);

  // Following an answer's link: a window covering the page would hide the page it opened.
  const onNavigate = () => {
    if (expanded) onToggleExpanded();
    if (phone) onClose();
  };

  return (
    <div
      ref={rootRef}
      role="dialog"
      aria-modal={expanded}
      aria-labelledby={titleId}
      hidden={!open}
      data-expanded={expanded}
      style={
        expanded
          ? undefined
          : {
              bottom: phone
                ? `calc(${bottomOffset}px + 5.5rem + env(safe-area-inset-bottom))`
                : `calc(${bottomOffset}px + 5.75rem)`,
            }
      }
      className={clsx(
        'fixed flex flex-col overflow-hidden bg-white',
        open && 'animate-fade-in',
        expanded
          ? 'inset-0 z-[60]'
          : 'top-[4.5rem] right-2 left-2 z-40 rounded-card border border-slate-200 shadow-raised sm:top-auto sm:right-6 sm:left-auto sm:h-[min(38rem,calc(100dvh-10.5rem))] sm:w-[24rem]',
      )}
    >
      <div
        className={clsx(
          'flex shrink-0 items-center gap-2 bg-primary-800 py-1.5 pr-1.5 pl-4 text-white',
          expanded && 'pt-[max(0.375rem,env(safe-area-inset-top))]',
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 text-sm font-bold"
        >
          {SITE.name.charAt(0)}
        </span>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
          <Trans>{siteName} Chatbot</Trans>
        </h2>
        <button
          type="button"
          onClick={onToggleExpanded}
          aria-label={expanded ? t`Exit full screen` : t`Expand to full screen`}
          aria-pressed={expanded}
          className={HEADER_BUTTON}
        >
          {expanded ? (
            <Minimize2 aria-hidden="true" className="size-5" />
          ) : (
            <Maximize2 aria-hidden="true" className="size-5" />
          )}
        </button>
        {expanded ? (
          <button type="button" onClick={onClose} aria-label={t`Close chat`} className={HEADER_BUTTON}>
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <ChatPanel autoFocus={open} wide={expanded} onNavigate={onNavigate} />
    </div>
  );
}
