import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Award,
  BookOpen,
  BriefcaseBusiness,
  CalendarDays,
  FilePlus2,
  GraduationCap,
  LayoutDashboard,
  LibraryBig,
  MessageCircleQuestion,
  UserRound,
  UserRoundCog,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { DashboardLayout, type DashboardNavItem, type DashboardNavSection } from './dashboard-layout';

const HOME: DashboardNavItem = {
  label: msg`Dashboard`,
  shortLabel: msg`Home`,
  to: '/ir-dashboard',
  icon: LayoutDashboard,
  end: true,
};
const COURSES: DashboardNavItem = {
  label: msg`My courses`,
  shortLabel: msg`Courses`,
  to: '/ir-dashboard/my-courses',
  icon: LibraryBig,
};
const ADD: DashboardNavItem = {
  label: msg`Add a course`,
  shortLabel: msg`Add`,
  to: '/ir-dashboard/add-courses',
  icon: FilePlus2,
};
const QUESTIONS: DashboardNavItem = {
  label: msg`Learners’ questions`,
  shortLabel: msg`Questions`,
  to: '/ir-dashboard/questions',
  icon: MessageCircleQuestion,
};
const PROFILE: DashboardNavItem = {
  label: msg`Profile`,
  to: '/ir-dashboard/update-profile',
  icon: UserRound,
  end: true,
};

/** SPEC.md §2's /ir-dashboard children (a course's details open from my courses). */
const SECTIONS: DashboardNavSection[] = [
  {
    items: [
      HOME,
      COURSES,
      // Issue 17 item 6: learners' questions on the courses, unanswered first.
      QUESTIONS,
      ADD,
      // Issue 18 item 8: masterclasses and free classes the instructor hosts.
      { label: msg`Events`, to: '/ir-dashboard/events', icon: CalendarDays },
      // Issue 17 item 5: what the courses earned and payouts.
      { label: msg`Earnings`, to: '/ir-dashboard/earnings', icon: Wallet },
      {
        label: msg`Jobs for your learners`,
        to: '/ir-dashboard/job-details',
        icon: BriefcaseBusiness,
      },
    ],
  },
  {
    title: msg`Your profile`,
    items: [
      PROFILE,
      { label: msg`Account`, to: '/ir-dashboard/update-profile/account', icon: UserRoundCog },
      { label: msg`Achievements`, to: '/ir-dashboard/update-profile/achievements', icon: Award },
      {
        label: msg`Education`,
        to: '/ir-dashboard/update-profile/education',
        icon: GraduationCap,
      },
    ],
  },
];

/** The instructor dashboard's frame (/ir-dashboard/*, issue 17): side navigation on desktop, tabs on phones. */
export function InstructorDashboardLayout() {
  const { t } = useLingui();
  return (
    <DashboardLayout
      label={t`Instructor`}
      sections={SECTIONS}
      tabs={[HOME, COURSES, QUESTIONS, { ...PROFILE, end: false }]}
      topActions={
        <Link
          to="/allcourses"
          className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          <Trans>Course catalog</Trans>
        </Link>
      }
    />
  );
}
