import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Award, BriefcaseBusiness, GraduationCap, MapPin } from 'lucide-react';
import type { CandidateProfile, Experience } from '@dokkho/contract/hiring';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat, type Formatters } from '../../../shared/i18n/format';
import { EDUCATION_LEVEL_LABELS, EMPLOYMENT_TYPE_LABELS } from '../../../shared/labels/jobs';
import { placeName } from '../../../shared/labels/places';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2024-03` -> "Mar 2024" (in Bangla "মার্চ ২০২৪"). */
export function monthText(month: string, format: Formatters): string {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1];
  if (!name || !year) return month;
  return format.locale === 'en' ? `${name} ${year}` : format.monthYear(`${month}-15T12:00:00+06:00`);
}

function ExperienceItem({ item }: { item: Experience }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="font-semibold text-slate-900">{item.title}</p>
      <p className="text-sm text-slate-700">
        {[item.company, item.employment_type ? i18n._(EMPLOYMENT_TYPE_LABELS[item.employment_type]) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-sm text-slate-500">
        {monthText(item.start_month, format)} – {item.end_month ? monthText(item.end_month, format) : t`now`}
      </p>
      {item.description ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{item.description}</p>
      ) : null}
    </li>
  );
}

export function ProfileSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What a recruiter sees of a candidate's profile (contact aside): about, experience, education, Dokkho
 * certificates and completed courses. Shared by the applicant page and the talent page.
 */
export function CandidateProfileSections({ candidate }: { candidate: CandidateProfile }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const quizAverage = candidate.quiz_average === null ? '' : format.number(candidate.quiz_average);
  return (
    <>
      {candidate.about ? (
        <ProfileSection title={t`About`}>
          <p className="text-sm whitespace-pre-line text-slate-700">{candidate.about}</p>
        </ProfileSection>
      ) : null}

      <ProfileSection
        title={t`Experience`}
        icon={<BriefcaseBusiness aria-hidden="true" className="size-5 text-primary-700" />}
      >
        {candidate.experiences.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No work experience added yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {candidate.experiences.map((item) => (
              <ExperienceItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ProfileSection>

      <ProfileSection
        title={t`Education`}
        icon={<GraduationCap aria-hidden="true" className="size-5 text-primary-700" />}
      >
        {candidate.educations.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No education added yet.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {candidate.educations.map((item) => {
              const level = i18n._(EDUCATION_LEVEL_LABELS[item.level]);
              const subject = item.subject;
              const passingYear = item.passing_year ? format.year(item.passing_year) : null;
              return (
                <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                  <p className="font-semibold text-slate-900">
                    {subject ? t`${level} in ${subject}` : level}
                  </p>
                  <p className="text-sm text-slate-700">{item.institution}</p>
                  <p className="text-sm text-slate-500">
                    {[passingYear ? t`Passed ${passingYear}` : t`Studying`, item.result || null]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </ProfileSection>

      {candidate.certificates.length > 0 || candidate.completed_courses.length > 0 ? (
        <ProfileSection
          title={t`Learning on Dokkho`}
          icon={<Award aria-hidden="true" className="size-5 text-primary-700" />}
        >
          <ul className="space-y-2 text-sm">
            {candidate.certificates.map((cert) => {
              const courseTitle = cert.course_title;
              return (
                <li key={cert.serial} className="text-slate-800">
                  <span className="font-semibold">
                    <Trans>Certificate: {courseTitle}</Trans>
                  </span>
                  <span className="text-slate-500"> · {format.date(cert.issued_at)}</span>
                </li>
              );
            })}
            {candidate.completed_courses.map((course) => {
              const courseTitle = course.title;
              return (
                <li key={course.course_id} className="text-slate-800">
                  <Trans>Completed: {courseTitle}</Trans>
                </li>
              );
            })}
          </ul>
          {candidate.quiz_average !== null ? (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>Average quiz score: {quizAverage}%</Trans>
            </p>
          ) : null}
        </ProfileSection>
      ) : null}
    </>
  );
}

/**
 * Place and years under a candidate's name, on the applicant page and each talent card (`children`: more
 * facts after them, e.g. the talent's certificates).
 */
export function CandidateFacts({
  candidate,
  className = 'mt-1 items-center',
  children,
}: {
  candidate: Pick<CandidateProfile, 'division' | 'district' | 'experience_years'>;
  className?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const place = placeName(candidate, i18n);
  const years = candidate.experience_years;
  return (
    <p className={clsx('flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600', className)}>
      {place ? (
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          {place}
        </span>
      ) : null}
      <span>
        {years === 0
          ? t`Under a year of work`
          : t`${plural(years, { one: '# year of work', other: '# years of work' })}`}
      </span>
      {children}
    </p>
  );
}
