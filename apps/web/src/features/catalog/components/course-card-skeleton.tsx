import clsx from 'clsx';

/** The card's shape while it loads: same boxes, same heights, so nothing moves when the data arrives. */
export function CourseCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200',
        className,
      )}
    >
      <div className="aspect-video w-full animate-pulse bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-4 w-11/12 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="flex items-center gap-2">
          <div className="size-7 animate-pulse rounded-full bg-slate-200" />
          <div className="h-3.5 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
        <div className="h-3.5 w-2/5 animate-pulse rounded bg-slate-200" />
        <div className="h-3.5 w-3/5 animate-pulse rounded bg-slate-200" />
        <div className="mt-auto pt-2">
          <div className="h-7 w-1/3 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
