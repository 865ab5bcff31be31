import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandleMessages } from '../shared/routing/route-handle';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { FirstLoadFallback } from './layout/first-load-fallback';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error';
import { RequireAuth, ROLE_TYPE } from './guards/require-auth';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { VerificationGate } from './guards/verification-gate';
import { RequireStaff } from './guards/require-staff';

/*
 * The route table: every screen of SPEC.md §2.
 *
 * How to add a real page: write `features/<feature>/pages/<name>-page.tsx` exporting `<Name>Page`, then
 * replace the route's `...comingSoon(title, summary)` with
 *   `...page(msg`Title`, () => import('../features/<feature>/pages/<name>-page'), '<Name>Page')`
 * (drop the title, i.e. `page(null, ...)`, when the page sets a data-driven title with `usePageTitle`).
 * Keep the path and its place in the tree: guards and the shell rules (layout/shell-rules.ts) depend on them.
 * A dashboard gets its own layout (side navigation) by giving its branch a `lazy` layout route under the guard.
 */

type RouteBits = Pick<RouteObject, 'handle' | 'lazy'>;

const comingSoonModule = () => import('../features/shell/coming-soon-page');

/** A screen owned by a later issue: one designed "coming soon" state naming the page (SPEC.md §2). */
function comingSoon(title: MessageDescriptor, summary: MessageDescriptor): RouteBits {
  return {
    handle: { title, summary } satisfies RouteHandleMessages,
    lazy: lazyPage(comingSoonModule, 'ComingSoonPage'),
  };
}

/** A real page module; `title` becomes "<title> · Dokkho" (null: the page sets its own title). */
function page<Name extends string>(
  title: MessageDescriptor | null,
  importer: () => Promise<Record<Name, ComponentType>>,
  exportName: Name,
): RouteBits {
  return {
    handle: (title ? { title } : {}) satisfies RouteHandleMessages,
    lazy: lazyPage(importer, exportName),
  };
}

const RESUME_STEPS: [path: string, title: MessageDescriptor, summary: MessageDescriptor][] = [
  [
    'information/:resumeid',
    msg`Resume: personal information`,
    msg`Your name, contact details and the job you are aiming for.`,
  ],
  [
    'experience/:resumeid',
    msg`Resume: experience`,
    msg`Jobs, internships and volunteering, with what you achieved in each.`,
  ],
  [
    'projects/:resumeid',
    msg`Resume: projects`,
    msg`The projects that prove your skills, including the ones from your courses.`,
  ],
  [
    'skills/:resumeid',
    msg`Resume: skills`,
    msg`Your skills and how well you know them, matched to what recruiters search for.`,
  ],
  [
    'education/:resumeid',
    msg`Resume: education`,
    msg`Degrees, diplomas and the certificates you earned on Dokkho.`,
  ],
  ['summary/:resumeid', msg`Resume: summary`, msg`A short professional summary that opens your resume.`],
  [
    'finalize/:resumeid',
    msg`Resume: finalize`,
    msg`Pick a template, check the preview and download your resume as a PDF.`,
  ],
];

/** The builder's pages; the same under /resume and /js-dashboard/resume (SPEC.md §2, issue 7). */
function resumeBuilderChildren(): RouteObject[] {
  return [
    {
      index: true,
      ...page(msg`Your resumes`, () => import('../features/resume/pages/resume-list-page'), 'ResumeListPage'),
    },
    {
      // SPEC.md §2 lists it under /js-dashboard/resume; a learner who is not a job seeker yet writes
      // letters from /resume too.
      path: 'cover-letter/:resumeid',
      ...page(
        msg`Cover letter`,
        () => import('../features/resume/pages/cover-letter-page'),
        'CoverLetterPage',
      ),
    },
    ...RESUME_STEPS.map(([path, title]): RouteObject => ({
      path,
      ...(path.startsWith('finalize/')
        ? page(title, () => import('../features/resume/pages/resume-finalize-page'), 'ResumeFinalizePage')
        : page(title, () => import('../features/resume/pages/resume-step-page'), 'ResumeStepPage')),
    })),
  ];
}

