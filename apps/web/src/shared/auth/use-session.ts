import { useSyncExternalStore } from 'react';
import { getAccessToken, subscribeToSession } from './token-store';

/** The current access token (or null), re-rendering when the user signs in or out. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getAccessToken, () => null);
}
