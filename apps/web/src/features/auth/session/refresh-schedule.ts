import { jwtExpiresAt } from '../../../shared/auth/jwt';

/** Refresh this long before the access token expires (tokens live about 15 minutes). */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;
/** After a refresh that failed without a reply (offline), try again this much later. */
export const REFRESH_RETRY_MS = 30_000;

/**
 * How long to wait before refreshing `token`: 0 when it has expired or is about to (a tab reopened the next
 * morning), null for a token without `exp` (nothing to schedule).
 */
export function refreshDelayMs(token: string, now: number = Date.now()): number | null {
  const expiresAt = jwtExpiresAt(token);
  if (expiresAt === null) return null;
  return Math.max(0, expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}
