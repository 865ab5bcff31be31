import { safeNextPath } from '../../../shared/auth/login-redirect';

/**
 * Google sign-in in the browser without Google's script (no third-party code on our pages, nothing our
 * CSP must allow, and it works on the cheapest phone): the OAuth 2.0 implicit flow as a plain top-level
 * redirect. We send the browser to Google's consent screen; Google sends it back to GOOGLE_CALLBACK_PATH
 * with an access token in the address's fragment (never sent to any server), and the callback page hands
 * the token to our API, which checks it with Google (audience, expiry, verified e-mail) before trusting it.
 *
 * `state` is a random value kept in this tab's sessionStorage and echoed by Google: a callback whose state
 * we did not issue (a forged link, a token pushed at us by someone else: login CSRF) is refused.
 */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
export const GOOGLE_SCOPE = 'openid email profile';

const PENDING_KEY = 'dokkho.google-sign-in';
/** How long a started sign-in may take (choosing an account, maybe creating one). */
export const GOOGLE_SIGN_IN_MAX_AGE_MS = 30 * 60_000;

export interface GoogleClientConfig {
  client_id: string;
  auth_url: string;
}

interface PendingSignIn {
  state: string;
  next: string | null;
  startedAt: number;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function googleRedirectUri(origin: string): string {
  return `${origin}${GOOGLE_CALLBACK_PATH}`;
}

/** Google's consent screen address for this sign-in. */
export function googleAuthUrl(
  google: GoogleClientConfig,
  options: { origin: string; state: string },
): string {
  const url = new URL(google.auth_url);
  url.searchParams.set('client_id', google.client_id);
  url.searchParams.set('redirect_uri', googleRedirectUri(options.origin));
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', GOOGLE_SCOPE);
  url.searchParams.set('state', options.state);
  // Always let the user pick the account: on a shared phone the signed-in Google account may be a sibling's.
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

/**
 * Starts a sign-in: remembers the state and where to go afterwards in this tab, and returns the address to
 * send the browser to. Throws when this tab cannot keep the state (storage blocked): without it the
 * callback could not tell our sign-in from a forged one.
 */
export function beginGoogleSignIn(
  google: GoogleClientConfig,
  options: { origin: string; next?: string | null; now?: number },
): string {
  const pending: PendingSignIn = {
    state: randomState(),
    next: safeNextPath(options.next ?? null),
    startedAt: options.now ?? Date.now(),
  };
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  return googleAuthUrl(google, { origin: options.origin, state: pending.state });
}

/** What came back from Google, read from the callback address (fragment; the query for odd errors). */
export type GoogleCallbackParams =
  | { kind: 'token'; accessToken: string; state: string | null }
  | { kind: 'error'; error: string; state: string | null }
  | { kind: 'empty' };

export function parseGoogleCallback(hash: string, search = ''): GoogleCallbackParams {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const state = fragment.get('state') ?? query.get('state');
  const error = fragment.get('error') ?? query.get('error');
  if (error) return { kind: 'error', error, state };
  const accessToken = fragment.get('access_token');
  if (accessToken) return { kind: 'token', accessToken, state };
  return { kind: 'empty' };
}

/**
 * Takes the pending sign-in out of this tab's storage (it is single-use) and checks the returned state
 * against it. `null`: no sign-in was started here, it is too old, or the state does not match.
 */
export function consumeGoogleSignIn(
  returnedState: string | null,
  now = Date.now(),
): { next: string | null } | null {
  let pending: PendingSignIn | null;
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
  } catch {
    return null;
  }
  if (!pending || typeof pending.state !== 'string' || !returnedState) return null;
  if (pending.state !== returnedState) return null;
  if (!(now - pending.startedAt >= 0 && now - pending.startedAt <= GOOGLE_SIGN_IN_MAX_AGE_MS)) return null;
  return { next: safeNextPath(pending.next) };
}
