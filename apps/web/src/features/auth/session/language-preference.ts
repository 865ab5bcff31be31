import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@dokkho/contract/locale';
import { useAccessToken } from '../../../shared/auth/use-session';
import { currentLocale, switchLocale } from '../../../shared/i18n/locale';
import { useProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { setCachedProfile } from '../lib/cached-profile';

/** Mounted once in the app providers, beside the session keeper: applies the profile's language. */
export function ProfileLanguageFollower(): null {
  useFollowProfileLanguage();
  return null;
}

/**
 * A signed-in user's language follows them (issue 16 item 3): when their profile arrives (sign-in, a new
 * tab, another device) with a language they chose, the interface switches to it. It acts once per user and
 * language it sees, so a switch the user just made is not undone by the profile still in the cache while
 * the new choice is on its way to the server.
 */
export function useFollowProfileLanguage(): void {
  const { data: user } = useProfile();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!user?.language) return;
    const key = `${user.id}:${user.language}`;
    if (applied.current === key) return;
    applied.current = key;
    if (user.language !== currentLocale()) {
      switchLocale(user.language).catch(() => {
        // The catalogs did not load (offline): the page stays in the language it has; the next visit retries.
      });
    }
  }, [user]);
}

/**
 * Keeps a language the user switched to on their profile when signed in, so it follows them to another
 * device; signed out, the cookie alone keeps it. Failing to save is not worth interrupting anyone for: the
 * cookie still holds the choice on this device.
 */
export function useSaveLanguageChoice(): (locale: Locale) => void {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useCallback(
    (locale: Locale) => {
      if (!token) return;
      updateProfile({ language: locale }).then(
        (user) => setCachedProfile(queryClient, user),
        () => undefined,
      );
    },
    [token, queryClient],
  );
}
