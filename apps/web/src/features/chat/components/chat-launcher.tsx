import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import clsx from 'clsx';
import { MessageCircle, X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { loadChunk } from '../../../shared/routing/load-chunk';
import { useChatLifecycle } from '../lib/chat-lifecycle';
import { chatWidgetShownOn } from '../lib/chat-visibility';
import { useBottomBarOffset } from '../lib/use-bottom-bar-offset';
import type { ChatWindowProps } from './chat-window';

let windowChunk: Promise<ComponentType<ChatWindowProps>> | null = null;

/** One load per page; a failed one (offline, a new deployment) is tried again on the next tap. */
function loadChatWindow(): Promise<ComponentType<ChatWindowProps>> {
  windowChunk ??= loadChunk(() => import('./chat-window'))
    .then((module) => module.ChatWindow)
    .catch((error: unknown) => {
      windowChunk = null;
      throw error;
    });
  return windowChunk;
}

interface ChatLauncherProps {
  /** The shell shows the widget on this page (pages with the full site navigation). */
  enabled: boolean;
}

/**
 * The floating chat button of SPEC.md §2, the only part of the chat in the shell's bundle: the window
 * (chat-window.tsx, with the conversation, Markdown-link parsing and the request) is a separate chunk
 * loaded on the first open, or early when the pointer or focus reaches the button.
 *
 * Always mounted by the shell, so the clearing rules of the stored conversation (chat-lifecycle.ts) run on
 * every page, including those where the button does not show.
 */
export function ChatLauncher({ enabled }: ChatLauncherProps) {
  useChatLifecycle();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const shown = enabled && chatWidgetShownOn(pathname);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [Window, setWindow] = useState<ComponentType<ChatWindowProps> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const bottomOffset = useBottomBarOffset(rootRef, pathname, shown);

  const load = useCallback(async () => {
    try {
      const component = await loadChatWindow();
      setWindow(() => component);
      return true;
    } catch {
      // The button stays; a later tap tries again.
      return false;
    }
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setExpanded(false);
    returnFocus.current = true;
  }, []);

  // Focus goes back to the button once it shows again (it is hidden under a full-screen window).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus({ preventScroll: true });
  }, [open]);

  const toggle = async () => {
    if (open) {
      close();
      return;
    }
    setLoading(true);
    const loaded = await load();
    setLoading(false);
    if (loaded) setOpen(true);
  };

  // A page without the widget (the checkout, /chatbot itself) closes it; the conversation stays stored.
  // (State adjusted while rendering, as React recommends over an effect for this.)
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    if (!shown) {
      setOpen(false);
      setExpanded(false);
    }
  }

  if (!shown) return null;

  return (
    <div ref={rootRef} data-testid="chat-widget">
      {Window ? (
        <Window
          open={open}
          expanded={expanded}
          bottomOffset={bottomOffset}
          onClose={close}
          onToggleExpanded={() => setExpanded((value) => !value)}
        />
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => void toggle()}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        aria-label={open ? t`Close chat` : t`Open chat`}
        aria-expanded={open}
        aria-busy={loading}
        hidden={open && expanded}
        style={{ bottom: `calc(${bottomOffset}px + 1.25rem + env(safe-area-inset-bottom))` }}
        className={clsx(
          'fixed right-4 z-40 flex size-14 items-center justify-center rounded-full text-white shadow-raised transition-[background-color,bottom] duration-200 sm:right-6',
          open ? 'bg-slate-800 hover:bg-slate-900' : 'bg-primary-700 hover:bg-primary-800',
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-7" />
        )}
      </button>
    </div>
  );
}
