import clsx from 'clsx';
import type { JobListItem } from '@dokkho/contract/jobs';
import { JobCard, JobCardSkeleton } from './job-card';

// One column on a phone, two from sm, three from xl: the board's grid, wherever a page lists its jobs.
const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

const SKELETONS = [0, 1, 2, 3, 4, 5];

/**
 * Job board results as cards (the public /jobs and the seeker's available jobs list the same board, each
 * opening a job at its own address). Dimmed and marked busy while the next page or search loads.
 */
export function JobCardGrid({
  jobs,
  hrefFor,
  loading,
}: {
  jobs: JobListItem[];
  hrefFor: (jobId: number) => string;
  /** The jobs shown are the previous query's while the new one loads. */
  loading: boolean;
}) {
  return (
    <ul aria-busy={loading} className={clsx(GRID, 'transition-opacity', loading && 'opacity-60')}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} href={hrefFor(job.id)} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape, six cards, while the first page loads. */
export function JobCardGridSkeleton() {
  return (
    <div aria-busy="true" className={GRID}>
      {SKELETONS.map((i) => (
        <JobCardSkeleton key={i} />
      ))}
    </div>
  );
}
