import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowRight, CircleCheck, Download, PartyPopper, Users } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { HandbookDetails, HandbookDownloadResponse } from '@dokkho/contract/learning';
import { track } from '../../../shared/analytics/track';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { withDocumentLanguage } from '../../../shared/i18n/document-url';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useHandbook } from '../api/get-handbook';
import { courseDetailsPath } from '../components/course-card';
import { HandbookCover } from '../components/handbook-cover';
import { HandbookLeadForm } from '../components/handbook-lead-form';
import { ViewerCourseCard } from '../components/viewer-course-card';
import { LEARNING_CENTER_PATH } from '../lib/learning-paths';
import { startDownload } from '../lib/start-download';
import { parseCourseId } from './course-details-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

function ThankYou({ handbook, answer }: { handbook: HandbookDetails; answer: HandbookDownloadResponse }) {
  const handbookTitle = handbook.title;
  return (
    <div role="status" className="text-center">
      <PartyPopper aria-hidden="true" className="mx-auto size-10 text-accent-500" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">
        <Trans>Thank you! Your download has started</Trans>
      </h2>
      <p className="mt-2 text-slate-600">
        <Trans>
          {handbookTitle} is on its way to your downloads folder. Nothing happened? Use the button below.
        </Trans>
      </p>
      <a
        href={withDocumentLanguage(answer.download_url)}
        download
        className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full' })}
      >
        <Download aria-hidden="true" className="size-4" />
        <Trans>Download again</Trans>
      </a>
      {handbook.course ? (
        <div className="mt-6 border-t border-slate-100 pt-5 text-left">
          <p className="text-sm text-slate-600">
            <Trans>Ready to go further? The handbook comes from</Trans>
          </p>
          <p className="mt-0.5 font-semibold text-slate-900">{handbook.course.title}</p>
          <Link
            to={courseDetailsPath(handbook.course.id)}
            className={buttonClasses({ size: 'lg', className: 'mt-3 w-full' })}
          >
            <Trans>See the course</Trans>
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      ) : (
        <Link to={LEARNING_CENTER_PATH} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          <Trans>More free resources</Trans>
        </Link>
      )}
    </div>
  );
}

function Handbook({ handbook }: { handbook: HandbookDetails }) {
  const { t } = useLingui();
  const format = useFormat();
  const downloadTotal = handbook.downloads;
  const downloads = format.number(downloadTotal);
  usePageTitle(handbook.title);
  const [answer, setAnswer] = useState<HandbookDownloadResponse | null>(null);

  function onDownloadReady(ready: HandbookDownloadResponse) {
    setAnswer(ready);
    track('handbook_download', handbook.title, {
      handbook_id: handbook.id,
      course_id: handbook.course?.id ?? null,
    });
    startDownload(withDocumentLanguage(ready.download_url));
  }

  return (
    <div className="bg-gradient-to-b from-primary-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-12 lg:px-8">
        <div className="min-w-0">
          <nav aria-label={t`Breadcrumb`}>
            <Link
              to={LEARNING_CENTER_PATH}
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary-800 hover:underline"
            >
              <Trans>Learning Center</Trans>
            </Link>
          </nav>
          <div className="mt-2 flex items-start gap-4 sm:gap-6">
            <HandbookCover handbook={handbook} className="w-24 shrink-0 sm:w-36" />
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
                <Trans>Free handbook</Trans>
              </p>
              <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
                {handbook.title}
              </h1>
              {handbook.downloads > 0 ? (
                <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
                  <Users aria-hidden="true" className="size-4" />
                  {t`${plural(downloadTotal, { one: `${downloads} download`, other: `${downloads} downloads` })}`}
                </p>
              ) : null}
            </div>
          </div>
          {handbook.summary ? (
            <p className="mt-5 text-lg text-pretty text-slate-700">{handbook.summary}</p>
          ) : null}
          {handbook.highlights.length > 0 ? (
            <section aria-labelledby="inside-heading" className="mt-6">
              <h2 id="inside-heading" className="text-lg font-bold text-slate-900">
                <Trans>What’s inside</Trans>
              </h2>
              <ul className="mt-3 space-y-2.5">
                {handbook.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2.5 text-slate-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                    <span>{highlight}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="mt-8 lg:row-span-2 lg:mt-0">
          <section
            aria-label={answer ? t`Your download` : t`Get the handbook`}
            className="rounded-card bg-white p-5 shadow-raised ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-24"
          >
            {answer ? (
              <ThankYou handbook={handbook} answer={answer} />
            ) : (
              <>
                <h2 className="text-xl font-bold text-slate-900">
                  <Trans>Get it free</Trans>
                </h2>
                <p className="mt-1 mb-5 text-sm text-slate-600">
                  <Trans>Tell us who you are and the PDF downloads straight away.</Trans>
                </p>
                <HandbookLeadForm handbookId={handbook.id} onDownloadReady={onDownloadReady} />
              </>
            )}
          </section>
        </aside>

        {handbook.course ? (
          <section aria-labelledby="course-heading" className="mt-10 min-w-0 lg:mt-10">
            <h2 id="course-heading" className="text-lg font-bold text-slate-900">
              <Trans>From the course</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                The handbook is a taste of this course. Learn it properly, with projects and a certificate.
              </Trans>
            </p>
            <div className="mt-4 max-w-sm">
              <ViewerCourseCard course={handbook.course} />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function HandbookSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-12 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-x-12 lg:px-8">
      <span className="sr-only" role="status">
        <Trans>Loading the handbook</Trans>
      </span>
      <div className="space-y-4">
        <Skeleton className="h-5 w-32" />
        <div className="flex gap-4">
          <Skeleton className="aspect-[3/4] w-24 shrink-0 sm:w-36" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        </div>
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
      </div>
      <Skeleton className="mt-8 h-80 w-full rounded-card lg:mt-0" />
    </div>
  );
}

function HandbookNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Handbook not found`}
        title={t`This handbook does not exist or is no longer offered`}
        description={t`The link may be old. The Learning Center has the free handbooks, courses and career paths on offer now.`}
      >
        <Link to={LEARNING_CENTER_PATH} className={buttonClasses()}>
          <Trans>Go to the Learning Center</Trans>
        </Link>
        <Link to="/allcourses" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Browse all courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

/**
 * /handbook/{id} (SPEC.md §2; issue 4 item 9): a free handbook offered in exchange for a name and a way
 * to reach the reader; the PDF downloads at once and the page points on to the course it comes from.
 */
export function HandbookPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const handbookId = parseCourseId(id);
  const query = useHandbook(handbookId);

  if (handbookId === null) return <HandbookNotFound />;
  if (query.data) return <Handbook key={query.data.id} handbook={query.data} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : undefined;
    if (status === 404 || status === 400) return <HandbookNotFound />;
    return (
      <LoadErrorPanel
        title={t`We couldn’t load this handbook`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      ></LoadErrorPanel>
    );
  }
  return <HandbookSkeleton />;
}
