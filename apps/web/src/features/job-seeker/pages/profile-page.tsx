import { LoadErrorNotice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useSeekerProfile } from '../api/seeker-profile';
import { CompletenessCard } from '../components/completeness-card';
import { ProfileForm } from '../components/profile-form';
import { ProfileTabs } from '../components/profile-tabs';

/** /js-dashboard/update-profile (SPEC.md §2): the job profile recruiters see and jobs are matched to. */
export function SeekerProfilePage() {
  const profile = useSeekerProfile();
  return (
    <>
      <PageHeading
        title="Your job profile"
        description="What recruiters see when you apply with your profile or appear in their talent search."
      />
      <ProfileTabs />
      {profile.isError ? (
        <LoadErrorNotice
          title="We couldn’t load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : !profile.data ? (
        <div aria-busy="true" className="space-y-4">
          <span role="status" className="sr-only">
            Loading your profile
          </span>
          <Skeleton className="h-24" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <div className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6">
            <ProfileForm profile={profile.data} />
          </div>
          <div className="lg:sticky lg:top-24">
            <CompletenessCard completeness={profile.data.completeness} />
          </div>
        </div>
      )}
    </>
  );
}
