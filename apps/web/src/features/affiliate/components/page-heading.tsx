import type { ReactNode } from 'react';

/** The top of every affiliate dashboard page: the one h1, a line on what it is for, optional actions. */
export function PageHeading({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-pretty text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
