import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, BriefcaseBusiness, Check, Copy, Eye, X } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  coverLetterText,
  CoverLetterDocument,
  COVER_LETTER_LIMITS,
  type CoverLetter,
  type CoverLetterDocumentInput,
  type Resume,
} from '@dokkho/contract/resume';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { coverLetterPdfUrl, letterErrors, useCoverLetter, useCoverLetterAutosave } from '../api/cover-letter';
import { fileSafeName } from '../api/resumes';
import { BuilderConflict } from '../components/builder-conflict';
import { BuilderResumeLoader } from '../components/builder-resume-loader';
import { BuilderSaveStatus } from '../components/builder-save-status';
import { CoverLetterPreview } from '../components/cover-letter-preview';
import { JobPicker } from '../components/job-picker';
import { PdfDownloadButton, PdfPrintedNote } from '../components/pdf-download';
import { builderBase, stepPath } from '../lib/builder-steps';
import { downloadPdf } from '../lib/download-pdf';

/** /resume or /js-dashboard/resume: links stay under the one the person came in by. */
function useBuilderBase() {
  return builderBase(useLocation().pathname);
}

/** The guided structure (issue 7 item 5): what each paragraph is for, and an example to start from. */
const GUIDE: Record<
  'opening' | 'body' | 'closing',
  { label: MessageDescriptor; help: MessageDescriptor; example: MessageDescriptor }
> = {
  opening: {
    label: msg`Opening: the role and why you`,
    help: msg`Name the job and where you saw it, then one sentence on why you fit it.`,
    example: msg`I am writing to apply for the Junior Accountant role you posted on Dokkho. With two years of bookkeeping at a garments exporter and a Dokkho certificate in Tally, I can take over your monthly closing from the first week.`,
  },
  body: {
    label: msg`Body: evidence — what you did, with numbers`,
    help: msg`Two or three things you did that match the job post, each with its result.`,
    example: msg`At Rahman Textiles I reconciled 40 supplier accounts every month and cut the closing time from 8 days to 5. I moved our petty-cash book from paper to Excel, which the 2024 audit singled out as a good practice. I also trained two new assistants on the voucher process.`,
  },
  closing: {
    label: msg`Closing: the ask`,
    help: msg`Say what you would like to happen next, when you are free, and thank them.`,
    example: msg`I would welcome the chance to talk about how I can help your finance team. I am free for an interview any weekday and can start within a month. Thank you for your time.`,
  },
};

type Paragraph = keyof typeof GUIDE;

