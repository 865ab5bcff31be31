import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the deadline has passed. */
  over: boolean;
}

/** Whole days, hours, minutes and seconds from `now` to `endsAt` (all zero once it has passed). */
export function timeLeft(endsAt: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/** "3 days left", "5 hours left", "12 minutes left", "Ends in under a minute": a short, calm deadline. */
export function describeTimeLeft(left: TimeLeft): string {
  if (left.over) return 'Ended';
  if (left.days > 0) return `${left.days} ${left.days === 1 ? 'day' : 'days'} left`;
  if (left.hours > 0) return `${left.hours} ${left.hours === 1 ? 'hour' : 'hours'} left`;
  if (left.minutes > 0) return `${left.minutes} ${left.minutes === 1 ? 'minute' : 'minutes'} left`;
  return 'Ends in under a minute';
}

/** The current time, ticking every `intervalMs` (a countdown re-renders itself, not the whole page). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
