import { useEffect, useState } from 'react';

/** The current time, moving on every `everyMs`: a schedule left open rolls "upcoming" into "live now". */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
