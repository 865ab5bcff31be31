import type { ApiModule } from './context';
import { analyticsModule } from './analytics/routes';
import { authModule } from './auth/routes';
import { phoneModule } from './auth/phone-routes';
import { catalogModule } from './catalog/routes';
import { hiringModule } from './hiring/routes';
import { jobModerationModule } from './job-moderation/routes';
import { jobsModule } from './jobs/routes';
import { learningModule } from './learning/routes';
import { siteModule } from './site/routes';
import { usersModule } from './users/routes';

/**
 * The API's feature modules, registered under `/api` in this order by `app.ts`: a new module is its folder
 * and one line here (docs/architecture.md, "How to add a feature module").
 */
export const API_MODULES: readonly ApiModule[] = [
  analyticsModule,
  authModule,
  siteModule,
  phoneModule,
  usersModule,
  catalogModule,
  learningModule,
  jobsModule,
  hiringModule,
  jobModerationModule,
];
