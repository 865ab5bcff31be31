/**
 * Reading a JWT's payload in the browser, for scheduling only (ARCHITECTURE.md: access tokens are short-lived
 * JWTs). The signature is NOT checked here: the server does that on every call. We only need `exp` to refresh
 * before it passes, and `sub` as a fallback user id.
 */
interface JwtPayload {
  exp?: number;
  sub?: string | number;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // The payload is UTF-8 JSON; atob gives one char per byte.
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readJwtPayload(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload !== null && typeof payload === 'object' ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

/** When the token expires, in ms since the epoch, or null when it is not a JWT with a numeric `exp`. */
export function jwtExpiresAt(token: string): number | null {
  const exp = readJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when the token expires within `withinMs` of `now` (or already has). Tokens without `exp` never do. */
export function isJwtExpiring(token: string, withinMs: number, now: number = Date.now()): boolean {
  const expiresAt = jwtExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= withinMs;
}
