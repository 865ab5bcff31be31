import { useEffect, useState } from 'react';
import { ApiError } from '@dokkho/contract/errors';
import { useAccessToken } from '../../../shared/auth/use-session';
import { registerSessionRefresher } from '../../../shared/auth/session-refresh';
import { refreshAccessToken } from '../api/refresh-token';
import { REFRESH_RETRY_MS, refreshDelayMs } from './refresh-schedule';

/**
 * Keeps a signed-in session alive (ARCHITECTURE.md "Identity, sessions and roles"): refreshes the access
 * token shortly before its `exp`, at once when the app starts with an expired one, and again when a phone
 * wakes a tab whose timer slept through the expiry. The new token re-runs the effect, scheduling the next
 * refresh. A 401 signs out (the client's rule); a failure without a reply retries later.
 */
export function useSilentRefresh(): void {
  const token = useAccessToken();
  const [retry, setRetry] = useState(0);

  useEffect(() => registerSessionRefresher(refreshAccessToken), []);

  useEffect(() => {
    if (!token) return;
    const delay = refreshDelayMs(token);
    if (delay === null) return;

    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      refreshAccessToken().catch((error: unknown) => {
        const signedOut = error instanceof ApiError && error.status === 401;
        if (!cancelled && !signedOut) {
          retryTimer = setTimeout(() => setRetry((n) => n + 1), REFRESH_RETRY_MS);
        }
      });
    };
    const timer = setTimeout(run, delay);

    const onVisible = () => {
      if (document.visibilityState === 'visible' && refreshDelayMs(token) === 0) run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, retry]);
}
