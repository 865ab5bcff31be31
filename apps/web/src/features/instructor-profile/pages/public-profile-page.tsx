import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Award, BookOpen, Briefcase, ExternalLink, GraduationCap, Star, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { PublicInstructorProfile } from '@dokkho/contract/instructors';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { InstructorAvatar, ViewerCourseCard, markEnrolled, useEnrolledCourseIds } from '../../catalog';
import { usePublicProfile } from '../api/public-profile';
import { formatYear, useYears } from '../lib/years';

/** The route param as an instructor id, or null when it cannot be one (the page then says "not found"). */
export function parseInstructorId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
      >
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm font-medium">
      {icon}
      <span>{children}</span>
    </li>
  );
}

function Stats({ profile }: { profile: PublicInstructorProfile }) {
  const { t } = useLingui();
  const format = useFormat();
  const { stats } = profile;
  const learners = format.number(stats.learners_count);
  const courses = format.number(stats.courses_count);
  const ratings = format.number(stats.rating_count);
  const rating = format.number(Math.round(stats.rating_avg * 10) / 10);
  const years = profile.experience_years === null ? null : format.number(profile.experience_years);
  return (
    <ul className="mt-6 flex flex-wrap gap-2">
      {stats.rating_count > 0 ? (
        <Stat icon={<Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />}>
          {t`${plural(stats.rating_count, {
            one: `${rating} average from ${ratings} rating`,
            other: `${rating} average from ${ratings} ratings`,
          })}`}
        </Stat>
      ) : null}
      <Stat icon={<Users aria-hidden="true" className="size-4" />}>
        {t`${plural(stats.learners_count, { one: `${learners} learner`, other: `${learners} learners` })}`}
      </Stat>
      <Stat icon={<BookOpen aria-hidden="true" className="size-4" />}>
        {t`${plural(stats.courses_count, { one: `${courses} course`, other: `${courses} courses` })}`}
      </Stat>
      {years !== null && profile.experience_years !== null ? (
        <Stat icon={<Briefcase aria-hidden="true" className="size-4" />}>
          {t`${plural(profile.experience_years, {
            one: `${years} year of experience`,
            other: `${years} years of experience`,
          })}`}
        </Stat>
      ) : null}
    </ul>
  );
}

function Links({ profile }: { profile: PublicInstructorProfile }) {
  const { t } = useLingui();
  const links = [
    { href: profile.website_url, label: t`Website` },
    { href: profile.linkedin_url, label: 'LinkedIn' },
    { href: profile.facebook_url, label: 'Facebook' },
    { href: profile.youtube_url, label: 'YouTube' },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="mt-5 flex flex-wrap gap-2" aria-label={t`Links`}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
          >
            {link.label}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function EducationItem({ entry }: { entry: PublicInstructorProfile['education'][number] }) {
  const years = useYears(entry.start_year, entry.end_year);
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{entry.degree}</p>
      <p className="text-slate-600">{entry.institution}</p>
      {years ? <p className="text-sm text-slate-500">{years}</p> : null}
    </li>
  );
}

function Profile({ profile }: { profile: PublicInstructorProfile }) {
  const { t } = useLingui();
  const format = useFormat();
  const enrolledIds = useEnrolledCourseIds();
  usePageTitle(profile.name);
  const name = profile.name;
  return (
    <article>
      <header className="bg-primary-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-8 sm:flex-row sm:items-center sm:py-12">
          <InstructorAvatar
            name={profile.name}
            avatar={profile.picture}
            className="size-24 shrink-0 text-2xl ring-4 ring-white/20 sm:size-32 sm:text-3xl"
          />
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">
              <Trans>Instructor</Trans>
            </p>
            <h1 className="mt-1 text-3xl font-bold text-balance">{profile.name}</h1>
            {profile.headline ? <p className="mt-2 text-lg text-primary-50">{profile.headline}</p> : null}
            {profile.expertise ? (
              <p className="mt-1 text-primary-200">
                <Trans>Teaches {profile.expertise}</Trans>
              </p>
            ) : null}
            <Stats profile={profile} />
            <Links profile={profile} />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:py-12">
        {profile.bio ? (
          <Section id="about" title={t`About ${name}`} icon={null}>
            <p className="max-w-3xl leading-8 whitespace-pre-line text-slate-700">{profile.bio}</p>
          </Section>
        ) : null}

        {profile.achievements.length > 0 ? (
          <Section
            id="achievements"
            title={t`Achievements`}
            icon={<Award aria-hidden="true" className="size-6 text-accent-600" />}
          >
            <ul className="grid gap-3 sm:grid-cols-2">
              {profile.achievements.map((entry) => (
                <li key={entry.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200">
                  <p className="font-semibold text-slate-900">{entry.title}</p>
                  <p className="text-sm text-slate-600">
                    {[entry.issuer, entry.year === null ? '' : formatYear(format, entry.year)]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {entry.url ? (
                    <a
                      href={entry.url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary-700 underline underline-offset-2"
                    >
                      <Trans>See it</Trans>
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}

        {profile.education.length > 0 ? (
          <Section
            id="education"
            title={t`Education`}
            icon={<GraduationCap aria-hidden="true" className="size-6 text-primary-700" />}
          >
            <ul className="grid gap-3 sm:grid-cols-2">
              {profile.education.map((entry) => (
                <EducationItem key={entry.id} entry={entry} />
              ))}
            </ul>
          </Section>
        ) : null}

        <Section
          id="courses"
          title={t`Courses by ${name}`}
          icon={<BookOpen aria-hidden="true" className="size-6 text-primary-700" />}
        >
          {profile.courses.length === 0 ? (
            <p className="rounded-card border border-dashed border-slate-300 bg-white p-5 text-slate-600">
              <Trans>
                No courses published yet.{' '}
                <Link
                  to="/allcourses"
                  className="font-semibold text-primary-700 underline underline-offset-2"
                >
                  Browse all courses
                </Link>
              </Trans>
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {markEnrolled(profile.courses, enrolledIds).map((course) => (
                <li key={course.id}>
                  <ViewerCourseCard course={course} isEnrolled={course.isEnrolled} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </article>
  );
}

function InstructorNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Instructor not found`}
        title={t`This instructor’s profile does not exist`}
        description={t`The link may be old. Our courses are taught by working professionals: find one you like.`}
      >
        <Link to="/allcourses" className={buttonClasses()}>
          <Trans>Browse all courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {t`Loading the instructor’s profile`}
      </span>
      <div className="bg-primary-900">
        <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-8 sm:flex-row sm:py-12">
          <Skeleton className="size-24 rounded-full sm:size-32" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-10 w-3/4" />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/**
 * /instructors/{id} (issue 17 item 1): an instructor as learners see them: photo, headline, bio,
 * achievements, education and their published courses. The server renders its title, description and a
 * Person JSON-LD into index.html for link previews and search engines (modules/seo).
 */
export function PublicProfilePage() {
  const { t } = useLingui();
  const { id } = useParams();
  const instructorId = parseInstructorId(id);
  const profile = usePublicProfile(instructorId ?? 0);
  if (instructorId === null) return <InstructorNotFound />;
  if (profile.data) return <Profile profile={profile.data} />;
  if (profile.isError) {
    const status = profile.error instanceof ApiError ? profile.error.status : undefined;
    if (status === 404 || status === 400) return <InstructorNotFound />;
    return (
      <LoadErrorPanel
        title={t`We couldn’t load this profile`}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isFetching}
      />
    );
  }
  return <ProfileSkeleton />;
}
