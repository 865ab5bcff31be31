import { getAccessToken } from './token-store';
import { isJwtExpiring } from './jwt';

/**
 * The hook between the API client and the accounts feature's silent refresh (ARCHITECTURE.md "Identity,
 * sessions and roles"). The feature registers its refresher (the token/refresh call) when the app starts;
 * the client asks `ensureFreshAccessToken()` before each authenticated call, so a tab reopened after the
 * access token expired refreshes first instead of getting a 401, which would sign the user out (SPEC.md §4).
 * Shared code cannot import a feature, hence the registration.
 */
type Refresher = () => Promise<unknown>;

/** A call made within this long of expiry refreshes first (clock skew and request time). */
export const REQUEST_EXPIRY_SKEW_MS = 10_000;

let refresher: Refresher | null = null;

export function registerSessionRefresher(fn: Refresher): () => void {
  refresher = fn;
  return () => {
    if (refresher === fn) refresher = null;
  };
}

export async function ensureFreshAccessToken(): Promise<void> {
  const token = getAccessToken();
  if (!token || !refresher || !isJwtExpiring(token, REQUEST_EXPIRY_SKEW_MS)) return;
  try {
    await refresher();
  } catch {
    // The call goes ahead with the old token; if the server answers 401 the client signs out (SPEC.md §4).
  }
}