const publicRoutes: RouteObject[] = [
  {
    // A resume its owner shared (unlisted link, issue 7 item 8).
    path: 'r/:token',
    ...page(msg`Resume`, () => import('../features/resume/pages/public-resume-page'), 'PublicResumePage'),
  },
  { index: true, ...page(null, () => import('../features/catalog/pages/home-page'), 'HomePage') },
  {
    path: 'allcourses',
    ...page(msg`All courses`, () => import('../features/catalog/pages/all-courses-page'), 'AllCoursesPage'),
  },
  {
    path: 'learning-center',
    ...page(
      msg`Learning Center`,
      () => import('../features/catalog/pages/learning-center-page'),
      'LearningCenterPage',
    ),
  },
  {
    path: 'allCareerPath',
    ...page(
      msg`Career paths`,
      () => import('../features/catalog/pages/career-paths-page'),
      'CareerPathsPage',
    ),
  },
  {
    path: 'career',
    ...page(msg`Careers at Dokkho`, () => import('../features/jobs/pages/career-page'), 'CareerPage'),
  },
  { path: 'about', ...page(msg`About us`, () => import('../features/shell/about-page'), 'AboutPage') },
  { path: 'jobs', ...page(null, () => import('../features/jobs/pages/jobs-page'), 'JobsPage') },
  {
    // Composed in the app shell: the job (features/jobs) and its Apply panel (features/job-seeker).
    path: 'jobs/:id',
    ...page(null, () => import('./job-route'), 'JobRoute'),
  },
  {
    path: 'blogs',
    ...comingSoon(msg`Blog`, msg`Career advice, learning tips and stories from Dokkho learners.`),
  },
  { path: 'blogs/:id', ...comingSoon(msg`Blog post`, msg`An article from the Dokkho blog.`) },
  { path: 'quiz/:id', ...page(msg`Quiz`, () => import('../features/player/pages/quiz-page'), 'QuizPage') },
  {
    path: 'courseDetails/:coursesId',
    ...page(null, () => import('../features/catalog/pages/course-details-page'), 'CourseDetailsPage'),
  },
  {
    // Issue 17 item 1: an instructor's public profile; every course page links to it.
    path: 'instructors/:id',
    ...page(
      null,
      () => import('../features/instructor-profile/pages/public-profile-page'),
      'PublicProfilePage',
    ),
  },
  {
    path: 'courseDetails/:coursesId/affiliate/:affiliateId',
    ...page(
      null,
      () => import('../features/catalog/pages/affiliate-course-page'),
      'AffiliateCourseDetailsPage',
    ),
  },
  {
    path: 'career-paths/:coursesId',
    ...page(null, () => import('../features/catalog/pages/career-path-page'), 'CareerPathPage'),
  },
  {
    path: 'masterclass-details/:id',
    ...page(
      null,
      () => import('../features/events/pages/masterclass-details-page'),
      'MasterclassDetailsPage',
    ),
  },
  {
    path: 'masterclass-recorded/:id',
    ...page(
      msg`Masterclass recording`,
      () => import('../features/events/pages/masterclass-recorded-page'),
      'MasterclassRecordedPage',
    ),
  },
  {
    path: 'register-form',
    ...page(
      msg`Masterclass registration`,
      () => import('../features/events/pages/register-next-page'),
      'RegisterNextPage',
    ),
  },
  {
    path: 'register-form/:masterclassId',
    ...page(
      msg`Masterclass registration`,
      () => import('../features/events/pages/register-form-page'),
      'RegisterFormPage',
    ),
  },
  {
    path: 'register-form/:masterclassId/success',
    ...page(
      msg`Registration complete`,
      () => import('../features/events/pages/register-success-page'),
      'RegisterSuccessPage',
    ),
  },
  {
    // Issue 18 item 7: the community's groups by topic, with join clicks counted.
    path: 'join-group',
    ...page(
      msg`Join the community`,
      () => import('../features/community-groups/pages/join-group-page'),
      'JoinGroupPage',
    ),
  },
  {
    // Issue 18 item 6: free one-to-one calls with a career advisor.
    path: 'support-session',
    ...page(
      msg`Support session`,
      () => import('../features/support-sessions/pages/support-session-page'),
      'SupportSessionPage',
    ),
  },
  {
    // Composed in the app shell: the pitch (features/jobs) and who the viewer is (features/auth).
    path: 'hiringpage',
    ...page(msg`Hire from Dokkho`, () => import('./hiring-route'), 'HiringRoute'),
  },
  {
    path: 'business',
    ...comingSoon(
      msg`Dokkho for Business`,
      msg`Training programmes for your team, designed around your business goals.`,
    ),
  },
  {
    // Composed in the app shell: the programme (features/affiliate) and the account (features/auth).
    path: 'affiliation',
    ...page(msg`Affiliate programme`, () => import('./affiliation-route'), 'AffiliationRoute'),
  },
  {
    path: 'development',
    ...comingSoon(msg`Development`, msg`Software development projects and services from the Dokkho team.`),
  },
  {
    path: 'chatbot',
    ...page(msg`Chatbot`, () => import('../features/chat/pages/chatbot-page'), 'ChatbotPage'),
  },
  {
    // The unsubscribe link of announcement e-mails (issue 17 item 7): works signed out.
    path: 'unsubscribe',
    ...page(
      msg`Announcement e-mails`,
      () => import('../features/announcements/pages/unsubscribe-page'),
      'UnsubscribePage',
    ),
  },
  {
    path: 'terms-and-conditions',
    ...page(msg`Terms and conditions`, () => import('../features/shell/terms-page'), 'TermsPage'),
  },
  {
    path: 'privacy-policy',
    ...page(msg`Privacy policy`, () => import('../features/shell/privacy-page'), 'PrivacyPage'),
  },
  {
    path: 'report-issue',
    ...comingSoon(
      msg`Report an issue`,
      msg`Tell us what went wrong and our support team will get back to you.`,
    ),
  },
  {
    path: 'eid-offer',
    ...page(msg`Eid offer`, () => import('../features/offers/pages/eid-offer-page'), 'EidOfferPage'),
  },
  // SPEC.md §2 lists /new-password with "no screen": it exists as a path; the accounts issue decides its use.
  {
    path: 'new-password',
    ...comingSoon(msg`Set a new password`, msg`Choose a new password for your account.`),
  },

  // SPEC.md §2 "Other paths named in navigation logic".
  {
    path: 'mern-resource',
    ...comingSoon(msg`MERN resources`, msg`Notes, links and starter code for the MERN stack.`),
  },
  { path: 'resource', ...comingSoon(msg`Resources`, msg`Free learning resources from Dokkho instructors.`) },
  {
    path: 'globallogin',
    ...comingSoon(msg`Log in`, msg`Sign in to Dokkho with your e-mail, username or Google.`),
  },
  { path: 'hmlogin', ...comingSoon(msg`Recruiter log in`, msg`Sign in to post jobs and review candidates.`) },
  {
    path: 'hmregistration',
    ...comingSoon(msg`Recruiter sign-up`, msg`Create a recruiter account to hire from Dokkho.`),
  },
  {
    path: 'irlogin',
    ...comingSoon(msg`Instructor log in`, msg`Sign in to manage your courses and learners.`),
  },
  { path: 'irregister', ...comingSoon(msg`Instructor sign-up`, msg`Apply to teach on Dokkho.`) },
  {
    path: 'wheel',
    ...page(msg`Spin the wheel`, () => import('../features/offers/pages/wheel-page'), 'WheelPage'),
  },
];

