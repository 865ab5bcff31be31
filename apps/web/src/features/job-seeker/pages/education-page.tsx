import { Link } from 'react-router';
import { HIRING_LIMITS, type Education } from '@dokkho/contract/hiring';
import { EDUCATION_LEVEL_LABELS } from '@dokkho/contract/jobs';
import { Skeleton } from '../../../shared/ui/skeleton';
import { EducationForm } from '../components/education-form';
import { EntryList } from '../components/entry-list';
import { ProfileSectionPage } from '../components/profile-section-page';

function EducationItem({ education }: { education: Education }) {
  return (
    <>
      <p className="font-bold text-slate-900">{EDUCATION_LEVEL_LABELS[education.level]}</p>
      <p className="text-slate-700">
        {education.institution}
        {education.subject ? ` · ${education.subject}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        {[
          education.result,
          education.passing_year === null ? 'Studying now' : `Passed ${education.passing_year}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </>
  );
}

/** /js-dashboard/update-profile/education (SPEC.md §2): qualifications, with Dokkho certificates shown apart. */
export function EducationPage() {
  return (
    <ProfileSectionPage
      title="Education"
      description="Your SSC, HSC, diploma and degrees. Job posts can ask for a level; recruiters see it."
      what="education"
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
            addLabel="Add a qualification"
            emptyTitle="No qualifications added yet"
            emptyText="Add your SSC, HSC, diploma or degree. Jobs that ask for a level match you by it."
            describe={(item) => `${EDUCATION_LEVEL_LABELS[item.level]} at ${item.institution}`}
            renderItem={(item) => <EducationItem education={item} />}
            renderForm={(item, done) => <EducationForm education={item} onDone={done} />}
          />
          {profile.certificates.length > 0 ? (
            <section className="mt-8">
              <h2 className="text-lg font-bold text-slate-900">Dokkho certificates</h2>
              <p className="mt-1 text-sm text-slate-600">
                Earned on Dokkho and shown to recruiters as verified. They are added for you.
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
                      See the certificate
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
