import type { ApiModule } from './context';
import { jobSeekerModule } from './job-seeker/routes';
import { jobsModule } from './jobs/routes';
import { resumesModule } from './resumes/routes';

/**
 * The API's feature modules, registered under `/api` in this order by `app.ts`: a new module is its folder
 * and one line here (docs/architecture.md, "How to add a feature module").
 */
export const API_MODULES: readonly ApiModule[] = [jobsModule, jobSeekerModule, resumesModule];
