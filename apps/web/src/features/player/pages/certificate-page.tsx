import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import clsx from 'clsx';
import { BadgeCheck, Check, Download, RefreshCw, Search, Share2 } from 'lucide-react';
import { ApiError, NO_RESPONSE_MESSAGE } from '@dokkho/contract/errors';
import { CERTIFICATE_SERIAL_PATTERN, type CertificateDetails } from '@dokkho/contract/learning';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { withDocumentLanguage } from '../../../shared/i18n/document-url';
import { useFormat } from '../../../shared/i18n/format';
import { track } from '../../../shared/analytics/track';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { UnpluggedIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useCertificate } from '../api/get-certificate';
import { CertificateSearchIllustration } from '../components/illustrations';

/** A number as people type it (spaces, lower case) in the form the server keeps, or null if it cannot be one. */
export function normaliseSerial(value: string | undefined): string | null {
  const serial = (value ?? '').trim().toUpperCase().replace(/\s+/g, '');
  return CERTIFICATE_SERIAL_PATTERN.test(serial) ? serial : null;
}

/** Lets a visitor try another number (the one they have may have been mistyped in the link). */
function LookupForm({ initial }: { initial: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const serial = normaliseSerial(value);
    if (!serial) {
      setError(t`Certificate numbers look like DKH-7Q4M-2XKP-9H3T: DKH and three groups of four.`);
      return;
    }
    setError(null);
    void navigate(`/certificate/${serial}`);
  };
  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-md text-left" role="search">
      <label htmlFor="certificate-number" className="block text-sm font-semibold text-slate-900">
        <Trans>Certificate number</Trans>
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="certificate-number"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t`DKH-XXXX-XXXX-XXXX`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'certificate-number-error' : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 font-mono uppercase focus:border-primary-600 focus:outline-2 focus:outline-primary-600"
        />
        <button type="submit" className={buttonClasses()}>
          <Search aria-hidden="true" className="size-4" />
          <Trans>Check</Trans>
        </button>
      </div>
      {error ? (
        <p id="certificate-number-error" role="alert" className="mt-2 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CertificateNotFound({ typed }: { typed: string }) {
  const { t } = useLingui();
  usePageTitle(t`Certificate not found`);
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<CertificateSearchIllustration />}
        eyebrow={t`Certificate check`}
        title={t`We could not find this certificate`}
        description={
          <div className="space-y-2 text-left sm:text-center">
            <p>
              <Trans>
                No Dokkho certificate has the number{' '}
                <span className="font-mono font-semibold break-all">{typed}</span>.
              </Trans>
            </p>
            <p>
              <Trans>
                Check it against the certificate, letter by letter: it is printed at the bottom as{' '}
                <span className="font-mono">DKH-XXXX-XXXX-XXXX</span>, and the QR code opens this page with
                the right number. Numbers never use the letters I, L, O or U (those are 1 and 0).
              </Trans>
            </p>
          </div>
        }
        body={<LookupForm initial={typed} />}
      >
        <Link to="/allcourses" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Browse Dokkho courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

function ShareButton({ certificate }: { certificate: CertificateDetails }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const learnerName = certificate.learner_name;
    const courseTitle = certificate.course_title;
    const data = {
      title: `${learnerName}: ${courseTitle}`,
      text: t`My Dokkho certificate for ${courseTitle}`,
      url: certificate.verify_url,
    };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
      } catch {
        // Closed the share sheet: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(certificate.verify_url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 3000);
    } catch {
      window.prompt(t`Copy this link`, certificate.verify_url);
    }
  };
  return (
    <button type="button" onClick={() => void share()} className={buttonClasses({ variant: 'secondary' })}>
      {copied ? (
        <Check aria-hidden="true" className="size-5" />
      ) : (
        <Share2 aria-hidden="true" className="size-5" />
      )}
      {copied ? t`Link copied` : t`Share`}
      <span className="sr-only" aria-live="polite">
        {copied ? t`The link to this page is copied.` : ''}
      </span>
    </button>
  );
}

