import type { RefreshResponse } from '@dokkho/contract/auth';
import { authRoutes } from '@dokkho/contract/routes/auth';
import { callApi } from '../../../shared/api/call';
import { isJwtExpiring, readJwtPayload } from '../../../shared/auth/jwt';
import { getStoredAccessToken, getUserId, setSession } from '../../../shared/auth/token-store';

/**
 * `POST /api/user/auth/token/refresh/` with an empty body: the httpOnly cookie carries the refresh token
 * (the client always sends credentials). Answers a new access token; the refresh token rotates in the
 * cookie, so the `refresh` in the body is ignored here. A 401 (session revoked or expired) signs the user
 * out through the client's 401 rule (SPEC.md §4).
 */
export function postTokenRefresh(): Promise<RefreshResponse> {
  return callApi(authRoutes.refresh, { body: {} });
}

let inFlight: Promise<string> | null = null;

/** Same margin as the silent refresh: a token with less than this left is refreshed. */
const STILL_FRESH_MS = 60_000;

/**
 * One refresh across all tabs of this browser, not just within this tab: the tabs share the refresh
 * cookie, so two tabs rotating it at the same moment would look like reuse and end the session. Under a
 * Web Lock, a tab that waited finds the token another tab just stored and uses it without a request.
 */
async function refreshOnceAcrossTabs(): Promise<RefreshResponse> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return postTokenRefresh();
  const before = getStoredAccessToken();
  return locks.request('dokkho-session-refresh', async () => {
    const stored = getStoredAccessToken();
    if (stored && stored !== before && !isJwtExpiring(stored, STILL_FRESH_MS)) {
      return { access: stored, refresh: '' };
    }
    return postTokenRefresh();
  });
}

/**
 * Refreshes the session once, however many callers ask at the same time (the timer and a request that
 * found the token expiring): the server rotates the refresh token on every use and revokes the family on
 * reuse, so two parallel refreshes would sign the user out.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= refreshOnceAcrossTabs()
    .then(({ access }) => {
      const userId = getUserId() ?? readJwtPayload(access)?.sub;
      setSession(access, userId ?? '');
      return access;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
