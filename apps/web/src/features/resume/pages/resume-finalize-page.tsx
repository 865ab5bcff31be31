import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Download, FileJson, Mail, Printer } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Resume } from '@dokkho/contract/resume';
import { routePath } from '@dokkho/contract/route';
import { resumesRoutes } from '@dokkho/contract/routes/resumes';
import { apiUrl } from '../../../shared/api/client';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { fileSafeName, useExportJsonResume } from '../api/resumes';
import { AtsReportPanel } from '../components/ats-report-panel';
import { BuilderConflict } from '../components/builder-conflict';
import { BuilderDesignPicker } from '../components/builder-design-picker';
import { BuilderResumeLoader } from '../components/builder-resume-loader';
import { BuilderSaveStatus } from '../components/builder-save-status';
import { BuilderShare } from '../components/builder-share';
import { BuilderStepNav } from '../components/builder-step-nav';
import { ResumePreview } from '../components/resume-preview';
import { builderBase, coverLetterPath, stepPath } from '../lib/builder-steps';
import { downloadPdf } from '../lib/download-pdf';
import { useResumeAutosave } from '../lib/use-resume-autosave';
import { useResumeTitleField } from '../lib/use-resume-title-field';

/** The English of the note said when the server had no PDF renderer (the unit tests look for it). */
export const PRINTED_NOTE =
  'This server does not make PDFs, so your browser’s print window opened. Choose “Save as PDF” as the printer (turn headers and footers off) to get the file.';

