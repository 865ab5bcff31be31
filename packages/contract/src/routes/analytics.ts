import type { AnalyticsEventRequest, AnalyticsEventResponse } from '../analytics';
import { route } from '../route';

/** SPEC.md §7 "Analytics": append-only events from signed-in users. */
export const analyticsRoutes = {
  track: route<{ body: typeof AnalyticsEventRequest; response: typeof AnalyticsEventResponse }>()(
    'POST',
    '/generics/create-analytics-track/',
    'user',
  ),
};
