import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

/** The course's completion as a bar and a number (the same on the sidebar, the drawer and the top bar). */
export function ProgressMeter({
  percent,
  label,
  className,
}: {
  percent: number;
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const percentText = format.number(value);
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label ?? t`Course progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        {/* A React style goes through the CSSOM, which the CSP allows (docs/decisions/004). */}
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${value}%` }} />
      </div>
      <span className="shrink-0 text-sm font-semibold text-slate-700">
        <Trans>{percentText}% complete</Trans>
      </span>
    </div>
  );
}
