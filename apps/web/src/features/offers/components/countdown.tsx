import { useEffect } from 'react';
import clsx from 'clsx';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { INTL_LOCALE, type Locale } from '@dokkho/contract/locale';
import { useFormat } from '../../../shared/i18n/format';
import { timeLeft, useNow } from '../lib/countdown';

/** Two digits, in the language's numerals (০৫ in Bangla). */
const pad = (value: number, locale: Locale) =>
  value.toLocaleString(INTL_LOCALE[locale], { minimumIntegerDigits: 2, useGrouping: false });

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
  const { t } = useLingui();
  const format = useFormat();
  const now = useNow(1000);
  const left = timeLeft(new Date(endsAt), now);
  useEffect(() => {
    if (left.over) onEnd?.();
  }, [left.over, onEnd]);

  if (left.over) {
    return (
      <p className="text-lg font-semibold">
        <Trans>This offer has ended.</Trans>
      </p>
    );
  }
  const days = left.days;
  const units = [
    { key: 'days', value: left.days, label: t`${plural(days, { one: 'day', other: 'days' })}` },
    { key: 'hours', value: left.hours, label: t`hrs` },
    { key: 'minutes', value: left.minutes, label: t`min` },
    { key: 'seconds', value: left.seconds, label: t`sec` },
  ];
  const deadline = format.dayMonthTime(endsAt);
  return (
    <div>
      <p className="sr-only">
        <Trans>Offer ends {deadline}, Bangladesh time.</Trans>
      </p>
      <ol aria-hidden="true" className="flex gap-2 sm:gap-3">
        {units.map((unit) => (
          <li
            key={unit.key}
            className={clsx(
              'flex w-16 flex-col items-center rounded-lg py-2 sm:w-20',
              tone === 'dark' ? 'bg-white/10 ring-1 ring-white/20' : 'bg-white ring-1 ring-slate-200',
            )}
          >
            <span className="text-2xl font-bold tabular-nums sm:text-3xl">
              {pad(unit.value, format.locale)}
            </span>
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
