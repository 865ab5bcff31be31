import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { CheckCircle2, Flag, X } from 'lucide-react';
import { JOB_REPORT_REASONS, JobReportRequest } from '@dokkho/contract/jobs';
import { JOB_REPORT_REASON_LABELS } from '../../../shared/labels/jobs';
import { labelOptions } from '../../../shared/labels/resolve';
import { Trans, useLingui } from '@lingui/react/macro';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { useAccessToken } from '../../../shared/auth/use-session';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useReportJob, type JobReportValues } from '../api/report-job';

const QUIET_LINK =
  'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-600 hover:text-danger-700 hover:underline';

/**
 * "Report this job" (issue 6 item 6: reported posts can be closed by staff). Signed-in visitors choose a
 * reason and may add details; a visitor who is signed out is asked to sign in first (a report needs a
 * person behind it, and one report per person per post).
 */
export function ReportJobDialog({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const { t, i18n } = useLingui();
  const token = useAccessToken();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const report = useReportJob(jobId);
  const form = useForm<JobReportRequest, unknown, JobReportValues>({
    resolver: zodResolver(JobReportRequest),
    defaultValues: { details: '' },
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });

  if (!token) {
    return (
      <button type="button" onClick={openLoginDialog} className={QUIET_LINK}>
        <Flag aria-hidden="true" className="size-4" />
        <Trans>Sign in to report this job</Trans>
      </button>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await report.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, ['reason', 'details'], form.setError));
    }
  });

  function changeOpen(next: boolean) {
    if (report.isPending) return;
    if (!next) setFormError(null);
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={QUIET_LINK}>
        <Flag aria-hidden="true" className="size-4" />
        <Trans>Report this job</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] animate-fade-in bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[110] max-h-[calc(100svh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-dialog-in overflow-y-auto overscroll-contain rounded-card bg-white p-5 shadow-raised focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="pt-2 text-lg font-bold text-balance text-slate-900">
              <Trans>Report this job</Trans>
            </Dialog.Title>
            <Dialog.Close
              aria-label={t`Close`}
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {report.isSuccess ? (
            <div className="mt-4 text-center">
              <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-success-600" />
              <Dialog.Description className="mt-3 text-pretty text-slate-700">
                <Trans>
                  Thank you. Our team will review “{jobTitle}” and close it if it breaks our rules.
                </Trans>
              </Dialog.Description>
              <Dialog.Close className={buttonClasses({ className: 'mt-5 w-full' })}>
                <Trans>Done</Trans>
              </Dialog.Close>
            </div>
          ) : (
            <>
              <Dialog.Description className="mt-2 text-sm text-pretty text-slate-700">
                <Trans>
                  Tell us what is wrong with “{jobTitle}”. Reports are private: the employer does not see who
                  sent them.
                </Trans>
              </Dialog.Description>
              <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
                <fieldset disabled={report.isPending} className="space-y-4 disabled:opacity-70">
                  <FormSelect
                    label={t`Reason`}
                    placeholder={t`Choose a reason`}
                    options={labelOptions(JOB_REPORT_REASONS, JOB_REPORT_REASON_LABELS, i18n)}
                    error={errors.reason?.message}
                    {...form.register('reason')}
                  />
                  <FormTextarea
                    label={t`Details`}
                    optional={reason !== 'other'}
                    rows={4}
                    maxLength={1000}
                    help={t`What did you notice? Required for “Something else”.`}
                    error={errors.details?.message}
                    {...form.register('details')}
                  />
                </fieldset>
                {formError ? <FormAlert>{formError}</FormAlert> : null}
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Dialog.Close
                    type="button"
                    disabled={report.isPending}
                    className={buttonClasses({ variant: 'secondary' })}
                  >
                    <Trans>Cancel</Trans>
                  </Dialog.Close>
                  <button
                    type="submit"
                    disabled={report.isPending}
                    aria-busy={report.isPending}
                    className={buttonClasses()}
                  >
                    {report.isPending ? <SubmitProgress label={t`Sending…`} /> : t`Send report`}
                  </button>
                </div>
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
