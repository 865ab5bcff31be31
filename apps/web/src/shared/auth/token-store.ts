/**
 * Where the client keeps who is signed in (SPEC.md §4): the access token in memory and in localStorage,
 * with the user id. The refresh token is deliberately NOT kept here: it travels in an httpOnly cookie
 * (ARCHITECTURE.md "Identity, sessions and roles").
 */
const ACCESS_KEY = 'access';
const USER_ID_KEY = 'user_id';

let memoryToken: string | null = null;
const listeners = new Set<() => void>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Private mode or blocked storage: the memory token still works for this tab.
    return null;
  }
}

/** SPEC.md §4: a stored value of the text "undefined" is no token. */
function usable(token: string | null): string | null {
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

export function getAccessToken(): string | null {
  return usable(memoryToken) ?? usable(readStorage(ACCESS_KEY));
}

/** The token as stored for every tab (another tab may have refreshed it since this one read it). */
export function getStoredAccessToken(): string | null {
  return usable(readStorage(ACCESS_KEY));
}

export function getUserId(): string | null {
  return usable(readStorage(USER_ID_KEY));
}

export function setSession(access: string, userId: number | string): void {
  memoryToken = access;
  try {
    window.localStorage.setItem(ACCESS_KEY, access);
    window.localStorage.setItem(USER_ID_KEY, String(userId));
  } catch {
    /* storage unavailable: memory only */
  }
  notify();
}

/** Signing out, or any 401 (SPEC.md §4): forget the token and clear all local storage. */
export function clearSession(): void {
  memoryToken = null;
  try {
    window.localStorage.clear();
  } catch {
    /* storage unavailable */
  }
  notify();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}
