import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useJobReports } from '../api/job-reports';
import { JobReportCard } from '../components/job-report-card';
import { StaffCardQueue } from '../components/staff-card-queue';
import { DoneMessage } from '../components/status-tabs';

/**
 * /staff/job-reports: reports of job posts waiting for a decision (`GET admin/job-reports/`), oldest first;
 * each can close its post for good or be dismissed (issue 6 item 6).
 */
export function StaffJobReportsPage() {
  const { t } = useLingui();
  const reports = useJobReports();
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      <PageHeading
        title={t`Job reports`}
        description={t`Posts that job seekers reported as a scam, misleading or discriminatory. Read the post before you decide.`}
      />
      <DoneMessage message={done} />
      <StaffCardQueue
        query={reports}
        items={(list) => ({ results: list, count: list.length })}
        errorTitle={t`We couldn’t load the reports`}
        loadingLabel={t`Loading reports`}
        skeletonLines={
          <>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-12 w-full" />
          </>
        }
        empty={{
          title: t`No reports to review`,
          description: t`When someone reports a job post from its page, the report waits here for a decision.`,
        }}
        count={(total) => t`${plural(total, { one: '# open report', other: '# open reports' })}`}
        listLabel={t`Open reports`}
      >
        {(list) =>
          list.map((report) => <JobReportCard key={report.id} report={report} onDecided={setDone} />)
        }
      </StaffCardQueue>
    </>
  );
}
