import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * Every job seeker query is personal: keyed under `['me', viewerId, 'job-seeker']` so one person's
 * applications are never shown to the next person signing in on the same phone, and one invalidation
 * refreshes the whole dashboard after an apply, a withdrawal or a profile change.
 */
export function seekerKey(viewerId: string | null) {
  return [...personalQueryPrefix(viewerId ?? 'anonymous'), 'job-seeker'] as const;
}

export function useSeekerKey() {
  return seekerKey(useViewerId());
}
