import { HIRING_LIMITS, type Experience } from '@dokkho/contract/hiring';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { EMPLOYMENT_TYPE_LABELS } from '../../../shared/labels/jobs';
import { Skeleton } from '../../../shared/ui/skeleton';
import { EntryList } from '../components/entry-list';
import { ExperienceForm } from '../components/experience-form';
import { ProfileSectionPage } from '../components/profile-section-page';
import { formatMonthRange } from '../lib/months';

function ExperienceItem({ experience }: { experience: Experience }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <p className="font-bold text-slate-900">{experience.title}</p>
      <p className="text-slate-700">
        {experience.company}
        {experience.employment_type ? ` · ${i18n._(EMPLOYMENT_TYPE_LABELS[experience.employment_type])}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        {formatMonthRange(experience.start_month, experience.end_month, format, t`Present`)}
      </p>
      {experience.description ? (
        <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-700">{experience.description}</p>
      ) : null}
    </>
  );
}

/** /js-dashboard/update-profile/job-experience (SPEC.md §2): the work history, newest first as the API sends it. */
export function ExperiencePage() {
  const { t } = useLingui();
  return (
    <ProfileSectionPage
      title={t`Job experience`}
      description={t`Jobs, internships and part-time work. Recruiters rank applicants by years of experience.`}
      errorTitle={t`We couldn’t load your experience`}
      loadingLabel={t`Loading your experience`}
      loadingClassName="space-y-3"
      skeletons={
        <>
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-28" />
        </>
      }
    >
      {(profile) => (
        <EntryList
          kind="experience"
          items={profile.experiences}
          limit={HIRING_LIMITS.experiences}
          addLabel={t`Add a job`}
          emptyTitle={t`No jobs added yet`}
          emptyText={t`Internships, part-time and volunteer work count too. Add what you have done, with the months.`}
          describe={(item) => {
            const { title, company } = item;
            return t`${title} at ${company}`;
          }}
          renderItem={(item) => <ExperienceItem experience={item} />}
          renderForm={(item, done) => <ExperienceForm experience={item} onDone={done} />}
        />
      )}
    </ProfileSectionPage>
  );
}
