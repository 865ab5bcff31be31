import { Briefcase, Building2, LayoutDashboard, ListFilter, Star, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { NotificationsBell } from '../../features/recruiter/components/notifications-bell';
import { DashboardLayout, type DashboardNavItem, type DashboardNavSection } from './dashboard-layout';

const HOME: DashboardNavItem = {
  label: 'Dashboard',
  shortLabel: 'Home',
  to: '/hr-dashboard',
  icon: LayoutDashboard,
  end: true,
};
const POSTS: DashboardNavItem = {
  label: 'Job posts',
  shortLabel: 'Posts',
  to: '/hr-dashboard/job-details',
  icon: Briefcase,
};
const COMPANY: DashboardNavItem = {
  label: 'Company profile',
  shortLabel: 'Company',
  to: '/hr-dashboard/update-profile',
  icon: Building2,
};
const TALENTS: DashboardNavItem = { label: 'Talents', to: '/hr-dashboard/talents', icon: UserSearch };
const SHORTLIST: DashboardNavItem = {
  label: 'Shortlist',
  to: '/hr-dashboard/shortlisteddata',
  icon: Star,
};

/** SPEC.md §2's /hr-dashboard children (a post's applicants and an applicant open from the posts). */
const SECTIONS: DashboardNavSection[] = [
  { items: [HOME, POSTS, COMPANY] },
  {
    title: 'Candidates',
    items: [
      TALENTS,
      { label: 'Rank applicants', to: '/hr-dashboard/sort-resume', icon: ListFilter },
      SHORTLIST,
    ],
  },
];

/** The recruiter dashboard's frame (/hr-dashboard/*, issue 6). */
export function RecruiterDashboardLayout() {
  return (
    <DashboardLayout
      label="Recruiter"
      sections={SECTIONS}
      tabs={[HOME, POSTS, SHORTLIST, TALENTS]}
      topActions={
        <>
          <NotificationsBell />
          <Link
            to="/jobs"
            className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
          >
            <Briefcase aria-hidden="true" className="size-4" />
            Job board
          </Link>
        </>
      }
    />
  );
}