const authRoutes: RouteObject[] = [
  {
    // SPEC.md §2, §6: the login page is closed to users holding an access value.
    element: <RedirectIfSignedIn />,
    children: [
      {
        path: 'login',
        ...page(msg`Log in`, () => import('../features/auth/pages/login-page'), 'LoginPage'),
      },
    ],
  },
  {
    path: 'register',
    ...page(msg`Create your account`, () => import('../features/auth/pages/register-page'), 'RegisterPage'),
  },
  {
    path: 'lost-password',
    ...page(
      msg`Forgot password`,
      () => import('../features/auth/pages/lost-password-page'),
      'LostPasswordPage',
    ),
  },
  // Open to everyone, signed in too: a reset link opened in a signed-in browser must still work.
  ...['reset-password', 'log_reg/reset-password'].map((path): RouteObject => ({
    path,
    ...page(
      msg`Reset password`,
      () => import('../features/auth/pages/reset-password-page'),
      'ResetPasswordPage',
    ),
  })),
  {
    // Open to everyone: the link is often opened signed out, in the mail app's browser.
    path: 'log_reg/activate/:uidb64/:token',
    ...page(
      msg`Activate your account`,
      () => import('../features/auth/pages/activate-account-page'),
      'ActivateAccountPage',
    ),
  },
  {
    // Where Google sends the browser back (features/auth/lib/google-oauth.ts). Open to everyone: it is how
    // a signed-out visitor becomes signed in.
    path: 'auth/google/callback',
    ...page(
      msg`Signing in with Google`,
      () => import('../features/auth/pages/google-callback-page'),
      'GoogleCallbackPage',
    ),
  },
  {
    // Signed in only (SPEC.md §2); an unconfirmed e-mail is explained on the page itself, not redirected.
    element: <RequireAuth type={ROLE_TYPE.learner} verifiedEmail={false} />,
    children: [
      {
        path: 'convert-instructor',
        ...page(
          msg`Become an instructor`,
          () => import('../features/auth/pages/convert-instructor-page'),
          'ConvertInstructorPage',
        ),
      },
      {
        path: 'convert-recruiter',
        ...page(
          msg`Become a recruiter`,
          () => import('../features/auth/pages/convert-recruiter-page'),
          'ConvertRecruiterPage',
        ),
      },
    ],
  },
  // SPEC.md §4 verification gating: who may see these pages is decided by the gate, per step.
  {
    element: <VerificationGate step="email" />,
    children: [
      {
        path: 'email-verification',
        ...page(
          msg`Verify your e-mail`,
          () => import('../features/auth/pages/email-verification-page'),
          'EmailVerificationPage',
        ),
      },
    ],
  },
  {
    element: <VerificationGate step="phone" />,
    children: [
      {
        path: 'phone-verification',
        ...page(
          msg`Verify your phone`,
          () => import('../features/auth/pages/phone-verification-page'),
          'PhoneVerificationPage',
        ),
      },
    ],
  },
];

