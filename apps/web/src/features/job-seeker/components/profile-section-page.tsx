import type { ReactNode } from 'react';
import type { SeekerProfile } from '@dokkho/contract/hiring';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { useSeekerProfile } from '../api/seeker-profile';
import { ProfileTabs } from './profile-tabs';

/**
 * The frame every update-profile page that edits the profile shares (profile, job experience, education):
 * the heading, the section tabs, then the one profile query's failed load, skeletons or the page's part.
 * A failed refetch shows the error even over loaded data, so nobody edits a profile that may be stale.
 */
export function ProfileSectionPage({
  title,
  description,
  errorTitle,
  loadingLabel,
  loadingClassName,
  skeletons,
  children,
}: {
  title: string;
  description: string;
  /** The failed load's title, e.g. "We couldn’t load your profile". */
  errorTitle: string;
  /** The skeletons' label for screen readers, e.g. "Loading your profile". */
  loadingLabel: string;
  loadingClassName: string;
  skeletons: ReactNode;
  children: (profile: SeekerProfile) => ReactNode;
}) {
  const profile = useSeekerProfile();
  return (
    <>
      <PageHeading title={title} description={description} />
      <ProfileTabs />
      {profile.isError ? (
        <LoadErrorNotice
          title={errorTitle}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : !profile.data ? (
        <LoadingSkeletons label={loadingLabel} className={loadingClassName}>
          {skeletons}
        </LoadingSkeletons>
      ) : (
        children(profile.data)
      )}
    </>
  );
}
