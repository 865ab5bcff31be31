import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Download, ExternalLink, FileText, UserRound } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import { HIRING_MESSAGES, type MyApplicationDetail } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { dangerButtonClasses } from '../../../shared/ui/danger-button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { CompanyLogo, formatLocation } from '../../jobs';
import { BuiltResumeView } from '../../resume';
import { useMyApplication, useWithdrawApplication } from '../api/applications';
import { useDownloadResume } from '../api/resume';
import { StageBadge } from '../components/stage-badge';
import { StageTimeline } from '../components/stage-timeline';
import { APPLIED_JOBS_PATH, PROFILE_PATH, availableJobHref } from '../lib/paths';
import { formatFileSize } from '../lib/resume-file';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ResumeSent({ application }: { application: MyApplicationDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const download = useDownloadResume();
  const { resume } = application;
  if (resume.kind === 'profile') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <UserRound aria-hidden="true" className="size-5 text-primary-700" />
        <p className="text-slate-800">
          <Trans>Your Dokkho profile</Trans>
        </p>
        <Link
          to={PROFILE_PATH}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline"
        >
          <Trans>See your profile</Trans>
        </Link>
      </div>
    );
  }
  if (resume.kind === 'built' && resume.built) {
    return (
      <BuiltResumeView
        title={resume.file_name ?? t`Resume`}
        pdfUrl={resume.url}
        document={resume.built.document}
        settings={resume.built.settings}
        note={t`Built on Dokkho. This is the copy you sent; later edits to the resume are not included.`}
      />
    );
  }
  if (resume.kind === 'built') {
    // Withdrawn: the copy went back with the application.
    return (
      <p className="text-slate-800">
        {resume.file_name ?? t`A resume`}{' '}
        <span className="text-slate-600">
          <Trans>(built on Dokkho)</Trans>
        </span>
      </p>
    );
  }
  const name = resume.file_name ?? 'resume.pdf';
  return (
    <div>
      <div className="flex items-center gap-3">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
        <p className="min-w-0 truncate font-medium text-slate-800">{name}</p>
        {resume.bytes !== null ? (
          <span className="shrink-0 text-sm text-slate-500">{formatFileSize(resume.bytes, format)}</span>
        ) : null}
      </div>
      {resume.url ? (
        <button
          type="button"
          onClick={() => download.mutate({ url: resume.url ?? '', fileName: name })}
          disabled={download.isPending}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          {download.isPending ? (
            <SubmitProgress label={t`Downloading…`} />
          ) : (
            <>
              <Download aria-hidden="true" className="size-4" />
              <Trans>Download PDF</Trans>
            </>
          )}
        </button>
      ) : null}
      {download.error ? (
        <div className="mt-3">
          <FormAlert>{download.error.message}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}

function WithdrawAction({ application }: { application: MyApplicationDetail }) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useLingui();
  const withdraw = useWithdrawApplication();
  const companyName = application.job.company_name;
  const jobTitle = application.job.title;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={dangerButtonClasses({ outline: true })}>
        <Trans>Withdraw application</Trans>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Withdraw this application?`}
        description={
          <p>
            <Trans>
              {companyName} will see that you withdrew it and will not consider you for {jobTitle}. While the
              job is open you can apply again.
            </Trans>
          </p>
        }
        pending={withdraw.isPending}
        formError={formError}
        onDismiss={() => setFormError(null)}
        onSubmit={(event) => {
          event.preventDefault();
          setFormError(null);
          withdraw.mutate(application.id, {
            onSuccess: () => setOpen(false),
            onError: (error) => setFormError(error.message),
          });
        }}
        cancelLabel={t`Keep it`}
        submitLabel={t`Withdraw`}
        pendingLabel={t`Withdrawing…`}
      />
    </>
  );
}

function ApplicationView({ application }: { application: MyApplicationDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const { job } = application;
  const appliedDate = format.date(application.applied_at);
  return (
    <div className="space-y-5">
      <section className="rounded-card bg-gradient-to-b from-primary-50 to-white p-4 ring-1 ring-primary-100 sm:p-6">
        <div className="flex items-start gap-4">
          <CompanyLogo name={job.company_name} logo={job.company_logo} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl leading-tight font-bold text-balance break-words text-slate-900">
              {job.title}
            </h1>
            <p className="mt-1 text-slate-700">{job.company_name}</p>
            <p className="mt-0.5 text-sm text-slate-600">{formatLocation(job)}</p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <StageBadge stage={application.stage} withdrawn={application.withdrawn} />
          <span className="text-sm text-slate-600">
            <Trans>Applied {appliedDate}</Trans>
          </span>
          <Link
            to={job.status === 'open' ? availableJobHref(job.id) : `/jobs/${job.id}`}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
          >
            <Trans>See the job</Trans>
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {application.withdrawn ? (
          <p role="status" className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {HIRING_MESSAGES.withdrawn}
            {job.status === 'open' ? ` ${t`The job is still open: you can apply again from its page.`}` : ''}
          </p>
        ) : null}
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card title={t`Progress`}>
          <StageTimeline
            stage={application.stage}
            withdrawn={application.withdrawn}
            timeline={application.timeline}
          />
        </Card>
        <div className="space-y-5">
          <Card title={t`Resume sent`}>
            <ResumeSent application={application} />
          </Card>
          <Card title={t`Cover letter`}>
            {application.cover_letter ? (
              <p className="leading-7 whitespace-pre-line text-slate-800">{application.cover_letter}</p>
            ) : (
              <p className="text-slate-600">
                <Trans>You did not add a cover letter.</Trans>
              </p>
            )}
          </Card>
        </div>
      </div>

      {application.can_withdraw ? (
        <section className="rounded-card border border-slate-200 p-4 sm:p-5">
          <h2 className="font-bold text-slate-900">
            <Trans>Changed your mind?</Trans>
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-600">
            <Trans>Withdrawing tells the employer you are no longer interested in this job.</Trans>
          </p>
          <WithdrawAction application={application} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /js-dashboard/applied-jobs/job-details?id={applicationId} (SPEC.md §2): one of my applications. The job,
 * where it stands (the timeline), what I sent, and Withdraw while it is still undecided.
 */
export function ApplicationPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d+$/.test(id);
  const application = useMyApplication(id);
  const pageJobTitle = application.data?.job.title;
  usePageTitle(
    pageJobTitle !== undefined
      ? t`Application: ${pageJobTitle}`
      : valid && !application.isError
        ? null
        : t`Application`,
  );

  const back = (
    <Link
      to={APPLIED_JOBS_PATH}
      className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Applied jobs</Trans>
    </Link>
  );

  const notFound = !valid || (application.error instanceof ApiError && application.error.status === 404);
  if (notFound) {
    return (
      <>
        {back}
        <Notice
          illustration={<SignpostIllustration />}
          title={t`Application not found`}
          description={t`This link does not lead to one of your applications. Your applications are all in one list.`}
        >
          <Link to={APPLIED_JOBS_PATH} className={buttonClasses()}>
            <Trans>See your applications</Trans>
          </Link>
        </Notice>
      </>
    );
  }
  if (application.isError) {
    return (
      <>
        {back}
        <LoadErrorNotice
          title={t`We couldn’t load this application`}
          error={application.error}
          onRetry={() => void application.refetch()}
          isRetrying={application.isFetching}
        />
      </>
    );
  }
  if (!application.data) {
    return (
      <>
        {back}
        <div aria-busy="true" className="space-y-5">
          <span role="status" className="sr-only">
            <Trans>Loading the application</Trans>
          </span>
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <ApplicationView application={application.data} />
    </>
  );
}
