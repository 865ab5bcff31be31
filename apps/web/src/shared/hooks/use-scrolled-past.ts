import { useCallback, useSyncExternalStore } from 'react';

/**
 * True once the window is scrolled `px` pixels or more. Returns a boolean (not the offset) so components
 * re-render only when the threshold is crossed, not on every scroll event.
 */
export function useScrolledPast(px: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY >= px,
    () => false,
  );
}
