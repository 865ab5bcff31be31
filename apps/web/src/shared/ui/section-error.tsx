import clsx from 'clsx';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { buttonClasses } from './button';
import { Trans, useLingui } from '@lingui/react/macro';

interface SectionErrorProps {
  /** What could not be loaded, e.g. "featured courses". */
  what: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
}

/**
 * One part of a page that failed to load, inline where the part would be (DESIGN.md "honest states"): say
 * what failed, why (the API's message), and offer the way out. A whole page that failed is a LoadErrorPanel.
 */
export function SectionError({ what, error, onRetry, isRetrying = false, className }: SectionErrorProps) {
  const { t } = useLingui();
  const reason = error instanceof Error ? error.message : t`Something went wrong.`;
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-start gap-3 rounded-card border border-danger-600/20 bg-danger-50 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <TriangleAlert className="size-5 shrink-0 text-danger-700" aria-hidden="true" />
      <p className="flex-1 text-sm text-slate-800">
        <span className="font-semibold">
          <Trans>We couldn’t load the {what}.</Trans>
        </span>{' '}
        {reason}
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
      >
        <RefreshCw className={clsx('size-4', isRetrying && 'animate-spin')} aria-hidden="true" />
        {isRetrying ? t`Retrying…` : t`Retry`}
      </button>
    </div>
  );
}
