import type { AnalyticsEventRequest } from '@dokkho/contract/analytics';
import { analyticsRoutes } from '@dokkho/contract/routes/analytics';
import { callApi } from '../api/call';
import { getAccessToken } from '../auth/token-store';

/** The events the web app sends (snake_case, as the API requires). */
export type AnalyticsEventName =
  | 'course_view'
  | 'enrol_click'
  | 'lesson_start'
  | 'lesson_complete'
  | 'quiz_submit'
  | 'certificate_download'
  | 'handbook_download';

/**
 * SPEC.md §7 "Analytics": events go only when signed in, and a failure is only logged (§8): analytics must
 * never get in a learner's way. Fire and forget; nothing awaits it.
 */
export function track(
  event: AnalyticsEventName,
  label = '',
  payload: NonNullable<AnalyticsEventRequest['payload']> = {},
): void {
  if (!getAccessToken()) return;
  callApi(analyticsRoutes.track, { body: { event, label, payload } }).catch((error: unknown) => {
    // A warning, not an error: a lost analytics event is not a fault the learner should hear about.
    console.warn('analytics event not recorded', event, error);
  });
}
