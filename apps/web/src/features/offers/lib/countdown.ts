import { useEffect, useState } from 'react';
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

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

/**
 * "3 days left", "5 hours left", "12 minutes left", "Ends in under a minute": a short, calm deadline, in
 * `i18n`'s language (a component passes the one from `useLingui()`).
 */
export function describeTimeLeft(left: TimeLeft, i18n: I18n = globalI18n): string {
  if (left.over) return i18n._(msg`Ended`);
  const { days, hours, minutes } = left;
  if (days > 0) return i18n._(msg`${plural(days, { one: '# day left', other: '# days left' })}`);
  if (hours > 0) return i18n._(msg`${plural(hours, { one: '# hour left', other: '# hours left' })}`);
  if (minutes > 0) {
    return i18n._(msg`${plural(minutes, { one: '# minute left', other: '# minutes left' })}`);
  }
  return i18n._(msg`Ends in under a minute`);
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
