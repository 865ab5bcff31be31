import { Briefcase, Building2, LayoutDashboard, ListFilter, Star, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
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

/** SPEC.md §2's /hr-dashboard children; the candidate pages come with applications (the next slice). */
const SECTIONS: DashboardNavSection[] = [
  { items: [HOME, POSTS, COMPANY] },
  {
    title: 'Candidates',
    items: [
      { label: 'Talents', to: '/hr-dashboard/talents', icon: UserSearch, soon: true },
      { label: 'Sort resumes', to: '/hr-dashboard/sort-resume', icon: ListFilter, soon: true },
      { label: 'Shortlist', to: '/hr-dashboard/shortlisteddata', icon: Star, soon: true },
    ],
  },
];

/** The recruiter dashboard's frame (/hr-dashboard/*, issue 6). */
export function RecruiterDashboardLayout() {
  return (
    <DashboardLayout
      label="Recruiter"
      sections={SECTIONS}
      tabs={[HOME, POSTS, COMPANY]}
      topActions={
        <Link
          to="/jobs"
          className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
        >
          <Briefcase aria-hidden="true" className="size-4" />
          Job board
        </Link>
      }
    />
  );
}
