import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

/** A course's progress: a bar screen readers announce with its label and value. */
export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const shown = format.number(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={t`${shown}% complete`}
      className={clsx('h-2 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={clsx('h-full rounded-full', value === 100 ? 'bg-success-600' : 'bg-primary-600')}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
