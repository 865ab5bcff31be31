import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { formatNumber } from '../../../shared/lib/format-number';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useJobReports } from '../api/job-reports';
import { JobReportCard } from '../components/job-report-card';
import { DoneMessage } from '../components/status-tabs';

/**
 * /staff/job-reports: reports of job posts waiting for a decision (`GET admin/job-reports/`), oldest first;
 * each can close its post for good or be dismissed (issue 6 item 6).
 */
export function StaffJobReportsPage() {
  const reports = useJobReports();
  const [done, setDone] = useState<string | null>(null);
  const data = reports.data;

  let body: ReactNode;
  if (reports.isError && !data) {
    body = (
      <LoadErrorNotice
        size="sm"
        title="We couldn’t load the reports"
        error={reports.error}
        onRetry={() => void reports.refetch()}
        isRetrying={reports.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <div aria-busy="true" className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <span role="status" className="sr-only">
          Loading reports
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <Notice
        size="sm"
        illustration={<SignpostIllustration />}
        title="No reports to review"
        description="When someone reports a job post from its page, the report waits here for a decision."
      />
    );
  } else {
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">
          {formatNumber(data.length)} open {data.length === 1 ? 'report' : 'reports'}
        </p>
        <ul
          aria-label="Open reports"
          aria-busy={reports.isFetching}
          className={clsx(
            'grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2',
            reports.isFetching && 'opacity-60',
          )}
        >
          {data.map((report) => (
            <JobReportCard key={report.id} report={report} onDecided={setDone} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="Job reports"
        description="Posts that job seekers reported as a scam, misleading or discriminatory. Read the post before you decide."
      />
      <DoneMessage message={done} />
      {body}
    </>
  );
}
