import type { ReactNode } from 'react';
import clsx from 'clsx';
import { RefreshCw } from 'lucide-react';
import { buttonClasses } from '../../../shared/ui/button';
import { UnpluggedIllustration } from '../../../shared/ui/illustrations';

/**
 * The orders pages live in the learner dashboard's frame, so they follow its page pattern: one h1 with a
 * line on what the page is for, and empty or error states as cards with an h2 under it. (The dashboard
 * feature's own parts are not imported: features do not reach into each other, CONVENTIONS.md §1.)
 */
export function DashboardHeading({
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

export function DashboardNotice(props: {
  illustration: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-card bg-white px-4 py-10 text-center shadow-card sm:py-14">
      <div className="w-44 sm:w-52">{props.illustration}</div>
      <h2 className="mt-5 text-xl font-bold text-balance text-slate-900">{props.title}</h2>
      <div className="mt-2 max-w-md text-pretty text-slate-600">{props.description}</div>
      {props.children ? (
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {props.children}
        </div>
      ) : null}
    </section>
  );
}

/** A failed load inside a dashboard page: the formatted server message (SPEC.md §8) and a retry. */
export function DashboardLoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <DashboardNotice illustration={<UnpluggedIllustration />} title={title} description={error.message}>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses()}>
        <RefreshCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </DashboardNotice>
  );
}
