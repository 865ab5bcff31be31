import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  Copy,
  Download,
  FileCheck2,
  FilePlus2,
  FileText,
  Link2,
  Mail,
  Pencil,
  PencilLine,
  Trash2,
  Upload,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESUME_LIMITS, type ResumeSummary } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { RESUME_TEMPLATE_LABELS } from '../../../shared/labels/resume';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import {
  useCreateResume,
  useDeleteResume,
  useDuplicateResume,
  useExportJsonResume,
  useImportResume,
  usePatchResume,
  useResumes,
} from '../api/resumes';
import { builderBase, coverLetterPath, FORM_STEPS, stepPath, type FormStep } from '../lib/builder-steps';
import { useResumeTitleField } from '../lib/use-resume-title-field';

/** Not a JSON file, or JSON that is not an object: said before anything is sent. */
const importNotJson = msg`That file is not JSON. Choose a JSON Resume file (.json), for example one exported from another resume builder.`;
const importNotObject = msg`That JSON is not a resume. A JSON Resume file is one object with "basics", "work", "education"...`;
/** The English of `importNotJson`, which the unit tests look for. */
export const IMPORT_NOT_JSON =
  'That file is not JSON. Choose a JSON Resume file (.json), for example one exported from another resume builder.';

const doneCount = (resume: ResumeSummary) => FORM_STEPS.filter((step) => resume.completion[step]).length;

/** The step to continue at: the first one not done (projects are optional), else the first. */
function continueStep(resume: ResumeSummary): FormStep {
  return FORM_STEPS.find((step) => step !== 'projects' && !resume.completion[step]) ?? 'information';
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; resume: ResumeSummary }
  | { kind: 'delete'; resume: ResumeSummary }
  | null;

function CreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useLingui();
  const create = useCreateResume();
  const title = useResumeTitleField(t`My resume`);
  const [fromProfile, setFromProfile] = useState(true);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = title.parse();
    if (parsed === null) return;
    create.mutate(
      { title: parsed, from_profile: fromProfile },
      { onSuccess: (resume) => onCreated(resume.id) },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`New resume`}
      description={t`Name it for the kind of job it is for: you can keep several.`}
      pending={create.isPending}
      formError={create.error?.message ?? null}
      onSubmit={submit}
      onDismiss={() => create.reset()}
      cancelLabel={t`Cancel`}
      submitLabel={t`Create resume`}
      pendingLabel={t`Creating…`}
      tone="primary"
    >
      <div className="space-y-4">
        <FormField {...title.field} placeholder={t`Accountant resume`} />
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={fromProfile}
            onChange={(event) => setFromProfile(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary-700"
          />
          <span>
            <span className="font-medium">
              <Trans>Start from my Dokkho profile</Trans>
            </span>
            <span className="block text-slate-600">
              <Trans>
                Fills in your details, jobs, education, skills and Dokkho certificates. You can change
                everything.
              </Trans>
            </span>
          </span>
        </label>
      </div>
    </ConfirmDialog>
  );
}

function RenameDialog({ resume, onClose }: { resume: ResumeSummary | null; onClose: () => void }) {
  const { t } = useLingui();
  const patch = usePatchResume();
  const title = useResumeTitleField(resume?.title ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!resume) return;
    const parsed = title.parse();
    if (parsed === null) return;
    patch.mutate({ id: resume.id, change: { title: parsed } }, { onSuccess: onClose });
  }

  return (
    <ConfirmDialog
      open={resume !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Rename resume`}
      description={t`Only you see the name; recruiters see the resume itself.`}
      pending={patch.isPending}
      formError={patch.error?.message ?? null}
      onSubmit={submit}
      onDismiss={() => patch.reset()}
      cancelLabel={t`Cancel`}
      submitLabel={t`Save name`}
      pendingLabel={t`Saving…`}
      tone="primary"
    >
      <FormField {...title.field} />
    </ConfirmDialog>
  );
}

function DeleteDialog({ resume, onClose }: { resume: ResumeSummary | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteResume();
  const resumeTitle = resume?.title ?? '';
  return (
    <ConfirmDialog
      open={resume !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Delete this resume?`}
      description={
        <p>
          <Trans>
            “{resumeTitle}” and its cover letter will be deleted for good. Applications you already sent keep
            their copy.
          </Trans>
        </p>
      }
      pending={remove.isPending}
      formError={remove.error?.message ?? null}
      onSubmit={(event) => {
        event.preventDefault();
        if (resume) remove.mutate(resume.id, { onSuccess: onClose });
      }}
      onDismiss={() => remove.reset()}
      cancelLabel={t`Keep it`}
      submitLabel={t`Delete`}
      pendingLabel={t`Deleting…`}
    />
  );
}

