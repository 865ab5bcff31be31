import { useCallback } from 'react';
import type { Locale } from '@dokkho/contract/locale';

/**
 * Keeps a signed-in user's language choice on their profile, so it follows them to another device
 * (issue 16 item 3). Signed out, the cookie alone keeps it.
 */
export function useSaveLanguageChoice(): (locale: Locale) => void {
  return useCallback((_locale: Locale) => {
    // The profile's language field lands with the API half of issue 16; until then the cookie keeps it.
  }, []);
}
