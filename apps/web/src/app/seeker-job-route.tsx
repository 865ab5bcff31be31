import { Link, useSearchParams } from 'react-router';
import { JobDetailsPage } from '../features/jobs/pages/job-details-page';
import { ApplyPanel } from '../features/job-seeker/components/apply-panel';
import { AVAILABLE_JOBS_PATH, SEEKER_HOME_PATH } from '../features/job-seeker/lib/paths';
import { usePageTitle } from '../shared/hooks/use-page-title';
import { buttonClasses } from '../shared/ui/button';
import { SignpostIllustration } from '../shared/ui/illustrations';
import { Notice } from '../shared/ui/notice';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The job seeker dashboard's job-details views (SPEC.md §2): `available-jobs/job-details?id={jobId}` and
 * `latest-jobs/job-details?id={jobId}`. The job as /jobs/{id} shows it (features/jobs), inside the
 * dashboard's frame, with the Apply panel (features/job-seeker); composed here so neither feature imports
 * the other's page.
 */
function SeekerJobView({ back }: { back: { to: string; label: string } }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id);
  usePageTitle(valid ? null : t`Job details`);
  if (!valid) {
    return (
      <Notice
        illustration={<SignpostIllustration />}
        title={t`Which job?`}
        description={t`This link does not name a job. Choose one from the list of open jobs.`}
      >
        <Link to={AVAILABLE_JOBS_PATH} className={buttonClasses()}>
          <Trans>See available jobs</Trans>
        </Link>
      </Notice>
    );
  }
  return (
    <JobDetailsPage
      jobId={id}
      embedded
      backLink={back}
      renderApply={(job, closed) => (
        <ApplyPanel job={{ id: job.id, title: job.title, company_name: job.company_name, closed }} />
      )}
    />
  );
}

export function AvailableJobRoute() {
  const { t } = useLingui();
  return <SeekerJobView back={{ to: AVAILABLE_JOBS_PATH, label: t`Available jobs` }} />;
}

/** Opened from the dashboard's recommended ("latest") jobs. */
export function LatestJobRoute() {
  const { t } = useLingui();
  return <SeekerJobView back={{ to: SEEKER_HOME_PATH, label: t`Dashboard` }} />;
}
