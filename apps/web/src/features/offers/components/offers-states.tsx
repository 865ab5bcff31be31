import type { ReactNode } from 'react';
import clsx from 'clsx';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '../../../shared/ui/button';

/** DESIGN.md "honest states": what failed, why (the API's message), and a retry. */
export function OffersLoadError({
  what,
  error,
  onRetry,
  isRetrying,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-danger-600/20 bg-danger-50 p-4 sm:flex-row sm:items-center"
    >
      <TriangleAlert className="size-5 shrink-0 text-danger-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-slate-800">
        <span className="font-semibold">We couldn’t load the {what}.</span> {error.message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
      >
        <RefreshCw className={clsx('size-4', isRetrying && 'animate-spin')} aria-hidden="true" />
        {isRetrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

/** "Nothing here right now", with a way forward (DESIGN.md principle 4). Sits under the page's h1. */
export function OffersEmpty(props: {
  illustration: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-10 text-center">
      <div className="w-52">{props.illustration}</div>
      <h2 className="mt-6 text-xl font-bold text-balance text-slate-900">{props.title}</h2>
      <div className="mt-2 text-pretty text-slate-600">{props.children}</div>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {props.actions}
      </div>
    </section>
  );
}
