import type { ReactNode } from 'react';

/**
 * The top of a dashboard page (the learner's, the affiliate's, the staff screens): the page's one h1, a
 * line on what the page is for, and optional actions beside it. The actions are controls, so they stay off
 * paper (the receipt prints without its Print and Download buttons).
 */
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
      {actions ? <div className="flex flex-wrap gap-2 print:hidden">{actions}</div> : null}
    </div>
  );
}
