import { useEffect } from 'react';
import { CHAT_IDLE_EXPIRY_MS } from '@dokkho/contract/chat';
import { clearHistory, getHistory, getLastActivity, recordActivity } from './chat-history';

/** Activity events closer together than this count once (mousemove fires dozens of times a second). */
export const ACTIVITY_THROTTLE_MS = 2_000;
const ACTIVITY_EVENTS = ['keydown', 'mousemove', 'pointerdown', 'touchstart'] as const;

let installs = 0;
let uninstall: (() => void) | null = null;

/**
 * The two clearing rules of SPEC.md §4 for the stored conversation:
 * - on page unload. `pagehide` is the one unload event every browser fires, mobile ones included, and
 *   unlike `beforeunload` it does not keep the page out of the back/forward cache. A page brought back
 *   from that cache (`pageshow` with `persisted`) was unloaded as far as the visitor is concerned, so its
 *   in-memory copy is cleared too. Since client-side navigation never unloads the page, the history lives
 *   exactly as long as the visit stays inside the app, which is what "saved locally, cleared on page
 *   unload" allows.
 * - after 10 minutes (CHAT_IDLE_EXPIRY_MS) without key or mouse activity anywhere on the page; an open
 *   chat then shows only the greeting again.
 */
function install(): () => void {
  // Load (and expire, by the stored activity time) what an earlier page left before this page's first
  // activity time overwrites it.
  getHistory();
  recordActivity();
  let lastRecorded = getLastActivity();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const remaining = getLastActivity() + CHAT_IDLE_EXPIRY_MS - Date.now();
    timer = setTimeout(check, Math.max(remaining, 0));
  };
  const check = () => {
    if (Date.now() - getLastActivity() >= CHAT_IDLE_EXPIRY_MS) {
      clearHistory();
      // The next stretch of idleness counts from now, not from the activity that has just expired.
      recordActivity();
      lastRecorded = getLastActivity();
    }
    schedule();
  };
  const onActivity = () => {
    const now = Date.now();
    if (now - lastRecorded < ACTIVITY_THROTTLE_MS) return;
    lastRecorded = now;
    recordActivity(now);
  };
  const onPageHide = () => clearHistory();
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) clearHistory();
  };

  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  schedule();
  return () => {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/**
 * Installs the clearing rules while at least one component using it is mounted (the launcher in the app
 * shell, always; a chat panel, for tests and pages rendered alone). Installing twice adds no listeners.
 */
export function useChatLifecycle(): void {
  useEffect(() => {
    installs += 1;
    if (installs === 1) uninstall = install();
    return () => {
      installs -= 1;
      if (installs === 0) {
        uninstall?.();
        uninstall = null;
      }
    };
  }, []);
}
