import clsx from 'clsx';

/**
 * A grey placeholder block with the size of the content to come (DESIGN.md principle 2: skeletons instead
 * of spinners where the layout is known, so nothing shifts when data arrives).
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-slate-200', className)} />;
}
