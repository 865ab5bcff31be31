import { useFollowProfileLanguage } from './language-preference';
import { useSilentRefresh } from './use-silent-refresh';

/**
 * Mounted once in the app providers: runs the silent refresh of the signed-in session, and switches the
 * interface to the language on the user's profile. Renders nothing.
 */
export function SessionKeeper() {
  useSilentRefresh();
  useFollowProfileLanguage();
  return null;
}
