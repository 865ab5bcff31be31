import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { RESUME_MESSAGES, type Resume } from '@dokkho/contract/resume';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useResume } from '../api/resumes';
import { builderBase } from '../lib/builder-steps';

/**
 * Loads the resume of the `:resumeid` in the path: skeletons, then the page; a failed load says why with
 * "Try again"; another person's resume (or a deleted one) is a 404: "Resume not found" and the way back.
 */
export function BuilderResumeLoader({ children }: { children: (resume: Resume) => ReactNode }) {
  const { t } = useLingui();
  const { resumeid } = useParams();
  const id = Number(resumeid);
  const location = useLocation();
  const query = useResume(id);
  const back = (
    <Link to={builderBase(location.pathname)} className={buttonClasses()}>
      <Trans>Go to my resumes</Trans>
    </Link>
  );
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <LoadErrorNotice
          title={t`Resume not found`}
          error={new ApiError(RESUME_MESSAGES.notFound, 404)}
          onRetry={() => undefined}
          isRetrying={false}
          notFound={{ title: t`Resume not found`, action: back }}
        />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <LoadErrorNotice
          title={t`We couldn’t load this resume`}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          notFound={{ title: t`Resume not found`, action: back }}
        />
      </div>
    );
  }
  // A copy cached earlier may be older than the server's (a save from another device): start from the
  // fresh one, or the first save would only meet a 409.
  if (!query.data || (!query.isFetchedAfterMount && query.isFetching)) {
    return (
      <LoadingSkeletons label={t`Loading your resume`} className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Skeleton className="h-8 w-60" />
        <Skeleton className="h-11" />
        <div className="grid gap-4 lg:grid-cols-[12rem_minmax(0,1fr)]">
          <Skeleton className="hidden h-64 lg:block" />
          <Skeleton className="h-96" />
        </div>
      </LoadingSkeletons>
    );
  }
  return <>{children(query.data)}</>;
}
