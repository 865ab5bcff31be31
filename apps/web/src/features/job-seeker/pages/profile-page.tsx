import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CompletenessCard } from '../components/completeness-card';
import { ProfileForm } from '../components/profile-form';
import { ProfileSectionPage } from '../components/profile-section-page';

/** /js-dashboard/update-profile (SPEC.md §2): the job profile recruiters see and jobs are matched to. */
export function SeekerProfilePage() {
  const { t } = useLingui();
  return (
    <ProfileSectionPage
      title={t`Your job profile`}
      description={t`What recruiters see when you apply with your profile or appear in their talent search.`}
      errorTitle={t`We couldn’t load your profile`}
      loadingLabel={t`Loading your profile`}
      loadingClassName="space-y-4"
      skeletons={
        <>
          <Skeleton className="h-24" />
          <Skeleton className="h-96" />
        </>
      }
    >
      {(profile) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
          <div className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6">
            <ProfileForm profile={profile} />
          </div>
          <div className="lg:sticky lg:top-24">
            <CompletenessCard completeness={profile.completeness} />
          </div>
        </div>
      )}
    </ProfileSectionPage>
  );
}
