import { useEffect } from 'react';
import clsx from 'clsx';
import { formatDhakaDayMonthTime } from '@dokkho/domain/dates';
import { timeLeft, useNow } from '../lib/countdown';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Days, hours, minutes and seconds to `endsAt`, ticking each second. Screen readers get the deadline once,
 * as a date, not a number changing every second. `onEnd` runs when it reaches zero (the page refetches).
 */
export function Countdown({
  endsAt,
  onEnd,
  tone = 'dark',
}: {
  endsAt: string;
  onEnd?: () => void;
  tone?: 'dark' | 'light';
}) {
  const now = useNow(1000);
  const left = timeLeft(new Date(endsAt), now);
  useEffect(() => {
    if (left.over) onEnd?.();
  }, [left.over, onEnd]);

  if (left.over) {
    return <p className="text-lg font-semibold">This offer has ended.</p>;
  }
  const units = [
    { value: left.days, label: left.days === 1 ? 'day' : 'days' },
    { value: left.hours, label: 'hrs' },
    { value: left.minutes, label: 'min' },
    { value: left.seconds, label: 'sec' },
  ];
  return (
    <div>
      <p className="sr-only">Offer ends {formatDhakaDayMonthTime(endsAt)}, Bangladesh time.</p>
      <ol aria-hidden="true" className="flex gap-2 sm:gap-3">
        {units.map((unit) => (
          <li
            key={unit.label}
            className={clsx(
              'flex w-16 flex-col items-center rounded-lg py-2 sm:w-20',
              tone === 'dark' ? 'bg-white/10 ring-1 ring-white/20' : 'bg-white ring-1 ring-slate-200',
            )}
          >
            <span className="text-2xl font-bold tabular-nums sm:text-3xl">{pad(unit.value)}</span>
            <span
              className={clsx(
                'text-xs font-medium uppercase',
                tone === 'dark' ? 'text-primary-100' : 'text-slate-500',
              )}
            >
              {unit.label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
