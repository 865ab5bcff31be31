/**
 * The login-redirect convention (SPEC.md §4: a protected route without a token goes to /login "keeping the
 * original location and query string"):
 *
 *   /login?next=<encodeURIComponent(pathname + search + hash)>
 *
 * A query parameter rather than router state, because it survives a reload, a new tab and the Google
 * sign-in round trip, and can be shared. After signing in, the login screen reads it with `readNextPath`
 * and goes there (or to the default). Only same-site paths are accepted, so `next` can never be used to
 * send someone to another site (an open redirect).
 */
export const LOGIN_PATH = '/login';
export const NEXT_PARAM = 'next';

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

export function loginHref(from?: LocationLike): string {
  if (!from) return LOGIN_PATH;
  const target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (target === '/' || !safeNextPath(target)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}

/** A path on this site, or null: rejects absolute URLs, protocol-relative `//host` and `/\host`. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a smuggled newline or tab) have no place in a path.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  return value;
}

/** The `next` target of a login URL's query string, if it is safe to follow. */
export function readNextPath(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeNextPath(params.get(NEXT_PARAM));
}
