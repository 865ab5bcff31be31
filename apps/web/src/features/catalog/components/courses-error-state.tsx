import { Link } from 'react-router';
import clsx from 'clsx';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { ApiError, NO_RESPONSE_MESSAGE } from '@dokkho/contract/errors';
import { COURSES_PATH } from '../lib/course-filters';
import { buttonClasses } from '../../../shared/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';

interface CoursesErrorStateProps {
  error: unknown;
  /** The same filters without a page: where a 404 for a page past the end sends the learner. */
  firstPageHref: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * A 400 means the address itself is wrong (a hand-edited or stale link) and a 404 that the page is past
 * the end: retrying cannot help either, so they offer a reset or the first page. Anything else may pass,
 * so it offers a retry.
 */
export function CoursesErrorState({ error, firstPageHref, onRetry, isRetrying }: CoursesErrorStateProps) {
  const { t } = useLingui();
  const status = error instanceof ApiError ? error.status : undefined;
  const message = error instanceof Error ? error.message : t`Something went wrong.`;
  const badLink = status === 400;
  const pastTheEnd = status === 404;
  const offline = message === NO_RESPONSE_MESSAGE;
  const title = badLink
    ? t`This link has filters we don’t understand`
    : pastTheEnd
      ? t`This page is past the end of the results`
      : t`We couldn’t load the courses`;

  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-card border border-danger-600/20 bg-danger-50 px-6 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-white text-danger-700 shadow-card">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md break-words text-slate-700">{message}</p>
      {offline && (
        <p className="mt-1 max-w-md text-sm text-slate-600">
          <Trans>Check your internet connection and try again.</Trans>
        </p>
      )}
      <div className="mt-6">
        {pastTheEnd ? (
          <Link to={firstPageHref} className={buttonClasses({ size: 'lg' })}>
            <Trans>Go to the first page</Trans>
          </Link>
        ) : badLink ? (
          <Link to={COURSES_PATH} className={buttonClasses({ size: 'lg' })}>
            <Trans>Reset filters</Trans>
          </Link>
        ) : (
          <button
            type="button"
            onClick={onRetry}
            disabled={isRetrying}
            className={buttonClasses({ size: 'lg' })}
          >
            <RefreshCw className={clsx('size-5', isRetrying && 'animate-spin')} aria-hidden="true" />
            {isRetrying ? t`Retrying…` : t`Retry`}
          </button>
        )}
      </div>
    </div>
  );
}
