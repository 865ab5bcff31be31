import { useState } from 'react';
import { Link } from 'react-router';
import { Ban, Check, ExternalLink } from 'lucide-react';
import type { JobReportRow } from '@dokkho/contract/jobs';
import { ApiError } from '@dokkho/contract/errors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { JOB_REPORT_REASON_LABELS, JOB_STATUS_LABELS } from '../../../shared/labels/jobs';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { dangerButtonClasses } from '../../../shared/ui/danger-button';
import { useDecideJobReport, type ReportDecision } from '../api/job-reports';

const DIALOG: Record<
  ReportDecision,
  {
    title: MessageDescriptor;
    submit: MessageDescriptor;
    pending: MessageDescriptor;
    tone: 'danger' | 'primary';
  }
> = {
  close: {
    title: msg`Close this job post for good?`,
    submit: msg`Close the post`,
    pending: msg`Closing…`,
    tone: 'danger',
  },
  dismiss: {
    title: msg`Dismiss this report?`,
    submit: msg`Dismiss report`,
    pending: msg`Dismissing…`,
    tone: 'primary',
  },
};

/**
 * One open report of a job post: what was reported and why, a link to the post as the public sees it, and
 * the two decisions. Closing resolves every report of the post; dismissing only this one.
 */
export function JobReportCard({
  report,
  onDecided,
}: {
  report: JobReportRow;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [deciding, setDeciding] = useState<ReportDecision | null>(null);
  const jobTitle = report.job.title;
  const reporterEmail = report.reporter_email;
  const reportedAt = format.dateTime(report.created_at);
  const [formError, setFormError] = useState<string | null>(null);
  const decide = useDecideJobReport(report);
  const headingId = `report-${report.id}-title`;
  const dialog = deciding ? DIALOG[deciding] : null;

  async function confirm() {
    if (!deciding) return;
    try {
      await decide.mutateAsync(deciding);
      setDeciding(null);
      onDecided(
        deciding === 'close'
          ? t`Closed “${jobTitle}”; its recruiter cannot re-open it.`
          : t`Dismissed the report on “${jobTitle}”.`,
      );
    } catch (error) {
      setFormError(
        error instanceof ApiError || error instanceof Error ? error.message : t`Something went wrong.`,
      );
    }
  }

  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
      >
        <p className="text-xs font-semibold tracking-wide text-danger-700 uppercase">
          {i18n._(JOB_REPORT_REASON_LABELS[report.reason])}
        </p>
        <h2 id={headingId} className="mt-1 font-semibold text-slate-900">
          {report.job.title}
        </h2>
        <p className="text-sm text-slate-600">
          {report.job.company_name} · {i18n._(JOB_STATUS_LABELS[report.job.status])}
        </p>
        {report.details ? (
          <blockquote className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
            {report.details}
          </blockquote>
        ) : null}
        <p className="mt-3 text-xs text-slate-500">
          <Trans>
            Reported by <span className="wrap-anywhere">{reporterEmail}</span> on{' '}
            <time dateTime={report.created_at}>{reportedAt}</time>
          </Trans>
        </p>
        <Link
          to={`/jobs/${report.job.id}`}
          target="_blank"
          rel="noopener"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-primary-700 hover:text-primary-900"
        >
          <Trans>See the post</Trans>
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </Link>
        <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row">
          {report.job.status !== 'closed' ? (
            <button
              type="button"
              onClick={() => setDeciding('close')}
              className={dangerButtonClasses({ className: 'w-full sm:w-auto' })}
            >
              <Ban aria-hidden="true" className="size-4" />
              <Trans>Close the post</Trans>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setDeciding('dismiss')}
            className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}
          >
            <Check aria-hidden="true" className="size-4" />
            <Trans>Dismiss report</Trans>
          </button>
        </div>
      </article>
      {dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setDeciding(null))}
          title={i18n._(dialog.title)}
          description={
            deciding === 'close'
              ? t`The post leaves the job board at once and its recruiter cannot re-open it. Every report of it is resolved.`
              : t`The post stays as it is. Use this when the report needs no action.`
          }
          pending={decide.isPending}
          formError={formError}
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          onDismiss={() => setFormError(null)}
          cancelLabel={t`Go back`}
          submitLabel={i18n._(dialog.submit)}
          pendingLabel={i18n._(dialog.pending)}
          tone={dialog.tone}
        />
      ) : null}
    </li>
  );
}
