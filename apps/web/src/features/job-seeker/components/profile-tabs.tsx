import { NavLink } from 'react-router';
import clsx from 'clsx';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EDUCATION_PATH, EXPERIENCE_PATH, PROFILE_PATH, SECURITY_PATH } from '../lib/paths';

const TABS = [
  { to: PROFILE_PATH, label: msg`Profile`, end: true },
  { to: EXPERIENCE_PATH, label: msg`Experience`, end: false },
  { to: EDUCATION_PATH, label: msg`Education`, end: false },
  { to: SECURITY_PATH, label: msg`Security`, end: false },
];

/**
 * The update-profile pages' own tabs (SPEC.md §2: index, job-experience, education, security). On a phone
 * the bottom bar has one "Profile" tab, so these are how one moves between its parts; they scroll sideways
 * inside their strip rather than widening the page.
 */
export function ProfileTabs() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Profile sections`} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max border-b border-slate-200 sm:gap-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                clsx(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-2 text-sm font-semibold sm:px-3',
                  isActive
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              {i18n._(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
