import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Award, Check, Copy, Download, Share2, ShieldCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompletedCourse } from '@dokkho/contract/learning';
import { track } from '../../../shared/analytics/track';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { certificatePath } from '../lib/paths';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One earned certificate: course, completion date and serial, with the PDF, the public verification page
 * (what an employer opens) and a way to pass its link on: the phone's share sheet where there is one
 * (most Android browsers), copying everywhere.
 */
export function CertificateCard({ item }: { item: CompletedCourse }) {
  const { t } = useLingui();
  const format = useFormat();
  const { certificate } = item;
  const courseTitle = certificate.course_title;
  const verifyUrl = certificate.verify_url;
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const id = `certificate-${certificate.serial}`;

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(certificate.verify_url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: t`Certificate: ${courseTitle}`,
        text: t`My Dokkho certificate for ${courseTitle}`,
        url: certificate.verify_url,
      });
    } catch {
      // Closing the share sheet rejects too: nothing to tell the learner.
    }
  }

  return (
    <article aria-labelledby={id} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card">
      <div className="flex items-center gap-3 border-b border-primary-100 bg-primary-50 px-4 py-3 sm:px-5">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-accent-600 shadow-card">
          <Award aria-hidden="true" className="size-5" />
        </span>
        <p className="text-sm font-semibold text-primary-900">
          <Trans>Certificate of completion</Trans>
        </p>
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h2 id={id} className="text-lg font-bold text-balance break-words text-slate-900">
          {certificate.course_title}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">
            <Trans>Completed</Trans>
          </dt>
          <dd className="text-slate-800">
            <time dateTime={item.completed_at}>{format.date(item.completed_at)}</time>
          </dd>
          <dt className="text-slate-500">
            <Trans>Instructor</Trans>
          </dt>
          <dd className="break-words text-slate-800">{certificate.instructor_name}</dd>
          <dt className="text-slate-500">
            <Trans>Certificate no.</Trans>
          </dt>
          <dd className="font-mono text-slate-900">{certificate.serial}</dd>
        </dl>
        <div className="mt-5 grid gap-2 sm:grid-cols-2">
          <a
            href={certificate.pdf_url}
            download={`dokkho-certificate-${certificate.serial}.pdf`}
            onClick={() =>
              track('certificate_download', certificate.serial, { course_id: certificate.course_id })
            }
            className={buttonClasses({ className: 'w-full' })}
          >
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download PDF</Trans>
          </a>
          <Link
            to={certificatePath(certificate.serial)}
            className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            <Trans>View and verify</Trans>
          </Link>
          {canShare ? (
            <button
              type="button"
              onClick={() => void share()}
              className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
            >
              <Share2 aria-hidden="true" className="size-4" />
              <Trans>Share</Trans>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => void copyLink()}
            className={buttonClasses({ variant: 'ghost', className: 'w-full' })}
          >
            {copy === 'copied' ? (
              <Check aria-hidden="true" className="size-4 text-success-700" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            <Trans>Copy link</Trans>
          </button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm">
          {copy === 'copied' ? (
            <span className="text-success-700">
              <Trans>Link copied. Anyone with it can verify your certificate.</Trans>
            </span>
          ) : copy === 'failed' ? (
            <span className="break-all text-slate-700">
              <Trans>Copy this link: {verifyUrl}</Trans>
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
