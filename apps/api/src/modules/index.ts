import type { ApiModule } from './context';
import { affiliateModule } from './affiliate/routes';
import { announcementsModule } from './announcements/routes';
import { analyticsModule } from './analytics/routes';
import { authModule } from './auth/routes';
import { phoneModule } from './auth/phone-routes';
import { catalogModule } from './catalog/routes';
import { eventsModule } from './events/routes';
import { commerceModule } from './commerce/routes';
import { hiringModule } from './hiring/routes';
import { instructorEarningsModule } from './instructor-earnings/routes';
import { instructorsModule } from './instructors/routes';
import { jobModerationModule } from './job-moderation/routes';
import { jobSeekerModule } from './job-seeker/routes';
import { jobsModule } from './jobs/routes';
import { learningModule } from './learning/routes';
import { notificationsModule } from './notifications/routes';
import { offersModule } from './offers/routes';
import { questionsModule } from './questions/routes';
import { paymentsModule } from './payments/routes';
import { resumesModule } from './resumes/routes';
import { searchModule } from './search/routes';
import { siteModule } from './site/routes';
import { teachingModule } from './teaching/routes';
import { usersModule } from './users/routes';

/**
 * The API's feature modules, registered under `/api` in this order by `app.ts`: a new module is its folder
 * and one line here (docs/architecture.md, "How to add a feature module").
 */
export const API_MODULES: readonly ApiModule[] = [
  catalogModule,
  learningModule,
  analyticsModule,
  authModule,
  siteModule,
  phoneModule,
  usersModule,
  // Issue 5: bundles, the Eid offer, the promo banner and the wheel campaign.
  offersModule,
  // Issue 5 items 1, 6 and 8: quotes, orders, invoices and refunds.
  commerceModule,
  // Issue 5 item 7: the affiliate dashboard, profile, payments and staff's payout queue.
  affiliateModule,
  // Issue 17 item 5: the instructor's earnings and payout requests.
  instructorEarningsModule,
  // Issue 5 items 2-4: checkout on SSLCommerz and Stripe, their callbacks and webhooks.
  paymentsModule,
  jobsModule,
  hiringModule,
  jobSeekerModule,
  jobModerationModule,
  resumesModule,
  // Issue 16 item 7: the navbar's search suggestions and the staff's search vocabulary.
  searchModule,
  // Issue 17 item 8: the notification centre of every role.
  notificationsModule,
  // Issue 17 item 1: the instructor dashboard (read side).
  teachingModule,
  // Issue 17 item 6: questions and answers on courses and lessons.
  questionsModule,
  // Issue 17 item 1: the instructor's profile, account, achievements, education and public profile.
  instructorsModule,
  // Issue 17 item 7: course announcements, and their signed-out unsubscribe link.
  announcementsModule,
  // Issue 18: masterclasses and free classes, registrations, join, recordings and consultation requests.
  eventsModule,
];
