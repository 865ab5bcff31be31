import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCompletedCourses } from '../api/get-completed-courses';
import { CertificateCard } from '../components/certificate-card';
import { CertificateIllustration } from '../components/illustrations';
import { COURSES_TAB_PATH, FREE_COURSES_PATH } from '../lib/paths';

/**
 * /newDashboard/certificates (issue 4 item 7): the certificates of completed courses, newest first, each
 * with its PDF, its public verification page and its link to share (`GET course/completed-courses/`).
 */
export function CertificatesPage() {
  const { t } = useLingui();
  const completed = useCompletedCourses();
  const items = completed.data;

  let body: ReactNode;
  if (items && items.length > 0) {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.certificate.serial} className="flex">
            <CertificateCard item={item} />
          </li>
        ))}
      </ul>
    );
  } else if (items) {
    body = (
      <Notice
        illustration={<CertificateIllustration />}
        title={t`No certificates yet`}
        description={t`Finish every lesson of a course and pass its quizzes: your certificate appears here, with a link anyone can use to check it is genuine.`}
      >
        <Link to={COURSES_TAB_PATH} className={buttonClasses()}>
          <Trans>Continue my courses</Trans>
        </Link>
        <Link to={FREE_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Browse free courses</Trans>
        </Link>
      </Notice>
    );
  } else if (completed.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your certificates`}
        error={completed.error}
        onRetry={() => void completed.refetch()}
        isRetrying={completed.isFetching}
      />
    );
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your certificates</Trans>
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
            <Skeleton className="h-10 w-48" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Certificates`}
        description={t`Download them, and share the link: employers can check each one online.`}
      />
      {body}
    </>
  );
}
