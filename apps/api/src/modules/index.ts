import { catalogModule } from './catalog/routes';
import type { ApiModule } from './context';
import { jobsModule } from './jobs/routes';
import { learningModule } from './learning/routes';

/**
 * The API's feature modules, registered under `/api` in this order by `app.ts`: a new module is its folder
 * and one line here (docs/architecture.md, "How to add a feature module").
 */
export const API_MODULES: readonly ApiModule[] = [catalogModule, learningModule, jobsModule];
