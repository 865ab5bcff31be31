import { Link } from 'react-router';
import clsx from 'clsx';
import { Banknote, BriefcaseBusiness, CalendarClock, MapPin } from 'lucide-react';
import type { JobListItem } from '@dokkho/contract/jobs';
import { EMPLOYMENT_TYPE_LABELS } from '../../../shared/labels/jobs';
import { describeDeadline, formatExperience, formatLocation, formatSalary } from '../lib/job-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { CompanyLogo } from './company-logo';

const SKILLS_SHOWN = 4;

/**
 * A job on the board (DESIGN.md "one next step": the title opens the job). Everything a seeker scans for
 * is on the card: who, where, what kind, how much, until when, and the skills asked for.
 */
export function JobCard({ job, href, now }: { job: JobListItem; href: string; now?: number }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const deadline = describeDeadline(job.deadline, now);
  const extraSkills = job.skills.length - SKILLS_SHOWN;
  const moreSkills = format.number(extraSkills);
  return (
    <article className="relative flex h-full flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 transition-shadow hover:shadow-raised sm:p-5">
      <div className="flex gap-3">
        <CompanyLogo name={job.company_name} logo={job.company_logo} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-bold text-slate-900 sm:text-lg">
            <Link
              to={href}
              className="line-clamp-2 after:absolute after:inset-0 after:rounded-card hover:text-primary-800 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
            >
              {job.title}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-slate-600">{job.company_name}</p>
        </div>
      </div>

      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="sr-only">
            <Trans>Location</Trans>
          </dt>
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 truncate">{formatLocation(job)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">
            <Trans>Job type and experience</Trans>
          </dt>
          <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 truncate">
            {i18n._(EMPLOYMENT_TYPE_LABELS[job.employment_type])} · {formatExperience(job)}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">
            <Trans>Salary</Trans>
          </dt>
          <Banknote aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="font-semibold text-slate-900">{formatSalary(job)}</dd>
        </div>
      </dl>

      {job.skills.length > 0 ? (
        <ul aria-label={t`Skills`} className="mt-4 flex flex-wrap gap-1.5">
          {job.skills.slice(0, SKILLS_SHOWN).map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
          {extraSkills > 0 ? (
            <li className="rounded-full px-1.5 py-1 text-xs font-medium text-slate-500">
              <Trans>+{moreSkills} more</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}

      <p
        className={clsx(
          'mt-auto flex items-center gap-1.5 pt-4 text-sm font-medium',
          deadline.urgent ? 'text-warning-700' : 'text-slate-600',
        )}
      >
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {deadline.text}
      </p>
    </article>
  );
}

/** The card's shape while the board loads (no layout shift when the jobs arrive). */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <div className="flex gap-3">
        <div className="size-12 animate-pulse rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-4 space-y-2.5">
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="mt-4 flex gap-1.5">
        <div className="h-6 w-14 animate-pulse rounded-full bg-slate-200" />
        <div className="h-6 w-16 animate-pulse rounded-full bg-slate-200" />
      </div>
    </div>
  );
}
