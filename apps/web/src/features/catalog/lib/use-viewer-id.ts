import { readJwtPayload } from '../../../shared/auth/jwt';
import { getUserId } from '../../../shared/auth/token-store';
import { useAccessToken } from '../../../shared/auth/use-session';

/**
 * Who is looking, for the personal queries (enrolments, wishlist): the signed-in user's id, or null when
 * signed out. It is part of those queries' keys, so one user's cached seats or saved courses are never
 * shown to the next person who signs in on the same device (a 401 clears the token, not the cache).
 */
export function useViewerId(): string | null {
  const token = useAccessToken();
  if (!token) return null;
  const sub = readJwtPayload(token)?.sub;
  return sub !== undefined && sub !== null ? String(sub) : (getUserId() ?? 'me');
}
