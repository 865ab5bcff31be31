import { useEffect, useState, type RefObject } from 'react';

/**
 * How far a page's fixed bottom bar (the course page's price-and-enrol bar on phones, enrol-panel.tsx and
 * friends) reaches up at the bottom-right corner, so the floating chat button sits above it instead of
 * on its primary button. Measured rather than listed per route: the bars appear when their data arrives
 * and only below the `lg` breakpoint. 0 when nothing fixed is there.
 */
function measure(own: HTMLElement | null): number {
  if (typeof document.elementsFromPoint !== 'function') return 0;
  const height = window.innerHeight;
  for (const element of document.elementsFromPoint(window.innerWidth - 40, height - 4)) {
    if (own?.contains(element)) continue;
    // The top-most element there: is it inside something fixed to the bottom of the screen?
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position !== 'fixed') continue;
      const rect = node.getBoundingClientRect();
      // A bar, not a full-screen sheet or dialog backdrop.
      return rect.top > height / 2 && rect.bottom >= height - 2 ? Math.ceil(height - rect.top) : 0;
    }
    return 0;
  }
  return 0;
}

export function useBottomBarOffset(own: RefObject<HTMLElement | null>, key: string, active: boolean): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setOffset(measure(own.current)));
    };
    update();
    // The page's content (and with it its bar) arrives after the route changes.
    const timers = [300, 1_000, 2_500].map((delay) => setTimeout(update, delay));
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      for (const timer of timers) clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [own, key, active]);
  return active ? offset : 0;
}
