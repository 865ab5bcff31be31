import clsx from 'clsx';
import { Plural, useLingui } from '@lingui/react/macro';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@dokkho/contract/affiliate';

/** 7, 30 or 90 days: a segmented control (buttons with aria-pressed). */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (days: DashboardPeriod) => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Period`} className="inline-flex rounded-lg bg-slate-200/70 p-1">
      {DASHBOARD_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={clsx(
            'min-h-10 rounded-md px-3 text-sm font-semibold transition-colors sm:px-4',
            value === days ? 'bg-white text-primary-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
          )}
        >
          <Plural value={days} one="# day" other="# days" />
        </button>
      ))}
    </div>
  );
}
