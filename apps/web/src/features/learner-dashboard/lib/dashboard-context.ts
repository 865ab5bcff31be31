import { useOutletContext } from 'react-router';

/**
 * What the dashboard layout (app/layout, which owns the account) hands its pages through the outlet: the
 * learner's first name for the greeting. Features do not read each other's caches, so the shell passes it.
 */
export interface LearnerDashboardContext {
  firstName: string | null;
}

export function useLearnerDashboardContext(): LearnerDashboardContext {
  return useOutletContext<LearnerDashboardContext | undefined>() ?? { firstName: null };
}
