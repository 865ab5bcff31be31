import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';
import type { WheelSession, WheelSpin } from '@dokkho/contract/offers';
import { offersRoutes } from '@dokkho/contract/routes/offers';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';
import { wheelSessionQueryKey } from './get-wheel-session';

/** `POST /api/payment/wheeler-campaign/` (bearer): the server draws the prize; 409 after the first spin. */
export function spinWheel(): Promise<WheelSpin> {
  return callApi(offersRoutes.spinWheel, {});
}

/**
 * Spins once. The answer goes straight into the viewer's wheel session, and the rest of their personal data
 * (a checkout quote, which now includes the won discount) is marked stale.
 */
export function useSpinWheel() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: spinWheel,
    onSuccess: async (spin) => {
      if (!viewerId) return;
      const key = wheelSessionQueryKey(viewerId);
      queryClient.setQueryData<WheelSession>(key, (session) => (session ? { ...session, spin } : session));
      await queryClient.invalidateQueries({
        queryKey: personalQueryPrefix(viewerId),
        // The session already holds the answer; refetching it now would only race the animation.
        predicate: (query) => query.queryKey[2] !== 'wheel-session',
      });
    },
    onError: async (error) => {
      // "Already spun" (another tab, another device): the session has the real spin to show.
      if (viewerId && error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: wheelSessionQueryKey(viewerId) });
      }
    },
  });
}
