import { Skeleton } from '../../../shared/ui/skeleton';

/** Where a chart will be while its chunk arrives (the same size: nothing shifts). */
export function ChartSkeleton() {
  return (
    <div className="rounded-card bg-white p-4 shadow-card sm:p-5" aria-hidden="true">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="mt-2 h-4 w-48" />
      <Skeleton className="mt-4 h-56 w-full sm:h-64" />
    </div>
  );
}