function Genuine({ certificate }: { certificate: CertificateDetails }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const learnerName = certificate.learner_name;
  const courseTitle = certificate.course_title;
  usePageTitle(t`Certificate: ${learnerName}, ${courseTitle}`);
  const facts: { term: MessageDescriptor; value: ReactNode; wide?: boolean }[] = [
    {
      term: msg`Course`,
      value: (
        <Link
          to={`/courseDetails/${certificate.course_id}`}
          className="text-primary-800 underline-offset-2 hover:underline"
        >
          {certificate.course_title}
        </Link>
      ),
      wide: true,
    },
    { term: msg`Instructor`, value: certificate.instructor_name },
    {
      term: msg`Issued on`,
      value: <time dateTime={certificate.issued_at}>{format.longDate(certificate.issued_at)}</time>,
    },
    {
      term: msg`Certificate number`,
      value: <span className="font-mono">{certificate.serial}</span>,
      wide: true,
    },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <section
        aria-labelledby="certificate-heading"
        className="overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-slate-200"
      >
        <div className="flex items-start gap-3 bg-success-50 px-5 py-4 sm:px-8">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success-700" />
          <div>
            <h1 id="certificate-heading" className="text-xl font-bold text-success-700">
              <Trans>Genuine certificate</Trans>
            </h1>
            <p className="text-sm text-slate-700">
              <Trans>Issued by Dokkho and recorded under this number.</Trans>
            </p>
          </div>
        </div>
        <div className="px-5 py-6 sm:px-8 sm:py-8">
          <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>Awarded to</Trans>
          </p>
          <p className="mt-1 text-3xl leading-snug font-bold break-words text-slate-900 sm:text-4xl">
            {certificate.learner_name}
          </p>
          <p className="mt-2 text-slate-700">
            <Trans>for completing every lesson and passing every quiz of the course.</Trans>
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.term.id} className={clsx(fact.wide && 'sm:col-span-2')}>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {i18n._(fact.term)}
                </dt>
                <dd className="mt-0.5 text-lg font-semibold break-words text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={withDocumentLanguage(certificate.pdf_url)}
              download
              onClick={() =>
                track('certificate_download', certificate.course_title, { serial: certificate.serial })
              }
              className={buttonClasses({ size: 'lg' })}
            >
              <Download aria-hidden="true" className="size-5" />
              <Trans>Download PDF</Trans>
            </a>
            <ShareButton certificate={certificate} />
          </div>
        </div>
      </section>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans>
          Anyone can check a Dokkho certificate here, free. Want one of your own?{' '}
          <Link to="/allcourses" className="font-semibold text-primary-800 hover:underline">
            Find a course
          </Link>
        </Trans>
      </p>
    </div>
  );
}

function CertificateSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Checking the certificate</Trans>
      </span>
      <div className="space-y-4 rounded-card p-6 ring-1 ring-slate-200">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-3/4" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
        <Skeleton className="h-12 w-48" />
      </div>
    </div>
  );
}

/**
 * /certificate/{id} (SPEC.md §2, public; issue 4 item 7): anyone, an employer first of all, confirms that a
 * certificate is genuine from its number (the PDF's QR code opens this page).
 */
export function CertificatePage() {
  const { t } = useLingui();
  const { id } = useParams();
  const serial = normaliseSerial(id);
  const certificate = useCertificate(serial);

  if (serial === null) return <CertificateNotFound typed={(id ?? '').trim()} />;
  if (certificate.data) return <Genuine certificate={certificate.data} />;
  if (certificate.isError) {
    const status = certificate.error instanceof ApiError ? certificate.error.status : undefined;
    if (status === 404 || status === 400) return <CertificateNotFound typed={serial} />;
    return (
      <StatusPanel
        illustration={<UnpluggedIllustration />}
        eyebrow={t`Something went wrong`}
        title={t`We couldn’t check this certificate`}
        description={
          <>
            <p>{certificate.error.message}</p>
            {certificate.error.message === NO_RESPONSE_MESSAGE ? (
              <p className="mt-1">
                <Trans>Check your internet connection and try again.</Trans>
              </p>
            ) : null}
          </>
        }
      >
        <button
          type="button"
          onClick={() => void certificate.refetch()}
          disabled={certificate.isFetching}
          className={buttonClasses()}
        >
          <RefreshCw
            aria-hidden="true"
            className={clsx('size-4', certificate.isFetching && 'animate-spin')}
          />
          {certificate.isFetching ? t`Retrying…` : t`Try again`}
        </button>
      </StatusPanel>
    );
  }
  return <CertificateSkeleton />;
}
