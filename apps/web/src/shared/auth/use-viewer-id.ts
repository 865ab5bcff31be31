import { readJwtPayload } from './jwt';
import { getUserId } from './token-store';
import { useAccessToken } from './use-session';

/**
 * Who is looking, for the personal queries (enrolments, lessons, quizzes): the signed-in user's id, or null
 * when signed out. It is part of those queries' keys (`['me', viewerId, ...]`), so one user's cached data is
 * never shown to the next person who signs in on the same device (a 401 clears the token, not the cache).
 */
export function useViewerId(): string | null {
  const token = useAccessToken();
  if (!token) return null;
  const sub = readJwtPayload(token)?.sub;
  return sub !== undefined && sub !== null ? String(sub) : (getUserId() ?? 'me');
}

/** The prefix of every personal query of this viewer: invalidating it marks all their data stale. */
export const personalQueryPrefix = (viewerId: string) => ['me', viewerId] as const;
