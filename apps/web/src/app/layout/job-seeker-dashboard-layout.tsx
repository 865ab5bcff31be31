import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BriefcaseBusiness,
  ClipboardList,
  FileText,
  GraduationCap,
  LayoutDashboard,
  LockKeyhole,
  Search,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { DashboardLayout, type DashboardNavItem, type DashboardNavSection } from './dashboard-layout';

const HOME: DashboardNavItem = {
  label: msg`Dashboard`,
  shortLabel: msg`Home`,
  to: '/js-dashboard',
  icon: LayoutDashboard,
  end: true,
};
const AVAILABLE: DashboardNavItem = {
  label: msg`Available jobs`,
  shortLabel: msg`Jobs`,
  to: '/js-dashboard/available-jobs',
  icon: Search,
};
const APPLIED: DashboardNavItem = {
  label: msg`Applied jobs`,
  shortLabel: msg`Applied`,
  to: '/js-dashboard/applied-jobs',
  icon: ClipboardList,
};
const PROFILE: DashboardNavItem = {
  label: msg`Profile`,
  to: '/js-dashboard/update-profile',
  icon: UserRound,
  end: true,
};

/** SPEC.md §2's /js-dashboard children; the resume builder comes with its own issue. */
const SECTIONS: DashboardNavSection[] = [
  { items: [HOME, AVAILABLE, APPLIED] },
  {
    title: msg`Your profile`,
    items: [
      PROFILE,
      {
        label: msg`Job experience`,
        to: '/js-dashboard/update-profile/job-experience',
        icon: BriefcaseBusiness,
      },
      { label: msg`Education`, to: '/js-dashboard/update-profile/education', icon: GraduationCap },
      { label: msg`Resume builder`, to: '/js-dashboard/resume', icon: FileText },
      { label: msg`Security`, to: '/js-dashboard/update-profile/security', icon: LockKeyhole },
    ],
  },
];

/** The job seeker dashboard's frame (/js-dashboard/*, issue 6): side navigation on desktop, tabs on phones. */
export function JobSeekerDashboardLayout() {
  const { t } = useLingui();
  return (
    <DashboardLayout
      label={t`Job seeker`}
      sections={SECTIONS}
      tabs={[HOME, AVAILABLE, APPLIED, { ...PROFILE, to: '/js-dashboard/update-profile', end: false }]}
      topActions={
        <Link
          to="/jobs"
          className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
        >
          <BriefcaseBusiness aria-hidden="true" className="size-4" />
          <Trans>Job board</Trans>
        </Link>
      }
    />
  );
}
