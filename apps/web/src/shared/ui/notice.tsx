import type { ReactNode } from 'react';
import clsx from 'clsx';
import { RefreshCw } from 'lucide-react';
import { buttonClasses } from './button';
import { ApiError } from '@dokkho/contract/errors';
import { SignpostIllustration, UnpluggedIllustration } from './illustrations';
import { useLingui } from '@lingui/react/macro';

const ILLUSTRATION_SIZES = {
  md: 'w-44 sm:w-52',
  // The staff screens' tighter layout.
  sm: 'w-40 sm:w-48',
} as const;

/**
 * An empty or error state inside a dashboard page (DESIGN.md principle 4): a light illustration, what is
 * going on, and a way forward, as a card. An h2, under the page's own h1 (a whole page that has nothing to
 * show uses StatusPanel instead).
 */
export function Notice(props: {
  illustration: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  size?: keyof typeof ILLUSTRATION_SIZES;
}) {
  return (
    <section className="flex flex-col items-center rounded-card bg-white px-4 py-10 text-center shadow-card sm:py-14">
      <div className={ILLUSTRATION_SIZES[props.size ?? 'md']}>{props.illustration}</div>
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
export function RetryButton({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLingui();
  return (
    <button type="button" onClick={onRetry} disabled={isRetrying} className={buttonClasses()}>
      <RefreshCw aria-hidden="true" className={clsx('size-4', isRetrying && 'animate-spin')} />
      {isRetrying ? t`Retrying…` : t`Try again`}
    </button>
  );
}

/**
 * A failed load inside a dashboard page: the formatted server message (SPEC.md §8) and a retry. A 404 is
 * not a failure to retry (another person's record, or one deleted since): it says so with the server's
 * message and `notFound`, the way back, in place of "Try again".
 */
export function LoadErrorNotice({
  title,
  error,
  onRetry,
  isRetrying,
  size,
  notFound,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
  size?: keyof typeof ILLUSTRATION_SIZES;
  notFound?: { title: string; action: ReactNode };
}) {
  const { t } = useLingui();
  if (notFound && error instanceof ApiError && error.status === 404) {
    return (
      <Notice
        size={size}
        illustration={<SignpostIllustration />}
        title={notFound.title}
        description={error.message}
      >
        {notFound.action}
      </Notice>
    );
  }
  return (
    <Notice
      size={size}
      illustration={<UnpluggedIllustration />}
      title={title}
      description={error?.message ?? t`Check your connection and try again.`}
    >
      <RetryButton onRetry={onRetry} isRetrying={isRetrying} />
    </Notice>
  );
}
