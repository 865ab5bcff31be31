import { JobDetailsPage } from '../features/jobs/pages/job-details-page';
import { ApplyPanel } from '../features/job-seeker/components/apply-panel';

/**
 * /jobs/{id}, composed here: the job belongs to features/jobs, applying to features/job-seeker (issue 6
 * item 3), so neither feature imports the other's page.
 */
export function JobRoute() {
  return (
    <JobDetailsPage
      renderApply={(job, closed) => (
        <ApplyPanel job={{ id: job.id, title: job.title, company_name: job.company_name, closed }} />
      )}
    />
  );
}
