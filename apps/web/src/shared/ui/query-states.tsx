import type { ReactNode } from 'react';
import { LoadErrorNotice } from './notice';

/** The parts of a react-query result that QueryStates reads (a `useQuery` result fits as it is). */
export interface LoadableQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Skeletons while something loads, with the words a screen reader hears in their place (the skeletons
 * themselves are aria-hidden).
 */
export function LoadingSkeletons({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The four states of a dashboard list or section fed by one query (DESIGN.md principle 4), in the one
 * order every such page uses: the failed load (only while nothing was loaded yet, so a failed background
 * refetch keeps the list on screen), the skeletons, the empty notice, then the content. Many dashboard
 * pages wrote this ladder out by hand; this keeps them alike.
 */
export function QueryStates<T>({
  query,
  errorTitle,
  errorSize,
  notFound,
  loadingLabel,
  loadingClassName,
  skeletons,
  isEmpty,
  empty,
  children,
}: {
  query: LoadableQuery<T>;
  /** The error notice's heading, e.g. "We couldn’t load the leads". */
  errorTitle: string;
  errorSize?: 'sm' | 'md';
  /** What a 404 means here and the way back (see LoadErrorNotice). */
  notFound?: { title: string; action: ReactNode };
  /** What the screen reader hears while loading, e.g. "Loading leads". */
  loadingLabel: string;
  loadingClassName?: string;
  skeletons: ReactNode;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  if (query.isError && data === undefined) {
    return (
      <LoadErrorNotice
        size={errorSize}
        title={errorTitle}
        notFound={notFound}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (data === undefined) {
    return (
      <LoadingSkeletons label={loadingLabel} className={loadingClassName}>
        {skeletons}
      </LoadingSkeletons>
    );
  }
  return <>{isEmpty(data) ? empty : children(data)}</>;
}
