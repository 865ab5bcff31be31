import { Link } from 'react-router';
import { HIRING_LIMITS, type Education } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { EDUCATION_LEVEL_LABELS } from '../../../shared/labels/jobs';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { EducationForm } from '../components/education-form';
import { EntryList } from '../components/entry-list';
import { ProfileSectionPage } from '../components/profile-section-page';

function EducationItem({ education }: { education: Education }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const passingYear = education.passing_year;
  const passingYearText = passingYear === null ? '' : format.year(passingYear);
  return (
    <>
      <p className="font-bold text-slate-900">{i18n._(EDUCATION_LEVEL_LABELS[education.level])}</p>
      <p className="text-slate-700">
        {education.institution}
        {education.subject ? ` · ${education.subject}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        {[education.result, passingYear === null ? t`Studying now` : t`Passed ${passingYearText}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </>
  );
}

/** /js-dashboard/update-profile/education (SPEC.md §2): qualifications, with Dokkho certificates shown apart. */
export function EducationPage() {
  const { t, i18n } = useLingui();
  return (
    <ProfileSectionPage
      title={t`Education`}
      description={t`Your SSC, HSC, diploma and degrees. Job posts can ask for a level; recruiters see it.`}
      errorTitle={t`We couldn’t load your education`}
      loadingLabel={t`Loading your education`}
      loadingClassName="space-y-3"
      skeletons={
        <>
          <Skeleton className="h-11 w-48" />
          <Skeleton className="h-24" />
        </>
      }
    >
      {(profile) => (
        <>
          <EntryList
            kind="education"
            items={profile.educations}
            limit={HIRING_LIMITS.educations}
            addLabel={t`Add a qualification`}
            emptyTitle={t`No qualifications added yet`}
            emptyText={t`Add your SSC, HSC, diploma or degree. Jobs that ask for a level match you by it.`}
            describe={(item) => {
              const level = i18n._(EDUCATION_LEVEL_LABELS[item.level]);
              const institution = item.institution;
              return t`${level} at ${institution}`;
            }}
            renderItem={(item) => <EducationItem education={item} />}
            renderForm={(item, done) => <EducationForm education={item} onDone={done} />}
          />
          {profile.certificates.length > 0 ? (
            <section className="mt-8">
              <h2 className="text-lg font-bold text-slate-900">
                <Trans>Dokkho certificates</Trans>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Earned on Dokkho and shown to recruiters as verified. They are added for you.</Trans>
              </p>
              <ul className="mt-3 space-y-2">
                {profile.certificates.map((certificate) => (
                  <li
                    key={certificate.serial}
                    className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200"
                  >
                    <p className="font-semibold text-slate-900">{certificate.course_title}</p>
                    <Link
                      to={`/certificate/${encodeURIComponent(certificate.serial)}`}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline"
                    >
                      <Trans>See the certificate</Trans>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </ProfileSectionPage>
  );
}
