/** Every recruiter query starts with this key, so one invalidation refreshes the dashboard after a change. */
export const RECRUITER_KEY = ['recruiter'] as const;