const offerRoutes: RouteObject[] = [
  {
    path: 'free-class-booking',
    ...page(
      msg`Book a free class`,
      () => import('../features/events/pages/free-class-booking-page'),
      'FreeClassBookingPage',
    ),
  },
  {
    path: 'free-class/:id',
    ...page(msg`Free class`, () => import('../features/events/pages/free-class-page'), 'FreeClassPage'),
  },
  {
    path: 'free-classes',
    ...page(msg`Free classes`, () => import('../features/events/pages/free-classes-page'), 'FreeClassesPage'),
  },
  {
    path: 'bundle-offer',
    ...page(
      msg`Bundle offers`,
      () => import('../features/offers/pages/bundle-offers-page'),
      'BundleOffersPage',
    ),
  },
  {
    path: 'bundle-offer/:id',
    ...page(msg`Bundle offer`, () => import('../features/offers/pages/bundle-offer-page'), 'BundleOfferPage'),
  },
  {
    path: 'handbook/:id',
    ...page(null, () => import('../features/catalog/pages/handbook-page'), 'HandbookPage'),
  },
  {
    path: 'course-bofu/:id',
    ...page(null, () => import('../features/catalog/pages/course-bofu-page'), 'CourseBofuPage'),
  },
  {
    path: 'certificate/:id',
    ...page(msg`Certificate`, () => import('../features/player/pages/certificate-page'), 'CertificatePage'),
  },
];