const smallAction =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60';

function ResumeCard({
  resume,
  base,
  onRename,
  onDelete,
}: {
  resume: ResumeSummary;
  base: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const duplicate = useDuplicateResume();
  const exportJson = useExportJsonResume();
  const done = doneCount(resume);
  const error = duplicate.error ?? exportJson.error;
  const title = resume.title;
  const template = i18n._(RESUME_TEMPLATE_LABELS[resume.template]);
  const edited = format.dateTime(resume.updated_at);
  const doneText = format.number(done);
  const stepCount = format.number(FORM_STEPS.length);
  return (
    <li className="flex min-w-0 flex-col rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-bold text-slate-900">{resume.title}</h2>
          <p className="text-sm text-slate-600">
            <Trans>
              {template} · Edited {edited}
            </Trans>
          </p>
          {resume.share_url ? (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
              <Link2 aria-hidden="true" className="size-3.5" />
              <Trans>Public link on</Trans>
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span className="font-medium text-slate-700">
            <Trans>
              {doneText} of {stepCount} steps done
            </Trans>
          </span>
        </div>
        <div
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t`${title}: steps done`}
          aria-valuemin={0}
          aria-valuemax={FORM_STEPS.length}
          aria-valuenow={done}
        >
          <div
            className="h-full rounded-full bg-primary-600"
            style={{ width: `${(done / FORM_STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Link
          to={stepPath(base, continueStep(resume), resume.id)}
          className={buttonClasses({ size: 'sm' })}
          aria-label={t`Continue editing ${title}`}
        >
          <PencilLine aria-hidden="true" className="size-4" />
          <Trans>Continue editing</Trans>
        </Link>
        <Link
          to={stepPath(base, 'finalize', resume.id)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={t`Finalize ${title}`}
        >
          <FileCheck2 aria-hidden="true" className="size-4" />
          <Trans>Finalize and download</Trans>
        </Link>
      </div>
      <div className="mt-2 -mx-2 flex flex-wrap">
        <Link
          to={coverLetterPath(base, resume.id)}
          className={smallAction}
          aria-label={t`Cover letter for ${title}`}
        >
          <Mail aria-hidden="true" className="size-4" />
          {resume.has_cover_letter ? t`Cover letter` : t`Write a cover letter`}
        </Link>
        <button type="button" className={smallAction} onClick={onRename} aria-label={t`Rename ${title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          className={smallAction}
          disabled={duplicate.isPending}
          onClick={() => duplicate.mutate({ id: resume.id })}
          aria-label={t`Duplicate ${title}`}
        >
          <Copy aria-hidden="true" className="size-4" />
          {duplicate.isPending ? t`Copying…` : t`Duplicate`}
        </button>
        <button
          type="button"
          className={smallAction}
          disabled={exportJson.isPending}
          onClick={() => exportJson.mutate({ id: resume.id, title: resume.title })}
          aria-label={t`Export ${title} as JSON`}
        >
          <Download aria-hidden="true" className="size-4" />
          {exportJson.isPending ? t`Exporting…` : t`Export JSON`}
        </button>
        <button
          type="button"
          className={`${smallAction} hover:bg-danger-50 hover:text-danger-700`}
          onClick={onDelete}
          aria-label={t`Delete ${title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </button>
      </div>
      {error ? (
        <div className="mt-2">
          <FormAlert>{error.message}</FormAlert>
        </div>
      ) : null}
    </li>
  );
}

function ResumeList() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const base = builderBase(location.pathname);
  const resumes = useResumes();
  const maxResumes = format.number(RESUME_LIMITS.resumesPerUser);
  const importMutation = useImportResume();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [imported, setImported] = useState<{ id: number; title: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const atLimit = (resumes.data?.length ?? 0) >= RESUME_LIMITS.resumesPerUser;
  const importedTitle = imported?.title ?? '';
  const importedId = imported?.id ?? 0;

  async function onImportFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setImportError(null);
    setImported(null);
    if (!file) return;
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setImportError(i18n._(importNotJson));
      return;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      setImportError(i18n._(importNotObject));
      return;
    }
    importMutation.mutate(
      { json: json as Record<string, unknown> },
      {
        onSuccess: (resume) => setImported({ id: resume.id, title: resume.title }),
        onError: (error) => setImportError(error.message),
      },
    );
  }

  const createButton = (
    <Button onClick={() => setDialog({ kind: 'create' })} disabled={atLimit}>
      <FilePlus2 aria-hidden="true" className="size-4" />
      <Trans>New resume</Trans>
    </Button>
  );
  const importButton = (
    <Button
      variant="secondary"
      onClick={() => fileInput.current?.click()}
      disabled={atLimit || importMutation.isPending}
      aria-busy={importMutation.isPending}
    >
      <Upload aria-hidden="true" className="size-4" />
      {importMutation.isPending ? t`Importing…` : t`Import JSON Resume`}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeading
        title={t`Your resumes`}
        description={t`Build a resume step by step, pick a template and download a PDF. Keep one for each kind of job.`}
        actions={
          resumes.data && resumes.data.length > 0 ? (
            <>
              {createButton}
              {importButton}
            </>
          ) : null
        }
      />
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label={t`JSON Resume file`}
        onChange={(event) => void onImportFile(event)}
      />
      <div aria-live="polite">
        {importError ? (
          <div className="mb-4">
            <FormAlert>{importError}</FormAlert>
          </div>
        ) : null}
        {imported ? (
          <p className="mb-4 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
            <Trans>
              Imported as “{importedTitle}”.{' '}
              <Link to={stepPath(base, 'information', importedId)} className="underline underline-offset-2">
                Check it
              </Link>
            </Trans>
          </p>
        ) : null}
      </div>
      {atLimit ? (
        <p className="mb-4 text-sm text-slate-600">
          <Trans>You have {maxResumes} resumes, the most you can keep. Delete one to make another.</Trans>
        </p>
      ) : null}
      <QueryStates
        query={resumes}
        errorTitle={t`We couldn’t load your resumes`}
        loadingLabel={t`Loading your resumes`}
        loadingClassName="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        skeletons={
          <>
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </>
        }
        isEmpty={(data) => data.length === 0}
        empty={
          <Notice
            illustration={<SignpostIllustration />}
            title={t`No resumes yet`}
            description={t`Start one from your Dokkho profile: your details, jobs, education and certificates are filled in for you. Or bring a JSON Resume file from another builder.`}
          >
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              <Trans>Create my first resume</Trans>
            </Button>
            {importButton}
          </Notice>
        }
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.map((resume) => (
              <ResumeCard
                key={resume.id}
                resume={resume}
                base={base}
                onRename={() => setDialog({ kind: 'rename', resume })}
                onDelete={() => setDialog({ kind: 'delete', resume })}
              />
            ))}
          </ul>
        )}
      </QueryStates>

      {dialog?.kind === 'create' ? (
        <CreateDialog
          open
          onClose={() => setDialog(null)}
          onCreated={(id) => {
            setDialog(null);
            void navigate(stepPath(base, 'information', id));
          }}
        />
      ) : null}
      <RenameDialog
        key={dialog?.kind === 'rename' ? dialog.resume.id : 'none'}
        resume={dialog?.kind === 'rename' ? dialog.resume : null}
        onClose={() => setDialog(null)}
      />
      <DeleteDialog
        resume={dialog?.kind === 'delete' ? dialog.resume : null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

/** /resume and /js-dashboard/resume (issue 7): my resumes, and where a new one starts. */
export function ResumeListPage() {
  return <ResumeList />;
}
