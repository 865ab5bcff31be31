import { useId, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { CheckCircle2, FilePen, FileText, UserRound } from 'lucide-react';
import clsx from 'clsx';
import { ApiError } from '@dokkho/contract/errors';
import {
  ApplyFields,
  HIRING_LIMITS,
  HIRING_MESSAGES,
  type MyApplicationDetail,
  type ResumeKind,
} from '@dokkho/contract/hiring';
import { coverLetterText, type ResumeSummary } from '@dokkho/contract/resume';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { getCoverLetter, getResume, useResumes } from '../../resume';
import { useSubmitApplication } from '../api/apply';
import { PROFILE_PATH, applicationHref } from '../lib/paths';
import { checkResumeFile, formatFileSize } from '../lib/resume-file';

interface ApplyFormValues {
  resume_kind: ResumeKind;
  /** A number once chosen (the schema coerces, so its input type is unknown). */
  resume_id?: unknown;
  cover_letter?: string | undefined;
}

const FIELDS = ['resume_kind', 'resume_id', 'cover_letter'] as const;

/** Where a job seeker builds resumes (the builder inside their dashboard). */
export const BUILD_RESUME_PATH = '/js-dashboard/resume';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function ResumeOption({
  value,
  title,
  description,
  icon: Icon,
  checked,
  disabled,
  register,
}: {
  value: ResumeKind;
  title: string;
  description: string;
  icon: typeof FileText;
  checked: boolean;
  disabled?: boolean;
  register: UseFormRegisterReturn<'resume_kind'>;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={clsx(
        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
        checked ? 'border-primary-600 bg-primary-50 ring-1 ring-primary-600' : 'border-slate-300 bg-white',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        id={id}
        type="radio"
        value={value}
        disabled={disabled}
        className="mt-1 size-4 shrink-0 accent-primary-700"
        aria-describedby={`${id}-description`}
        {...register}
      />
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-primary-700" />
          {title}
        </span>
        <span id={`${id}-description`} className="mt-0.5 block text-sm text-slate-600">
          {description}
        </span>
      </span>
    </label>
  );
}

/** "3 of 7 steps done · updated 26 Nov 2026". */
function CompletionLine({ resume }: { resume: ResumeSummary }) {
  const { t } = useLingui();
  const format = useFormat();
  const steps = Object.values(resume.completion);
  const done = steps.filter(Boolean).length;
  const doneText = format.number(done);
  const totalSteps = steps.length;
  const totalText = format.number(totalSteps);
  const progress =
    done === steps.length
      ? t`Complete`
      : t`${plural(totalSteps, {
          one: `${doneText} of ${totalText} step done`,
          other: `${doneText} of ${totalText} steps done`,
        })}`;
  const updated = format.date(resume.updated_at);
  return <>{t`${progress} · updated ${updated}`}</>;
}

/**
 * The resumes built on Dokkho to choose from (`GET resume/`), each with how complete it is. A copy of the
 * chosen one goes with the application, so later edits do not change what the employer saw.
 */
function BuiltResumeChoice({
  value,
  onChange,
  error,
  onCoverLetterText,
}: {
  value: number | undefined;
  onChange: (id: number) => void;
  error: string | undefined;
  onCoverLetterText: (text: string) => void;
}) {
  const resumes = useResumes();
  const groupId = useId();
  if (resumes.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        <Trans>Loading your resumes…</Trans>
      </p>
    );
  }
  if (resumes.isError) {
    return (
      <p role="alert" className="text-sm text-danger-700">
        {resumes.error.message}{' '}
        <button
          type="button"
          onClick={() => void resumes.refetch()}
          className="font-semibold text-primary-700 underline underline-offset-2"
        >
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  if (resumes.data.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>You have not built a resume on Dokkho yet.</Trans>{' '}
        <Link to={BUILD_RESUME_PATH} className="font-semibold text-primary-700 underline underline-offset-2">
          <Trans>Build a resume</Trans>
        </Link>
      </p>
    );
  }
  const chosen = resumes.data.find((resume) => resume.id === value);
  return (
    <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Trans>Which resume?</Trans>
      </legend>
      <div className="grid gap-1.5">
        {resumes.data.map((resume) => (
          <label
            key={resume.id}
            className={clsx(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2',
              value === resume.id ? 'border-primary-600 bg-primary-50' : 'border-slate-300 bg-white',
            )}
          >
            <input
              type="radio"
              name={`${groupId}-resume`}
              value={resume.id}
              checked={value === resume.id}
              onChange={() => onChange(resume.id)}
              className="mt-1 size-4 shrink-0 accent-primary-700"
            />
            <span className="min-w-0">
              <span className="block truncate font-medium text-slate-900">{resume.title}</span>
              <span className="block text-sm text-slate-600">
                <CompletionLine resume={resume} />
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${groupId}-error`} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {chosen?.has_cover_letter ? (
        <UseCoverLetter key={chosen.id} resumeId={chosen.id} onText={onCoverLetterText} />
      ) : null}
    </fieldset>
  );
}

/** "Use my cover letter": the chosen resume's letter, as text, into the cover letter field. */
function UseCoverLetter({ resumeId, onText }: { resumeId: number; onText: (text: string) => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'loading' | 'done' | { error: string }>('idle');
  async function fill() {
    setState('loading');
    try {
      // The letter signs with the resume's name.
      const [resume, letter] = await Promise.all([getResume(resumeId), getCoverLetter(resumeId)]);
      onText(coverLetterText(letter.document, resume.document.basics));
      setState('done');
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : t`The cover letter could not be loaded.` });
    }
  }
  return (
    <div className="mt-2">
      <Button variant="secondary" size="sm" onClick={() => void fill()} disabled={state === 'loading'}>
        <FilePen aria-hidden="true" className="size-4" />
        {state === 'loading' ? <Trans>Loading your letter…</Trans> : <Trans>Use my cover letter</Trans>}
      </Button>
      <div aria-live="polite">
        {state === 'done' ? (
          <p className="mt-1.5 text-sm text-slate-600">
            <Trans>Your letter is in the box below. Make it fit this job before you send it.</Trans>
          </p>
        ) : typeof state === 'object' ? (
          <p role="alert" className="mt-1.5 text-sm text-danger-700">
            {state.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** What the dialog shows once the application is in: where to follow it. */
export function ApplySuccess({
  application,
  companyName,
  onDone,
}: {
  application: MyApplicationDetail;
  companyName: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-600" />
      <p className="mt-3 text-pretty text-slate-700">
        <Trans>{companyName} can now see your application. We will e-mail you when its stage changes.</Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={applicationHref(application.id)} className={buttonClasses()}>
          <Trans>View your application</Trans>
        </Link>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * The application itself (issue 6 item 3): a PDF resume (type and size checked here with the server's own
 * messages, before a long upload on mobile data) or the Dokkho profile, and an optional cover letter. The
 * upload shows its progress; the server's answers land under their fields.
 */
export function ApplyForm({
  jobId,
  profileReady,
  onSubmitted,
  onPendingChange,
}: {
  jobId: number;
  profileReady: boolean;
  onSubmitted: (application: MyApplicationDetail) => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitApplication(jobId, setProgress);
  const form = useForm<ApplyFormValues, unknown, ApplyFields>({
    resolver: zodResolver(ApplyFields),
    defaultValues: { resume_kind: profileReady ? 'profile' : 'upload', cover_letter: '' },
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'resume_kind' });
  const watchedResumeId = useWatch({ control: form.control, name: 'resume_id' });
  const resumeId = typeof watchedResumeId === 'number' ? watchedResumeId : undefined;
  const coverLetter = useWatch({ control: form.control, name: 'cover_letter' }) ?? '';

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFileError(chosen ? checkResumeFile(chosen) : null);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (values.resume_kind === 'upload') {
      const problem = checkResumeFile(file);
      if (problem) {
        setFileError(problem);
        document.getElementById(fileInputId)?.focus();
        return;
      }
    }
    setProgress(values.resume_kind === 'upload' ? 0 : null);
    onPendingChange?.(true);
    try {
      const application = await submit.mutateAsync({
        resume_kind: values.resume_kind,
        cover_letter: values.cover_letter ?? '',
        file: values.resume_kind === 'upload' ? file : null,
        resume_id:
          values.resume_kind === 'built' && typeof values.resume_id === 'number' ? values.resume_id : null,
      });
      onSubmitted(application);
    } catch (error) {
      let rest: unknown = error;
      // The file's own message (not a PDF by its bytes, too large) goes under the file field.
      if (error instanceof ApiError && error.status === 400 && isRecord(error.body) && 'file' in error.body) {
        const { file: fileMessages, ...others } = error.body;
        setFileError(Array.isArray(fileMessages) ? fileMessages.map(String).join(' ') : String(fileMessages));
        rest = Object.keys(others).length ? ApiError.fromResponse(400, others) : null;
      }
      if (rest) setFormError(applyServerErrors(rest, FIELDS, form.setError));
    } finally {
      setProgress(null);
      onPendingChange?.(false);
    }
  });

  const pending = submit.isPending;
  const percent = progress === null ? null : Math.round(progress * 100);
  const percentText = percent === null ? '' : format.number(percent);
  const maxMb = format.number(HIRING_LIMITS.resumeMaxMb);
  const typed = format.number(coverLetter.length);
  const coverLetterMax = format.number(HIRING_LIMITS.coverLetterMax);
  const pendingLabel =
    percent !== null && percent < 100 ? t`Uploading… ${percentText}%` : t`Sending your application…`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <fieldset disabled={pending} className="space-y-5 disabled:opacity-90">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            <Trans>Your resume</Trans>
          </legend>
          <div className="grid gap-2">
            <ResumeOption
              value="upload"
              title={t`Upload a PDF`}
              description={t`A PDF file of at most ${maxMb} MB.`}
              icon={FileText}
              checked={kind === 'upload'}
              register={form.register('resume_kind')}
            />
            <ResumeOption
              value="built"
              title={t`A resume built on Dokkho`}
              description={t`One of the resumes you made with the resume builder, as it is now.`}
              icon={FilePen}
              checked={kind === 'built'}
              register={form.register('resume_kind')}
            />
            <ResumeOption
              value="profile"
              title={t`Use my Dokkho profile`}
              description={t`Your headline, experience, education and Dokkho certificates, as the employer's page shows them.`}
              icon={UserRound}
              checked={kind === 'profile'}
              disabled={!profileReady}
              register={form.register('resume_kind')}
            />
          </div>
          {!profileReady ? (
            <p className="mt-2 text-sm text-slate-600">
              {HIRING_MESSAGES.profileIncomplete}{' '}
              <Link to={PROFILE_PATH} className="font-semibold text-primary-700 underline underline-offset-2">
                <Trans>Complete your profile</Trans>
              </Link>
            </p>
          ) : null}
          {errors.resume_kind?.message ? (
            <p className="mt-1.5 text-sm text-danger-700">{errors.resume_kind.message}</p>
          ) : null}
        </fieldset>

        {kind === 'built' ? (
          <div>
            <BuiltResumeChoice
              value={resumeId}
              onChange={(id) =>
                form.setValue('resume_id', id, { shouldValidate: form.formState.isSubmitted })
              }
              error={errors.resume_id?.message}
              onCoverLetterText={(text) =>
                form.setValue('cover_letter', text, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
        ) : null}

        {kind === 'upload' ? (
          <div>
            <label htmlFor={fileInputId} className="mb-1.5 block text-sm font-medium text-slate-800">
              <Trans>PDF resume</Trans>
            </label>
            <input
              id={fileInputId}
              type="file"
              accept="application/pdf,.pdf"
              onChange={chooseFile}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${fileInputId}-state`}
              className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-primary-50 file:px-4 file:text-sm file:font-semibold file:text-primary-800 hover:file:bg-primary-100"
            />
            <div id={`${fileInputId}-state`}>
              {fileError ? (
                <p className="mt-1.5 text-sm text-danger-700">{fileError}</p>
              ) : file ? (
                <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-700">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
                  <span className="min-w-0 truncate font-medium">{file.name}</span>
                  <span className="shrink-0 text-slate-500">· {formatFileSize(file.size, format)}</span>
                </p>
              ) : (
                <p className="mt-1.5 text-sm text-slate-600">
                  <Trans>Choose the PDF from your phone or computer.</Trans>
                </p>
              )}
            </div>
          </div>
        ) : null}

        <FormTextarea
          label={t`Cover letter`}
          optional
          rows={5}
          prose
          maxLength={HIRING_LIMITS.coverLetterMax}
          placeholder={t`A few lines on why you fit this job.`}
          error={errors.cover_letter?.message}
          help={t`${typed} / ${coverLetterMax} characters`}
          {...form.register('cover_letter')}
        />
      </fieldset>

      {percent !== null ? (
        <div>
          <div
            role="progressbar"
            aria-label={t`Upload progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-primary-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? <SubmitProgress label={pendingLabel} /> : <Trans>Send application</Trans>}
      </Button>
    </form>
  );
}
