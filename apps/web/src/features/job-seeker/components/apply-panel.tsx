import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { BriefcaseBusiness, CircleAlert, LogIn, X } from 'lucide-react';
import type { ApplyStatus, MyApplicationDetail } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { useAccessToken } from '../../../shared/auth/use-session';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { BecomeJobSeekerButton } from '../../auth';
import { useApplyStatus, useApplyStatusKey } from '../api/apply';
import { applicationHref } from '../lib/paths';
import { ApplyForm, ApplySuccess } from './apply-form';
import { StageBadge } from './stage-badge';

export interface ApplyJob {
  id: number;
  title: string;
  company_name: string;
  /** Closed by the recruiter or past its deadline: the page already says so. */
  closed: boolean;
}

function PanelFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Apply for this job`}
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
    >
      {children}
    </section>
  );
}

function ApplyDialog({
  job,
  open,
  onOpenChange,
  profileReady,
}: {
  job: ApplyJob;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileReady: boolean;
}) {
  const { t } = useLingui();
  const [sent, setSent] = useState<MyApplicationDetail | null>(null);
  const jobTitle = job.title;
  const [pending, setPending] = useState(false);
  function changeOpen(next: boolean) {
    // An upload on its way keeps the dialog: its answer must be seen.
    if (pending) return;
    if (!next) setSent(null);
    onOpenChange(next);
  }
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] animate-fade-in bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[110] max-h-[calc(100svh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-dialog-in overflow-y-auto overscroll-contain rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 pt-2">
              <Dialog.Title className="text-lg font-bold text-balance text-slate-900">
                {sent ? t`Application sent` : t`Apply: ${jobTitle}`}
              </Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">
                {job.company_name}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              disabled={pending}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-5">
            {sent ? (
              <ApplySuccess
                application={sent}
                companyName={job.company_name}
                onDone={() => changeOpen(false)}
              />
            ) : (
              <ApplyForm
                jobId={job.id}
                profileReady={profileReady}
                onSubmitted={setSent}
                onPendingChange={setPending}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Not a job seeker yet: one tap turns it on (`POST user/api/v2/job_seeker/`), then the form opens. */
function BecomeJobSeeker({ onDone }: { onDone: () => Promise<unknown> }) {
  const { t } = useLingui();
  return (
    <>
      <p className="text-sm text-pretty text-slate-700">
        <Trans>
          To apply, turn on job seeking for your account. It is free and takes one tap; you can then follow
          every application from your job seeker dashboard.
        </Trans>
      </p>
      <BecomeJobSeekerButton label={t`Become a job seeker`} className="mt-3 w-full" onBecome={onDone} />
    </>
  );
}

function SignedInPanel({ job }: { job: ApplyJob }) {
  const { t } = useLingui();
  const status = useApplyStatus(job.id);
  const statusKey = useApplyStatusKey(job.id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  if (status.isPending) {
    return (
      <PanelFrame>
        <span role="status" className="sr-only">
          <Trans>Checking whether you can apply</Trans>
        </span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-3 h-12 w-full" />
      </PanelFrame>
    );
  }
  if (status.isError) {
    return (
      <SectionError
        what={t`application status`}
        error={status.error}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  }
  const data = status.data;
  return (
    <>
      <PanelContent
        job={job}
        status={data}
        onApply={() => setOpen(true)}
        onBecome={async () => {
          // The refreshed status says "job seeker" now: the panel turns into the form's, opened.
          await queryClient.invalidateQueries({ queryKey: statusKey });
          setOpen(true);
        }}
      />
      {/* Kept apart from the panel's states: once the application is in, the status (refetched) says
          "applied" and the panel changes, while the dialog stays open on its success message. */}
      <ApplyDialog job={job} open={open} onOpenChange={setOpen} profileReady={data.profile_ready} />
    </>
  );
}

function PanelContent({
  job,
  status: data,
  onApply,
  onBecome,
}: {
  job: ApplyJob;
  status: ApplyStatus;
  onApply: () => void;
  onBecome: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const application = data.application;

  // Applied (and not withdrawn): where it stands, and the way to it.
  if (application && !application.withdrawn) {
    const appliedDate = format.date(application.applied_at);
    return (
      <PanelFrame>
        <p className="text-sm font-semibold text-slate-500">
          <Trans>Your application</Trans>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <StageBadge stage={application.stage} withdrawn={false} />
          <span className="text-sm text-slate-600">
            <Trans>Applied {appliedDate}</Trans>
          </span>
        </div>
        <Link
          to={applicationHref(application.id)}
          className={buttonClasses({ variant: 'secondary', className: 'mt-4 w-full' })}
        >
          <Trans>View your application</Trans>
        </Link>
      </PanelFrame>
    );
  }

  const withdrawnNote = application?.withdrawn ? (
    <p className="mb-3 text-sm text-slate-700">
      <Trans>You withdrew your application.</Trans>{' '}
      <Link to={applicationHref(application.id)} className="font-semibold text-primary-700 underline">
        <Trans>See it</Trans>
      </Link>
    </p>
  ) : null;

  // The page itself says the job is closed; nothing to add unless there is a withdrawn application.
  if (job.closed && !data.can_apply) return withdrawnNote ? <PanelFrame>{withdrawnNote}</PanelFrame> : null;

  if (!data.is_job_seeker) {
    return (
      <PanelFrame>
        <BecomeJobSeeker onDone={onBecome} />
      </PanelFrame>
    );
  }

  if (!data.can_apply) {
    return (
      <PanelFrame>
        {withdrawnNote}
        <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-700" />
          {data.reason ?? t`You cannot apply to this job.`}
        </p>
      </PanelFrame>
    );
  }

  return (
    <PanelFrame>
      {withdrawnNote}
      <Button variant="accent" size="lg" className="w-full" onClick={onApply}>
        <BriefcaseBusiness aria-hidden="true" className="size-5" />
        {application?.withdrawn ? <Trans>Apply again</Trans> : <Trans>Apply now</Trans>}
      </Button>
      <p className="mt-2 text-center text-sm text-slate-600">
        <Trans>Send a PDF, a resume built on Dokkho or your profile.</Trans>
      </p>
    </PanelFrame>
  );
}

/**
 * The Apply slot of a job page (/jobs/{id} and the dashboard's job-details views; issue 6 item 3). Signed
 * out: log in first. Signed in: the server says whether one may apply (`GET jobs/apply/{id}/`), and the
 * panel shows the application, the one-tap switch to job seeker, the reason one cannot, or the form.
 */
export function ApplyPanel({ job }: { job: ApplyJob }) {
  const token = useAccessToken();
  if (!token) {
    if (job.closed) return null;
    return (
      <PanelFrame>
        <Button variant="accent" size="lg" className="w-full" onClick={openLoginDialog}>
          <LogIn aria-hidden="true" className="size-5" />
          <Trans>Log in to apply</Trans>
        </Button>
        <p className="mt-2 text-center text-sm text-slate-600">
          <Trans>New to Dokkho?</Trans>{' '}
          <Link to="/register" className="font-semibold text-primary-700 underline underline-offset-2">
            <Trans>Create a free account</Trans>
          </Link>
        </p>
      </PanelFrame>
    );
  }
  return <SignedInPanel job={job} />;
}
