import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One number of the dashboard, with what it means underneath. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex min-w-0 flex-col rounded-card bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
        <span id={labelId} className="truncate">
          {label}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
