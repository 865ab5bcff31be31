import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WheelSession } from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/payment/wheeler-session/`: the running campaign and, with a bearer token, the viewer's spin
 * (the token is optional: a signed-out visitor has none to send). Signed out it is the same for everyone;
 * signed in it is personal, keyed by the viewer (`['me', id, ...]`) so the next person on the same phone
 * never sees someone else's prize.
 */
export function getWheelSession(signal?: AbortSignal): Promise<WheelSession> {
  return callApi(offersRoutes.wheelSession, {}, { signal });
}

export function wheelSessionQueryKey(viewerId: string | null) {
  return viewerId
    ? ([...personalQueryPrefix(viewerId), 'wheel-session'] as const)
    : (['offers', 'wheel-session'] as const);
}

export function wheelSessionQueryOptions(viewerId: string | null) {
  return queryOptions({
    queryKey: wheelSessionQueryKey(viewerId),
    queryFn: ({ signal }) => getWheelSession(signal),
  });
}

export function useWheelSession() {
  const viewerId = useViewerId();
  return { ...useQuery(wheelSessionQueryOptions(viewerId)), viewerId };
}
