import { Link, useParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { FilePen } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { PublicResume } from '@dokkho/contract/resume';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SignpostIllustration, UnpluggedIllustration } from '../../../shared/ui/illustrations';
import { RetryButton } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { publicResumePdfUrl, usePublicResume } from '../api/public-resume';
import { fileSafeName } from '../api/resumes';
import { PdfDownloadButton, PdfPrintedNote } from '../components/pdf-download';
import { ResumePreview } from '../components/resume-preview';
import { downloadPdf } from '../lib/download-pdf';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function BuildYourOwn() {
  return (
    <Link to="/resume" className={buttonClasses()}>
      <FilePen aria-hidden="true" className="size-4" />
      <Trans>Build your own resume</Trans>
    </Link>
  );
}

function NotShared() {
  const { t } = useLingui();
  return (
    <StatusPanel
      illustration={<SignpostIllustration />}
      eyebrow={t`Resume link`}
      title={t`This link is not shared any more`}
      description={t`Its owner turned sharing off or made a new link. Ask them for the current one.`}
    >
      <BuildYourOwn />
    </StatusPanel>
  );
}

function SharedResume({ token, resume }: { token: string; resume: PublicResume }) {
  const format = useFormat();
  const name = resume.document.basics.full_name.trim();
  const updated = format.date(resume.updated_at);
  const download = useMutation({
    mutationFn: () =>
      downloadPdf({
        url: publicResumePdfUrl(token),
        fileName: `${fileSafeName(name || resume.title)}.pdf`,
        authed: false,
      }),
  });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {/* Not a heading: the sheet below opens with the name as the page's h1. */}
          <p className="text-2xl font-bold text-balance text-slate-900">{name || resume.title}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {resume.document.basics.headline ? `${resume.document.basics.headline} · ` : ''}
            <Trans>Updated {updated}</Trans>
          </p>
        </div>
        <PdfDownloadButton
          onClick={() => download.mutate()}
          pending={download.isPending}
          className="print:hidden"
        />
      </div>
      <div aria-live="polite">
        <PdfPrintedNote outcome={download.data} className="mb-3" />
      </div>
      {download.error ? (
        <div className="mb-3">
          <FormAlert>{download.error.message}</FormAlert>
        </div>
      ) : null}
      <div className="mx-auto max-w-[51.7rem] rounded-card bg-slate-200 p-2 shadow-inner sm:p-4">
        <ResumePreview document={resume.document} settings={resume.settings} printable headingBase={1} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-600 print:hidden">
        <Link to="/resume" className="font-semibold text-primary-700 underline underline-offset-2">
          <Trans>Made with Dokkho’s resume builder</Trans>
        </Link>
      </p>
    </div>
  );
}

/**
 * /r/{token} (issue 7 item 8): a resume its owner shared at an unlisted link. No sign-in; kept out of
 * search engines (the API also sends `X-Robots-Tag: noindex`). Once the owner turns sharing off or makes
 * a new link, the old one says so plainly.
 */
export function PublicResumePage() {
  const { t } = useLingui();
  const token = useParams().token ?? '';
  const valid = TOKEN_PATTERN.test(token);
  const query = usePublicResume(token, valid);
  const name = query.data?.document.basics.full_name.trim();
  const pageName = name || query.data?.title;
  usePageTitle(query.data ? t`${pageName} · Resume` : null);

  let content;
  if (!valid) {
    content = <NotShared />;
  } else if (query.isError && !query.data) {
    const gone = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    content = gone ? (
      <NotShared />
    ) : (
      <StatusPanel
        illustration={<UnpluggedIllustration />}
        title={t`We couldn’t load this resume`}
        description={query.error.message}
      >
        <RetryButton onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </StatusPanel>
    );
  } else if (!query.data) {
    content = (
      <LoadingSkeletons
        label={t`Loading the resume`}
        className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8"
      >
        <Skeleton className="h-8 w-64" />
        <Skeleton className="aspect-[210/297] w-full" />
      </LoadingSkeletons>
    );
  } else {
    content = <SharedResume token={token} resume={query.data} />;
  }
  return (
    <>
      {/* React 19 hoists this into <head>: an unlisted link must not be indexed or followed. */}
      <meta name="robots" content="noindex, nofollow" />
      {content}
    </>
  );
}