function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {description ? <p className="mt-0.5 text-sm text-pretty text-slate-600">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function ParagraphField({
  name,
  value,
  error,
  onChange,
}: {
  name: Paragraph;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const guide = GUIDE[name];
  const example = i18n._(guide.example);
  const max = name === 'body' ? COVER_LETTER_LIMITS.paragraph * 2 : COVER_LETTER_LIMITS.paragraph;
  return (
    <div>
      <FormTextarea
        label={i18n._(guide.label)}
        rows={name === 'body' ? 7 : 4}
        prose
        maxLength={max}
        value={value}
        error={error}
        help={i18n._(guide.help)}
        onChange={(event) => onChange(event.target.value)}
      />
      <details className="group mt-2 rounded-lg bg-slate-50 text-sm ring-1 ring-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-primary-700">
          <Trans>See an example</Trans>
        </summary>
        <div className="px-3 pb-3">
          <p className="text-pretty text-slate-700 italic">{example}</p>
          {value.trim() === '' ? (
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => onChange(example)}>
              <Trans>Start from this example</Trans>
            </Button>
          ) : null}
        </div>
      </details>
    </div>
  );
}

function JobChoice({
  letter,
  onChange,
}: {
  letter: CoverLetterDocumentInput;
  onChange: (change: Partial<CoverLetterDocumentInput>) => void;
}) {
  const { t } = useLingui();
  if (letter.job_post_id) {
    const jobPostId = letter.job_post_id;
    const { role, company } = letter;
    const jobName = role && company ? t`${role} at ${company}` : role || company || t`job #${jobPostId}`;
    return (
      <div className="flex items-start justify-between gap-3 rounded-lg bg-primary-50 p-3 ring-1 ring-primary-600/30">
        <p className="flex min-w-0 items-start gap-2 text-sm text-slate-800">
          <BriefcaseBusiness aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span className="min-w-0">
            <Trans>
              For{' '}
              <Link
                to={`/jobs/${jobPostId}`}
                className="font-semibold text-primary-800 underline underline-offset-2"
              >
                {jobName}
              </Link>{' '}
              on Dokkho
            </Trans>
          </span>
        </p>
        <button
          type="button"
          onClick={() => onChange({ job_post_id: null })}
          aria-label={t`Not for this job`}
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-primary-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    );
  }
  return (
    <JobPicker
      label={t`For a job on Dokkho? (optional)`}
      pickLabel={t`Use`}
      onPick={(job) => onChange({ job_post_id: job.id, company: job.company_name, role: job.title })}
    />
  );
}

function Actions({
  resume,
  letter,
  flush,
}: {
  resume: Resume;
  letter: CoverLetterDocumentInput;
  flush: () => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const download = useMutation({
    mutationFn: async () => {
      // The PDF is made from the saved letter: save what is on screen first.
      if (!(await flush()))
        throw new Error(t`Save the letter first: fix the marked fields, or see the message above.`);
      return downloadPdf({
        url: coverLetterPdfUrl(resume.id),
        fileName: `${fileSafeName(resume.title)} cover letter.pdf`,
        authed: true,
      });
    },
  });
  async function copy() {
    const parsed = CoverLetterDocument.safeParse(letter);
    const text = coverLetterText(
      parsed.success ? parsed.data : (letter as CoverLetterDocument),
      resume.document.basics,
    );
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <PdfDownloadButton onClick={() => download.mutate()} pending={download.isPending} />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied === 'copied' ? t`Copied` : t`Copy as text`}
        </Button>
        <a href="#letter-preview" className={buttonClasses({ variant: 'secondary', className: 'xl:hidden' })}>
          <Eye aria-hidden="true" className="size-4" />
          <Trans>Preview</Trans>
        </a>
      </div>
      <div aria-live="polite">
        {copied === 'failed' ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>This browser would not copy. Select the text in the preview and copy it yourself.</Trans>
          </p>
        ) : null}
        <PdfPrintedNote outcome={download.data} className="mt-2" />
      </div>
      {download.error ? (
        <div className="mt-3">
          <FormAlert>{download.error.message}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}

function CoverLetterEditor({ resume, saved }: { resume: Resume; saved: CoverLetter }) {
  const { t } = useLingui();
  const format = useFormat();
  const base = useBuilderBase();
  const { letter, status, update, flush, loadLatest, keepMine } = useCoverLetterAutosave(resume.id, saved);
  const sayMessage = useContractMessages();
  const errors = letterErrors(letter, sayMessage);
  const parsed = CoverLetterDocument.safeParse(letter);
  const text = (key: keyof CoverLetterDocumentInput) => {
    const value = letter[key];
    return typeof value === 'string' ? value : '';
  };
  const field = (key: Exclude<keyof CoverLetterDocumentInput, 'job_post_id'>) => ({
    value: text(key),
    error: errors[key],
    onChange: (event: { target: { value: string } }) => update({ [key]: event.target.value }),
  });
  const total = text('opening').length + text('body').length + text('closing').length;
  const resumeTitle = resume.title;
  const totalCount = format.number(total);
  const totalMax = format.number(COVER_LETTER_LIMITS.total);

  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to={stepPath(base, 'finalize', resume.id)}
        className="mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to the resume</Trans>
      </Link>
      <div className="mb-4">
        <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
          <Trans>Cover letter</Trans>
        </h1>
        <p className="mt-1 text-pretty text-slate-600">
          <Trans>
            For “{resumeTitle}”. It prints with the resume’s name, contact details, template and colour.
          </Trans>
        </p>
      </div>
      <BuilderConflict
        status={status}
        onLoadLatest={() => void loadLatest()}
        onKeepMine={() => void keepMine()}
      />
      <div className="mb-4 space-y-2">
        <Actions resume={resume} letter={letter} flush={flush} />
        <BuilderSaveStatus status={status} onRetry={() => void flush()} />
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:items-start">
        <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
          <Card
            title={t`Who it is for`}
            description={t`A name reads better than “Sir/Madam”: job posts and company pages often give one.`}
          >
            <JobChoice letter={letter} onChange={update} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t`Recipient’s name`}
                optional
                placeholder={t`Ms Farhana Akter`}
                {...field('recipient_name')}
              />
              <FormField
                label={t`Their title`}
                optional
                placeholder={t`HR Manager`}
                {...field('recipient_title')}
              />
              <FormField label={t`Company`} placeholder={t`Rahman Textiles Ltd.`} {...field('company')} />
              <FormField
                label={t`Role you are applying for`}
                placeholder={t`Junior Accountant`}
                {...field('role')}
              />
            </div>
            <FormTextarea
              label={t`Company address`}
              optional
              rows={2}
              placeholder={t`House 12, Road 5, Gulshan 1
Dhaka 1212`}
              {...field('company_address')}
            />
          </Card>

          <Card
            title={t`The letter`}
            description={t`Three short paragraphs fit on one page, which is what recruiters read.`}
          >
            <FormField label={t`Greeting`} placeholder={t`Dear Ms Akter,`} {...field('greeting')} />
            <ParagraphField
              name="opening"
              value={text('opening')}
              error={errors.opening}
              onChange={(value) => update({ opening: value })}
            />
            <ParagraphField
              name="body"
              value={text('body')}
              error={errors.body}
              onChange={(value) => update({ body: value })}
            />
            <ParagraphField
              name="closing"
              value={text('closing')}
              error={errors.closing}
              onChange={(value) => update({ closing: value })}
            />
            <p
              className={
                total > COVER_LETTER_LIMITS.total ? 'text-sm text-danger-700' : 'text-sm text-slate-600'
              }
            >
              <Trans>
                {totalCount} / {totalMax} characters in the three paragraphs
              </Trans>
            </p>
            <FormField
              label={t`Sign-off`}
              placeholder={t`Sincerely,`}
              help={t`Your name follows it.`}
              {...field('sign_off')}
            />
          </Card>
        </form>

        <aside id="letter-preview" aria-label={t`Preview`} className="scroll-mt-20 xl:sticky xl:top-20">
          <p className="mb-2 text-sm font-medium text-slate-600">
            <Trans>Preview</Trans>
          </p>
          <div className="rounded-card bg-slate-200 p-2 shadow-inner sm:p-3 xl:max-h-[calc(100svh-7rem)] xl:overflow-y-auto">
            <CoverLetterPreview
              letter={
                parsed.success ? parsed.data : ({ ...saved.document, ...letter } as CoverLetterDocument)
              }
              basics={resume.document.basics}
              settings={resume.settings}
              printable
            />
          </div>
        </aside>
      </div>
    </div>
  );
}

function CoverLetterLoader({ resume }: { resume: Resume }) {
  const base = useBuilderBase();
  const { t } = useLingui();
  const query = useCoverLetter(resume.id);
  const resumeTitle = resume.title;
  usePageTitle(t`Cover letter: ${resumeTitle}`);
  if (query.isError && !query.data) {
    return (
      <LoadErrorNotice
        title={t`We couldn’t load the cover letter`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        notFound={{
          title: t`Resume not found`,
          action: (
            <Link to={base} className={buttonClasses()}>
              <Trans>Go to my resumes</Trans>
            </Link>
          ),
        }}
      />
    );
  }
  if (!query.data) {
    return (
      <LoadingSkeletons label={t`Loading your cover letter`} className="mx-auto max-w-6xl space-y-4">
        <Skeleton className="h-8 w-60" />
        <Skeleton className="h-11 w-72" />
        <Skeleton className="h-96" />
      </LoadingSkeletons>
    );
  }
  return <CoverLetterEditor key={resume.id} resume={resume} saved={query.data} />;
}

/**
 * /js-dashboard/resume/cover-letter/{resumeid} (issue 7 item 5): the cover letter of one resume, built in
 * the structure recruiters expect (who it is for; opening, body, closing), saved as it is typed, with a
 * live preview in the resume's template, the PDF and a plain-text copy for e-mails and applications.
 */
export function CoverLetterPage() {
  return <BuilderResumeLoader>{(resume) => <CoverLetterLoader resume={resume} />}</BuilderResumeLoader>;
}
