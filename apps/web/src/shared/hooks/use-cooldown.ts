import { useCallback, useEffect, useState } from 'react';

interface Cooldown {
  until: number;
  now: number;
}

/**
 * A visible "try again in N s" countdown. `start(seconds)` begins it; `secondsLeft` ticks down to 0 once a
 * second. The start time is taken when the countdown starts (not when the component mounted), so the
 * first number shown is exactly what the server asked for.
 */
export function useCooldown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [cooldown, setCooldown] = useState<Cooldown | null>(null);
  const secondsLeft = cooldown ? Math.max(0, Math.ceil((cooldown.until - cooldown.now) / 1000)) : 0;

  useEffect(() => {
    if (!cooldown || cooldown.now >= cooldown.until) return;
    // Wake at the next whole second left, so the number changes on time.
    const delay = (cooldown.until - cooldown.now) % 1000 || 1000;
    const timer = setTimeout(() => {
      setCooldown((current) => (current ? { ...current, now: Date.now() } : null));
    }, delay);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setCooldown(seconds > 0 ? { until: now + seconds * 1000, now } : null);
  }, []);

  return { secondsLeft, start };
}
