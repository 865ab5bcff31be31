import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Award,
  Bell,
  BookOpen,
  CalendarDays,
  Heart,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  MessageCircleQuestion,
  MessagesSquare,
  ReceiptText,
  Search,
  Star,
  TrendingUp,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { LearnerDashboardContext } from '../../features/learner-dashboard/lib/dashboard-context';
import { useProfile } from '../../features/auth/api/get-profile';
import { DashboardLayout, type DashboardNavItem, type DashboardNavSection } from './dashboard-layout';

const HOME: DashboardNavItem = {
  label: msg`Dashboard`,
  shortLabel: msg`Home`,
  to: '/newDashboard',
  icon: LayoutDashboard,
  end: true,
};
const COURSES: DashboardNavItem = {
  label: msg`My courses`,
  shortLabel: msg`Courses`,
  to: '/newDashboard/courses',
  icon: BookOpen,
};
const SCHEDULE: DashboardNavItem = { label: msg`Schedule`, to: '/newDashboard/schedule', icon: CalendarDays };
const CERTIFICATES: DashboardNavItem = {
  label: msg`Certificates`,
  shortLabel: msg`Certificates`,
  to: '/newDashboard/certificates',
  icon: Award,
};

/** Every child page of /newDashboard (SPEC.md §2), in the order a learner needs them. */
const SECTIONS: DashboardNavSection[] = [
  {
    items: [
      HOME,
      COURSES,
      { label: msg`Quizzes`, to: '/newDashboard/quiz', icon: ListChecks },
      { label: msg`Grades`, to: '/newDashboard/grades', icon: TrendingUp },
      SCHEDULE,
      CERTIFICATES,
      { label: msg`Rate your courses`, to: '/newDashboard/rating', icon: Star },
    ],
  },
  {
    title: msg`Account`,
    items: [
      // Issue 5 item 6: purchases, receipts and invoices (features/checkout).
      { label: msg`Notifications`, to: '/newDashboard/notifications', icon: Bell },
      { label: msg`Orders`, to: '/newDashboard/orders', icon: ReceiptText },
      { label: msg`Wishlist`, to: '/newDashboard/wishlist', icon: Heart },
      { label: msg`Profile`, to: '/newDashboard/profile', icon: UserRound },
    ],
  },
  {
    // Live chat and community come with issue 19; until then they keep their "coming soon" page.
    title: msg`Community`,
    items: [
      { label: msg`Questions`, to: '/newDashboard/query', icon: MessageCircleQuestion },
      { label: msg`Announcements`, to: '/newDashboard/course-announcement', icon: Megaphone },
      { label: msg`Live chat`, to: '/newDashboard/live-chat', icon: MessagesSquare, soon: true },
      { label: msg`Community`, to: '/newDashboard/community', icon: Users, soon: true },
    ],
  },
];

const TABS = [HOME, COURSES, SCHEDULE, CERTIFICATES];

/**
 * The learner dashboard's frame (/newDashboard/*, issue 4 item 10). It owns the account, so it hands the
 * pages the learner's first name (features do not read each other's caches).
 */
export function LearnerDashboardLayout() {
  const { t } = useLingui();
  const profile = useProfile();
  const context: LearnerDashboardContext = { firstName: profile.data?.first_name || null };
  return (
    <DashboardLayout
      label={t`My learning`}
      sections={SECTIONS}
      tabs={TABS}
      outletContext={context}
      topActions={
        <Link
          to="/allcourses"
          className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
        >
          <Search aria-hidden="true" className="size-4" />
          <Trans>Browse courses</Trans>
        </Link>
      }
    />
  );
}