function RenameForm({ title, onSave }: { title: string; onSave: (title: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const field = useResumeTitleField(title);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = field.parse();
    if (parsed === null) return;
    setSaving(true);
    try {
      await onSave(parsed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex items-start gap-2">
      <FormField {...field.field} className="min-w-0 flex-1" />
      <Button
        type="submit"
        variant="secondary"
        className="mt-7"
        disabled={saving || field.value.trim() === title}
      >
        {saving ? <SubmitProgress label={t`Saving…`} /> : t`Save`}
      </Button>
    </form>
  );
}

function Finalize({ resume }: { resume: Resume }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const base = builderBase(location.pathname);
  const autosave = useResumeAutosave(resume);
  const exportJson = useExportJsonResume();
  const [pdf, setPdf] = useState<
    { state: 'idle' | 'working' | 'printed' | 'downloaded' } | { state: 'error'; message: string }
  >({
    state: 'idle',
  });

  async function go(to: string) {
    await autosave.flush();
    void navigate(to);
  }

  async function onDownload() {
    setPdf({ state: 'working' });
    // The PDF is made from the server's copy: send what is waiting first.
    await autosave.flush();
    try {
      const outcome = await downloadPdf({
        url: apiUrl(routePath(resumesRoutes.pdf, { id: resume.id })),
        fileName: `${fileSafeName(autosave.title)}.pdf`,
        authed: true,
      });
      setPdf({ state: outcome });
    } catch (error) {
      setPdf({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl px-4 py-4 sm:px-6 lg:py-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 print:hidden">
        <Link
          to={stepPath(base, 'summary', resume.id)}
          onClick={(event) => {
            event.preventDefault();
            void go(stepPath(base, 'summary', resume.id));
          }}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to editing</Trans>
        </Link>
        <BuilderSaveStatus status={autosave.status} onRetry={() => void autosave.flush()} />
      </div>
      <div className="mb-4 print:hidden">
        <h1 className="line-clamp-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          {autosave.title}
        </h1>
        <p className="text-sm text-slate-600">
          <Trans>Pick a design, check the preview, then download.</Trans>
        </p>
      </div>
      <div className="mb-4 @4xl:hidden print:hidden">
        <BuilderStepNav
          base={base}
          resumeId={resume.id}
          current="finalize"
          document={autosave.document}
          onNavigate={(to) => void go(to)}
        />
      </div>

      <div className="print:hidden">
        <BuilderConflict
          status={autosave.status}
          onLoadLatest={() => void autosave.loadLatest()}
          onKeepMine={() => void autosave.keepMine()}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4 lg:col-start-2 lg:row-start-1 print:hidden">
          <section aria-labelledby="design-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <h2 id="design-title" className="sr-only">
              <Trans>Design</Trans>
            </h2>
            <BuilderDesignPicker
              settings={autosave.settings}
              onChange={(change) => void autosave.updateMeta({ settings: change })}
            />
          </section>
          <section aria-labelledby="download-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <h2 id="download-title" className="font-bold text-slate-900">
              <Trans>Download</Trans>
            </h2>
            <div className="mt-3 grid gap-2">
              <Button
                onClick={() => void onDownload()}
                disabled={pdf.state === 'working'}
                aria-busy={pdf.state === 'working'}
              >
                {pdf.state === 'working' ? (
                  <SubmitProgress label={t`Making the PDF…`} />
                ) : (
                  <>
                    <Download aria-hidden="true" className="size-4" />
                    <Trans>Download PDF</Trans>
                  </>
                )}
              </Button>
              <Button
                variant="secondary"
                onClick={() => exportJson.mutate({ id: resume.id, title: autosave.title })}
                disabled={exportJson.isPending}
              >
                <FileJson aria-hidden="true" className="size-4" />
                {exportJson.isPending ? t`Exporting…` : t`Export JSON Resume`}
              </Button>
              <Button variant="ghost" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                <Trans>Print</Trans>
              </Button>
            </div>
            <div aria-live="polite" className="mt-2 space-y-2 text-sm">
              {pdf.state === 'printed' ? (
                <p className="rounded-lg bg-warning-50 px-3 py-2 text-slate-800">
                  <Trans>
                    This server does not make PDFs, so your browser’s print window opened. Choose “Save as
                    PDF” as the printer (turn headers and footers off) to get the file.
                  </Trans>
                </p>
              ) : null}
              {pdf.state === 'downloaded' ? (
                <p className="rounded-lg bg-success-50 px-3 py-2 font-medium text-success-700">
                  <Trans>Your PDF is downloaded.</Trans>
                </p>
              ) : null}
              {pdf.state === 'error' ? <FormAlert>{pdf.message}</FormAlert> : null}
              {exportJson.error ? <FormAlert>{exportJson.error.message}</FormAlert> : null}
            </div>
            <p className="mt-3 text-xs text-slate-600">
              <Trans>JSON Resume is an open format other resume builders can import.</Trans>
            </p>
          </section>
          <section aria-labelledby="name-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
            <h2 id="name-title" className="sr-only">
              <Trans>Name</Trans>
            </h2>
            <RenameForm
              key={autosave.title}
              title={autosave.title}
              onSave={(title) => autosave.updateMeta({ title })}
            />
          </section>
        </div>

        <section aria-label={t`Preview`} className="min-w-0 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <div className="rounded-card bg-slate-200 p-2 sm:p-4 print:bg-transparent print:p-0">
            <ResumePreview document={autosave.document} settings={autosave.settings} printable />
          </div>
        </section>

        <div className="space-y-4 lg:col-start-2 lg:row-start-2 print:hidden">
          <BuilderShare resumeId={resume.id} shareUrl={resume.share_url} />
          <Link
            to={coverLetterPath(base, resume.id)}
            className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
          >
            <Mail aria-hidden="true" className="size-4" />
            {resume.has_cover_letter ? t`Edit the cover letter` : t`Write a cover letter`}
          </Link>
          <AtsReportPanel document={autosave.document} settings={autosave.settings} />
        </div>
      </div>
    </div>
  );
}

/** /resume/finalize/{id} (issue 7 item 3): design, preview, PDF, sharing and the ATS check. */
export function ResumeFinalizePage() {
  return (
    <BuilderResumeLoader>{(resume) => <Finalize key={resume.id} resume={resume} />}</BuilderResumeLoader>
  );
}
