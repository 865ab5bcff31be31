import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Building2, LayoutDashboard, ListFilter, Star, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardLayout, type DashboardNavItem, type DashboardNavSection } from './dashboard-layout';

const HOME: DashboardNavItem = {
  label: msg`Dashboard`,
  shortLabel: msg`Home`,
  to: '/hr-dashboard',
  icon: LayoutDashboard,
  end: true,
};
const POSTS: DashboardNavItem = {
  label: msg`Job posts`,
  shortLabel: msg`Posts`,
  to: '/hr-dashboard/job-details',
  icon: Briefcase,
};
const COMPANY: DashboardNavItem = {
  label: msg`Company profile`,
  shortLabel: msg`Company`,
  to: '/hr-dashboard/update-profile',
  icon: Building2,
};
const TALENTS: DashboardNavItem = { label: msg`Talents`, to: '/hr-dashboard/talents', icon: UserSearch };
const SHORTLIST: DashboardNavItem = {
  label: msg`Shortlist`,
  to: '/hr-dashboard/shortlisteddata',
  icon: Star,
};

/** SPEC.md §2's /hr-dashboard children (a post's applicants and an applicant open from the posts). */
const SECTIONS: DashboardNavSection[] = [
  { items: [HOME, POSTS, COMPANY] },
  {
    title: msg`Candidates`,
    items: [
      TALENTS,
      { label: msg`Rank applicants`, to: '/hr-dashboard/sort-resume', icon: ListFilter },
      SHORTLIST,
    ],
  },
];

/** The recruiter dashboard's frame (/hr-dashboard/*, issue 6). */
export function RecruiterDashboardLayout() {
  const { t } = useLingui();
  return (
    <DashboardLayout
      label={t`Recruiter`}
      sections={SECTIONS}
      tabs={[HOME, POSTS, SHORTLIST, TALENTS]}
      topActions={
        <>
          {/* The bell is the dashboard frame's, for every role (issue 17 item 8). */}
          <Link
            to="/jobs"
            className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
          >
            <Briefcase aria-hidden="true" className="size-4" />
            <Trans>Job board</Trans>
          </Link>
        </>
      }
    />
  );
}
