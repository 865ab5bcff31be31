import type { ReactNode } from 'react';
import { NavLink, Link } from 'react-router';
import clsx from 'clsx';
import { ExternalLink } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../shared/ui/page-heading';
import { instructorProfilePath } from '../../catalog';
import { PROFILE_PATHS } from '../lib/paths';

/**
 * The frame of the four update-profile pages: the page's heading, a tab bar between them (it scrolls
 * sideways on a 360px phone rather than wrapping) and the way to the public profile as learners see it.
 */
export function ProfileFrame({
  title,
  description,
  instructorId,
  children,
}: {
  title: string;
  description: string;
  /** The public profile's id, once the profile has loaded. */
  instructorId?: number | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const tabs = [
    { to: PROFILE_PATHS.profile, label: t`Profile`, end: true },
    { to: PROFILE_PATHS.account, label: t`Account`, end: false },
    { to: PROFILE_PATHS.achievements, label: t`Achievements`, end: false },
    { to: PROFILE_PATHS.education, label: t`Education`, end: false },
  ];
  return (
    <div className="w-full max-w-3xl">
      <PageHeading
        title={title}
        description={description}
        actions={
          instructorId ? (
            <Link
              to={instructorProfilePath(instructorId)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t`View public profile`}
            </Link>
          ) : null
        }
      />
      <nav aria-label={t`Profile sections`} className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
                    isActive
                      ? 'border-primary-600 text-primary-800'
                      : 'border-transparent text-slate-600 hover:text-slate-900',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** A white card with its own heading: one part of a page (DESIGN.md "Forms": one column). */
export function ProfileSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