// SPEC.md §2 "Payment (login required)" and §6: type 3 (learner) covers payment pages and lessons.
const learnerOnlyRoutes: RouteObject[] = [
  {
    element: <RequireAuth type={ROLE_TYPE.learner} />,
    children: [
      {
        path: 'payment/:id/:affiliateId?',
        ...page(msg`Checkout`, () => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
      },
      {
        // SPEC.md §2 lists it among the offers, but it takes a payment: "Payment (login required)" applies.
        path: 'bundle-payment/:id',
        ...page(
          msg`Checkout`,
          () => import('../features/checkout/pages/bundle-checkout-page'),
          'BundleCheckoutPage',
        ),
      },
      {
        path: 'payment/success/:courseId/:token',
        ...page(
          msg`Payment`,
          () => import('../features/checkout/pages/payment-success-page'),
          'PaymentSuccessPage',
        ),
      },
      {
        path: 'payment/failed/:token',
        ...page(
          msg`Payment`,
          () => import('../features/checkout/pages/payment-failed-page'),
          'PaymentFailedPage',
        ),
      },
      {
        path: 'payment/cancel/:token',
        ...page(
          msg`Payment`,
          () => import('../features/checkout/pages/payment-cancel-page'),
          'PaymentCancelPage',
        ),
      },
      {
        path: 'lessons/:id',
        ...page(msg`Lesson`, () => import('../features/player/pages/lesson-player-page'), 'LessonPlayerPage'),
      },
    ],
  },
];

/** Any signed-in account may build resumes (a learner first, a job seeker once they apply). */
const resumeRoutes: RouteObject[] = [
  {
    element: <RequireAuth type={ROLE_TYPE.learner} />,
    children: [{ path: 'resume', children: resumeBuilderChildren() }],
  },
];

/** The learner dashboard's pages (SPEC.md §2; issue 4 items 6-8 and 10). */
function learnerDashboardPages(): RouteObject[] {
  return [
    {
      index: true,
      ...page(
        msg`My learning`,
        () => import('../features/learner-dashboard/pages/dashboard-home-page'),
        'DashboardHomePage',
      ),
    },
    {
      path: 'courses',
      ...page(
        msg`My courses`,
        () => import('../features/learner-dashboard/pages/my-courses-page'),
        'MyCoursesPage',
      ),
    },
    {
      path: 'quiz',
      ...page(msg`Quizzes`, () => import('../features/learner-dashboard/pages/quizzes-page'), 'QuizzesPage'),
    },
    {
      path: 'grades',
      ...page(msg`Grades`, () => import('../features/learner-dashboard/pages/grades-page'), 'GradesPage'),
    },
    {
      path: 'schedule',
      ...page(
        msg`Schedule`,
        () => import('../features/learner-dashboard/pages/schedule-page'),
        'SchedulePage',
      ),
    },
    {
      path: 'certificates',
      ...page(
        msg`Certificates`,
        () => import('../features/learner-dashboard/pages/certificates-page'),
        'CertificatesPage',
      ),
    },
    {
      path: 'rating',
      ...page(
        msg`Rate your courses`,
        () => import('../features/learner-dashboard/pages/rating-page'),
        'RatingPage',
      ),
    },
    {
      path: 'wishlist',
      ...page(msg`Wishlist`, () => import('../features/catalog/pages/wishlist-page'), 'WishlistPage'),
    },
    {
      path: 'profile',
      ...page(msg`Your profile`, () => import('../features/auth/pages/profile-page'), 'ProfilePage'),
    },
    {
      path: 'orders',
      ...page(msg`Orders`, () => import('../features/checkout/pages/orders-page'), 'OrdersPage'),
    },
    {
      path: 'orders/:token',
      ...page(msg`Receipt`, () => import('../features/checkout/pages/receipt-page'), 'ReceiptPage'),
    },
    {
      // Issue 17 item 8: every role's notification history and e-mail switches.
      path: 'notifications',
      ...page(
        msg`Notifications`,
        () => import('../features/notifications/pages/notifications-page'),
        'NotificationsPage',
      ),
    },
    {
      path: 'query',
      ...page(
        msg`Your questions`,
        () => import('../features/questions/pages/my-questions-page'),
        'MyQuestionsPage',
      ),
    },
    {
      path: 'query-details/:id',
      ...page(null, () => import('../features/questions/pages/question-thread-page'), 'QuestionThreadPage'),
    },
    {
      path: 'course-announcement',
      ...page(
        msg`Announcements`,
        () => import('../features/announcements/pages/course-announcements-page'),
        'CourseAnnouncementsPage',
      ),
    },
    { path: 'live-chat', ...comingSoon(msg`Live chat`, msg`Chat with support and your classmates.`) },
    { path: 'community', ...comingSoon(msg`Community`, msg`Meet other learners on your courses.`) },
  ];
}

/* Dashboards (SPEC.md §2, guard type numbers from SPEC.md §6). */
const dashboardRoutes: RouteObject[] = [
  {
    path: 'newDashboard',
    element: <RequireAuth type={ROLE_TYPE.learner} />,
    children: [
      {
        // The dashboard's frame (top bar, side and bottom navigation) around every learner page.
        lazy: lazyPage(() => import('./layout/learner-dashboard-layout'), 'LearnerDashboardLayout'),
        // A page that fails renders its error inside the frame, so the navigation stays.
        children: learnerDashboardPages().map((child) => ({
          ...child,
          errorElement: <RouteErrorBoundary />,
        })),
      },
    ],
  },
  {
    path: 'hr-dashboard',
    element: <RequireAuth type={ROLE_TYPE.recruiter} />,
    children: [
      {
        // Issue 6: the recruiter's frame (side and bottom navigation) around every /hr-dashboard page.
        lazy: lazyPage(() => import('./layout/recruiter-dashboard-layout'), 'RecruiterDashboardLayout'),
        children: [
          {
            index: true,
            ...page(
              msg`Recruiter dashboard`,
              () => import('../features/recruiter/pages/recruiter-home-page'),
              'RecruiterHomePage',
            ),
          },
          {
            path: 'job-details',
            ...page(
              msg`Job posts`,
              () => import('../features/recruiter/pages/job-posts-page'),
              'JobPostsPage',
            ),
          },
          {
            path: 'job-details/:id/applicants',
            ...page(
              null,
              () => import('../features/recruiter/pages/job-applicants-page'),
              'JobApplicantsPage',
            ),
          },
          {
            path: 'applicants/:applicationId',
            ...page(null, () => import('../features/recruiter/pages/applicant-page'), 'ApplicantPage'),
          },
          {
            path: 'talents',
            ...page(msg`Talents`, () => import('../features/recruiter/pages/talents-page'), 'TalentsPage'),
          },
          {
            path: 'talents/:seekerId',
            ...page(null, () => import('../features/recruiter/pages/talent-page'), 'TalentPage'),
          },
          {
            path: 'sort-resume',
            ...page(
              msg`Rank applicants`,
              () => import('../features/recruiter/pages/sort-resume-page'),
              'SortResumePage',
            ),
          },
          {
            path: 'filter-resume/:id',
            ...page(null, () => import('../features/recruiter/pages/ranking-page'), 'RankingPage'),
          },
          {
            path: 'shortlisteddata',
            ...page(
              msg`Shortlist`,
              () => import('../features/recruiter/pages/shortlist-page'),
              'ShortlistPage',
            ),
          },
          {
            path: 'update-profile',
            ...page(
              msg`Company profile`,
              () => import('../features/recruiter/pages/company-profile-page'),
              'CompanyProfilePage',
            ),
          },
        ].map((child) => ({ ...child, errorElement: <RouteErrorBoundary /> })),
      },
    ],
  },
  {
    path: 'ir-dashboard',
    element: <RequireAuth type={ROLE_TYPE.instructor} />,
    children: [
      {
        // Issue 17: the instructor's frame (side and bottom navigation) around every /ir-dashboard page.
        lazy: lazyPage(() => import('./layout/instructor-dashboard-layout'), 'InstructorDashboardLayout'),
        children: [
          {
            index: true,
            ...page(
              msg`Instructor dashboard`,
              () => import('../features/instructor/pages/instructor-home-page'),
              'InstructorHomePage',
            ),
          },
          {
            path: 'add-courses',
            ...page(
              msg`Add a course`,
              () => import('../features/course-editor/pages/add-course-page'),
              'AddCoursePage',
            ),
          },
          {
            // Issue 17 item 1 (docs/decisions/034): open jobs the instructor's courses teach for.
            path: 'job-details',
            ...page(
              msg`Jobs for your learners`,
              () => import('../features/instructor/pages/job-details-page'),
              'TeachingJobsPage',
            ),
          },
          {
            // Issue 17 item 5: balance, earnings per month and per course, payout requests.
            path: 'earnings',
            ...page(msg`Earnings`, () => import('../features/instructor-earnings'), 'InstructorEarningsPage'),
          },
          {
            path: 'my-courses',
            ...page(
              msg`My courses`,
              () => import('../features/instructor/pages/my-courses-page'),
              'MyCoursesPage',
            ),
          },
          {
            path: 'course-details/:id',
            ...page(
              null,
              () => import('../features/instructor/pages/course-details-page'),
              'CourseDetailsPage',
            ),
          },
          {
            path: 'edit-courses/:id',
            ...page(null, () => import('../features/course-editor/pages/edit-course-page'), 'EditCoursePage'),
          },
          // Issue 18 item 8: the masterclasses and free classes the instructor hosts.
          {
            path: 'events',
            ...page(
              msg`Your events`,
              () => import('../features/event-admin/pages/events-page'),
              'EventsPage',
            ),
          },
          {
            path: 'events/new',
            ...page(
              msg`Schedule an event`,
              () => import('../features/event-admin/pages/event-editor-page'),
              'EventEditorPage',
            ),
          },
          {
            path: 'events/:id',
            ...page(null, () => import('../features/event-admin/pages/event-detail-page'), 'EventDetailPage'),
          },
          {
            path: 'events/:id/edit',
            ...page(
              msg`Edit the event`,
              () => import('../features/event-admin/pages/event-editor-page'),
              'EventEditorPage',
            ),
          },
          {
            // Issue 17 item 6: the learners' questions, unanswered first, answered inline.
            path: 'questions',
            ...page(
              msg`Learners’ questions`,
              () => import('../features/questions/pages/instructor-questions-page'),
              'InstructorQuestionsPage',
            ),
          },
          {
            path: 'update-profile',
            // Issue 17 item 1: the profile learners see, the account, achievements and education.
            children: [
              {
                index: true,
                ...page(
                  msg`Instructor profile`,
                  () => import('../features/instructor-profile/pages/profile-edit-page'),
                  'ProfileEditPage',
                ),
              },
              {
                path: 'account',
                ...page(
                  msg`Account`,
                  () => import('../features/instructor-profile/pages/account-page'),
                  'AccountPage',
                ),
              },
              {
                path: 'achievements',
                ...page(
                  msg`Achievements`,
                  () => import('../features/instructor-profile/pages/achievements-page'),
                  'AchievementsPage',
                ),
              },
              {
                path: 'education',
                ...page(
                  msg`Education`,
                  () => import('../features/instructor-profile/pages/education-page'),
                  'EducationPage',
                ),
              },
            ].map((child) => ({ ...child, errorElement: <RouteErrorBoundary /> })),
          },
        ].map((child) => ({ ...child, errorElement: <RouteErrorBoundary /> })),
      },
    ],
  },
  {
    path: 'js-dashboard',
    element: <RequireAuth type={ROLE_TYPE.jobSeeker} />,
    children: [
      {
        // Issue 6: the job seeker's frame (side and bottom navigation) around every /js-dashboard page.
        lazy: lazyPage(() => import('./layout/job-seeker-dashboard-layout'), 'JobSeekerDashboardLayout'),
        children: [
          {
            index: true,
            ...page(
              msg`Job seeker dashboard`,
              () => import('../features/job-seeker/pages/seeker-home-page'),
              'SeekerHomePage',
            ),
          },
          {
            path: 'available-jobs',
            ...page(
              msg`Available jobs`,
              () => import('../features/job-seeker/pages/available-jobs-page'),
              'AvailableJobsPage',
            ),
          },
          {
            path: 'applied-jobs',
            ...page(
              msg`Applied jobs`,
              () => import('../features/job-seeker/pages/applied-jobs-page'),
              'AppliedJobsPage',
            ),
          },
          // SPEC.md §2: the job-details views take the job's (or the application's) id as `?id=`.
          {
            path: 'available-jobs/job-details',
            ...page(null, () => import('./seeker-job-route'), 'AvailableJobRoute'),
          },
          {
            path: 'latest-jobs/job-details',
            ...page(null, () => import('./seeker-job-route'), 'LatestJobRoute'),
          },
          {
            path: 'applied-jobs/job-details',
            ...page(null, () => import('../features/job-seeker/pages/application-page'), 'ApplicationPage'),
          },
          { path: 'resume', children: resumeBuilderChildren() },
          {
            path: 'update-profile',
            ...page(
              msg`Your job profile`,
              () => import('../features/job-seeker/pages/profile-page'),
              'SeekerProfilePage',
            ),
          },
          {
            path: 'update-profile/job-experience',
            ...page(
              msg`Job experience`,
              () => import('../features/job-seeker/pages/experience-page'),
              'ExperiencePage',
            ),
          },
          {
            path: 'update-profile/education',
            ...page(
              msg`Education`,
              () => import('../features/job-seeker/pages/education-page'),
              'EducationPage',
            ),
          },
          {
            path: 'update-profile/security',
            ...page(
              msg`Security`,
              () => import('../features/job-seeker/pages/security-page'),
              'SecurityPage',
            ),
          },
        ].map((child) => ({ ...child, errorElement: <RouteErrorBoundary /> })),
      },
    ],
  },
  {
    path: 'affiliate-dashboard',
    element: <RequireAuth type={ROLE_TYPE.affiliate} />,
    children: [
      {
        // Issue 5 item 7: the frame (side and bottom navigation) around the three affiliate pages.
        lazy: lazyPage(() => import('./layout/affiliate-dashboard-layout'), 'AffiliateDashboardLayout'),
        children: [
          {
            index: true,
            ...page(
              msg`Affiliate dashboard`,
              () => import('../features/affiliate/pages/affiliate-dashboard-page'),
              'AffiliateDashboardPage',
            ),
          },
          {
            path: 'profile',
            ...page(
              msg`Affiliate profile`,
              () => import('../features/affiliate/pages/affiliate-profile-page'),
              'AffiliateProfilePage',
            ),
          },
          {
            path: 'payments',
            ...page(
              msg`Payments`,
              () => import('../features/affiliate/pages/affiliate-payments-page'),
              'AffiliatePaymentsPage',
            ),
          },
        ].map((child) => ({ ...child, errorElement: <RouteErrorBoundary /> })),
      },
    ],
  },
  {
    // The staff area (issue 5's refunds and payout requests, issue 6's job reports and hiring leads, issue
    // 16's search vocabulary, issue 17's course reviews): not in SPEC.md §2. Staff only, with its own
    // frame; the shell hides the site header and footer (shell-rules.ts).
    path: 'staff',
    element: <RequireStaff />,
    children: [
      {
        lazy: lazyPage(() => import('../features/staff/components/staff-layout'), 'StaffLayout'),
        children: [
          { index: true, element: <Navigate to="orders" replace /> },
          {
            path: 'orders',
            ...page(
              msg`Staff: orders`,
              () => import('../features/staff/pages/staff-orders-page'),
              'StaffOrdersPage',
            ),
          },
          {
            path: 'payouts',
            ...page(
              msg`Staff: payout requests`,
              () => import('../features/staff/pages/staff-payouts-page'),
              'StaffPayoutsPage',
            ),
          },
          {
            path: 'course-reviews',
            ...page(
              msg`Staff: course reviews`,
              () => import('../features/staff/pages/staff-course-reviews-page'),
              'StaffCourseReviewsPage',
            ),
          },
          {
            path: 'course-reviews/:id',
            ...page(
              msg`Staff: course review`,
              () => import('../features/staff/pages/staff-course-review-page'),
              'StaffCourseReviewPage',
            ),
          },
          {
            path: 'job-reports',
            ...page(
              msg`Staff: job reports`,
              () => import('../features/staff/pages/staff-job-reports-page'),
              'StaffJobReportsPage',
            ),
          },
          {
            path: 'hiring-leads',
            ...page(
              msg`Staff: hiring leads`,
              () => import('../features/staff/pages/staff-hiring-leads-page'),
              'StaffHiringLeadsPage',
            ),
          },
          // Issue 18 items 1, 5 and 8: every event, the consultation follow-up queue and the funnel.
          {
            path: 'events',
            ...page(
              msg`Staff: events`,
              () => import('../features/event-admin/pages/events-page'),
              'EventsPage',
            ),
          },
          {
            path: 'events/new',
            ...page(
              msg`Staff: schedule an event`,
              () => import('../features/event-admin/pages/event-editor-page'),
              'EventEditorPage',
            ),
          },
          {
            path: 'events/:id',
            ...page(null, () => import('../features/event-admin/pages/event-detail-page'), 'EventDetailPage'),
          },
          {
            path: 'events/:id/edit',
            ...page(
              msg`Staff: edit the event`,
              () => import('../features/event-admin/pages/event-editor-page'),
              'EventEditorPage',
            ),
          },
          {
            path: 'consultations',
            ...page(
              msg`Staff: consultation requests`,
              () => import('../features/event-admin/pages/staff-consultations-page'),
              'StaffConsultationsPage',
            ),
          },
          {
            path: 'event-funnel',
            ...page(
              msg`Staff: event funnel`,
              () => import('../features/event-admin/pages/staff-funnel-page'),
              'StaffFunnelPage',
            ),
          },
          {
            path: 'advisor-slots',
            ...page(
              msg`Staff: advisor sessions`,
              () => import('../features/staff/pages/staff-advisor-slots-page'),
              'StaffAdvisorSlotsPage',
            ),
          },
          {
            path: 'community-groups',
            ...page(
              msg`Staff: community groups`,
              () => import('../features/staff/pages/staff-community-groups-page'),
              'StaffCommunityGroupsPage',
            ),
          },
          {
            path: 'search-vocabulary',
            ...page(
              msg`Staff: search vocabulary`,
              () => import('../features/staff/pages/staff-search-vocabulary-page'),
              'StaffSearchVocabularyPage',
            ),
          },
        ].map((child) => ({ ...child, errorElement: <RouteErrorBoundary /> })),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Only for a crash of the shell itself; page errors stay inside the layout (below).
    errorElement: <RootErrorBoundary />,
    children: [
      {
        id: 'pages',
        // Page errors (a chunk that did not load, a render error) render here, inside the header and footer.
        errorElement: <RouteErrorBoundary />,
        // Shown in the page area while the first page's chunk loads (later navigations keep the old page
        // and show the top progress bar instead).
        hydrateFallbackElement: <FirstLoadFallback />,
        children: [
          ...publicRoutes,
          ...authRoutes,
          ...offerRoutes,
          ...learnerOnlyRoutes,
          ...resumeRoutes,
          ...dashboardRoutes,
          {
            path: '*',
            ...page(msg`Page not found`, () => import('../features/shell/not-found-page'), 'NotFoundPage'),
          },
        ],
      },
    ],
  },
];
