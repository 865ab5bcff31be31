import { useSilentRefresh } from './use-silent-refresh';

/** Mounted once in the app providers: runs the silent refresh of the signed-in session. Renders nothing. */
export function SessionKeeper() {
  useSilentRefresh();
  return null;
}
