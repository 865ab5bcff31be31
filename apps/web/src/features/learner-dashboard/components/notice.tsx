import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import clsx from 'clsx';
import { buttonClasses } from '../../../shared/ui/button';
import { UnpluggedIllustration } from '../../../shared/ui/illustrations';

/**
 * An empty or error state inside a dashboard page (DESIGN.md principle 4): a light illustration, what is
 * going on, and a way forward. An h2, under the page's own h1.
 */
export function Notice(props: {
  illustration: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <section
      className={clsx(
        'flex flex-col items-center rounded-card bg-white px-4 text-center shadow-card',
        props.compact ? 'py-8' : 'py-10 sm:py-14',
      )}
    >
      <div className={props.compact ? 'w-36' : 'w-44 sm:w-52'}>{props.illustration}</div>
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

/** "Try again" for a failed load; spins while the retry runs. */
export function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses()}>
      <RefreshCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
      {retrying ? 'Retrying…' : 'Try again'}
    </button>
  );
}

/** A failed load: the formatted server message (SPEC.md §8) and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
  compact,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  compact?: boolean;
}) {
  return (
    <Notice
      compact={compact}
      illustration={<UnpluggedIllustration />}
      title={title}
      description={error?.message ?? 'Check your connection and try again.'}
    >
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </Notice>
  );
}
