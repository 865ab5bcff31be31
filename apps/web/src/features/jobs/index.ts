// The jobs feature's public API: what other features may import (docs/decisions/022). Anything not
// exported here is the feature's own; move what many features need to shared/ instead.

export { getJob } from './api/get-job';
export { getJobBoard, useJobBoard } from './api/get-job-board';
export { CompanyLogo } from './components/company-logo';
export { JobCard } from './components/job-card';
export { JobCardGrid, JobCardGridSkeleton } from './components/job-card-grid';
export { JobSearchBox } from './components/job-search-box';
export { JobsEmptyState } from './components/jobs-empty-state';
export {
  JOBS_PAGE_SIZE,
  currentPage,
  jobFiltersHref,
  parseJobFilters,
  serializeJobFilters,
  updateJobFilters,
} from './lib/job-filters';
export { formatLocation } from './lib/job-format';
