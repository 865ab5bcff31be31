import { Link } from 'react-router';
import clsx from 'clsx';
import { Award, BadgeCheck, Download, LoaderCircle, PartyPopper } from 'lucide-react';
import type { CertificateDetails } from '@dokkho/contract/learning';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { track } from '../../../shared/analytics/track';
import { withDocumentLanguage } from '../../../shared/i18n/document-url';
import { buttonClasses } from '../../../shared/ui/button';
import { useCertifyUser } from '../api/certify-user';
import { useCourseModules } from '../api/get-course-modules';
import { useCourseQuizzes } from '../api/get-course-quizzes';

/** The issued certificate with its two ways out: the public page and the PDF. */
export function IssuedCertificate({ certificate }: { certificate: CertificateDetails }) {
  const learnerName = certificate.learner_name;
  const serial = certificate.serial;
  return (
    <div className="mt-4 rounded-lg bg-white p-4 ring-1 ring-success-600/30">
      <p className="flex items-center gap-2 font-semibold text-success-700">
        <BadgeCheck aria-hidden="true" className="size-5" />
        <Trans>Certificate issued to {learnerName}</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Certificate number <span className="font-mono font-semibold text-slate-900">{serial}</span>
        </Trans>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={`/certificate/${certificate.serial}`} className={buttonClasses()}>
          <Award aria-hidden="true" className="size-5" />
          <Trans>View your certificate</Trans>
        </Link>
        <a
          href={withDocumentLanguage(certificate.pdf_url)}
          download
          onClick={() =>
            track('certificate_download', certificate.course_title, { serial: certificate.serial })
          }
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download aria-hidden="true" className="size-5" />
          <Trans>Download PDF</Trans>
        </a>
      </div>
    </div>
  );
}

/**
 * The course's last step (issue 4 item 7): once every lesson is done it says what is left (a quiz to pass)
 * or offers the certificate, issued by the server when the completion rule is met. Nothing shows before.
 */
export function CertificateCallToAction({ courseId, className }: { courseId: number; className?: string }) {
  const { t } = useLingui();
  const outline = useCourseModules(courseId);
  const enrolled = outline.data?.is_enrolled ?? false;
  const quizzes = useCourseQuizzes(courseId, enrolled);
  const certify = useCertifyUser(courseId);

  if (!outline.data || !enrolled || outline.data.progress_percent < 100 || !quizzes.data) return null;
  const toPass = quizzes.data.filter((quiz) => !quiz.passed);
  const courseTitle = outline.data.course_title;
  const quizCount = toPass.length;

  if (toPass.length > 0) {
    return (
      <section
        aria-labelledby="certificate-cta"
        className={clsx('rounded-card bg-primary-50 p-5 ring-1 ring-primary-200', className)}
      >
        <h2 id="certificate-cta" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <PartyPopper aria-hidden="true" className="size-5 text-accent-600" />
          <Trans>Every lesson done!</Trans>
        </h2>
        <p className="mt-1 text-slate-700">
          <Plural
            value={quizCount}
            one="Pass the quiz to get your certificate."
            other="Pass the quizzes to get your certificate."
          />
        </p>
        <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {toPass.map(({ id, title: quizTitle }) => (
            <li key={id}>
              <Link to={`/quiz/${id}`} className={buttonClasses({ variant: 'accent' })}>
                <Trans>Take “{quizTitle}”</Trans>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="certificate-cta"
      className={clsx('rounded-card bg-success-50 p-5 ring-1 ring-success-600/30', className)}
    >
      <h2 id="certificate-cta" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Award aria-hidden="true" className="size-5 text-success-700" />
        <Trans>You completed {courseTitle}</Trans>
      </h2>
      {certify.data ? (
        <IssuedCertificate certificate={certify.data.certificate} />
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            <Trans>
              Your certificate carries your name, the course and a number anyone can verify online.
            </Trans>
          </p>
          <button
            type="button"
            onClick={() => certify.mutate()}
            disabled={certify.isPending}
            className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-4 w-full sm:w-auto' })}
          >
            {certify.isPending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                <Trans>Preparing your certificate…</Trans>
              </>
            ) : (
              t`Get your certificate`
            )}
          </button>
          {certify.error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
              {certify.error.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
