import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clearAffiliateAttribution, readAffiliateAttribution } from '../../../shared/affiliate/attribution';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';
import { orderQueryKey, orderQueryOptions } from '../api/get-order';

/**
 * The gateway's server-to-server callback (IPN, webhook) can reach the API a few seconds after the browser
 * comes back, so a result page asks again every 2 s while the order is pending, for up to a minute.
 */
export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_POLL_LIMIT_MS = 60_000;

export interface PollTiming {
  intervalMs: number;
  limitMs: number;
}

export const DEFAULT_POLL_TIMING: PollTiming = {
  intervalMs: ORDER_POLL_INTERVAL_MS,
  limitMs: ORDER_POLL_LIMIT_MS,
};

/**
 * The order behind a result page, from the server (the browser's landing page proves nothing: issue 5
 * item 3). Polls while pending; `gaveUp` turns true when the minute passes with the order still pending.
 * Once paid, the learner's cached enrolments are stale, and a used referral attribution is done with.
 */
export function useOrderResult(token: string | null, timing: PollTiming = DEFAULT_POLL_TIMING) {
  const viewerId = useViewerId() ?? '';
  const queryClient = useQueryClient();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), timing.limitMs);
    return () => clearTimeout(timer);
  }, [timing.limitMs]);

  const order = useQuery({
    ...orderQueryOptions(viewerId, token ?? ''),
    enabled: token !== null && viewerId !== '',
    refetchInterval: (query) =>
      !gaveUp && query.state.data?.status === 'pending' ? timing.intervalMs : false,
  });

  const paid = order.data?.status === 'paid';
  const courseIds = order.data?.courses.map((course) => course.id).join(',') ?? '';
  useEffect(() => {
    if (!paid || !viewerId || !token) return;
    // "You're enrolled" must be true everywhere now: the course page, My courses, the dashboard.
    void queryClient.invalidateQueries({
      queryKey: personalQueryPrefix(viewerId),
      predicate: (query) => query.queryKey.join('/') !== orderQueryKey(viewerId, token).join('/'),
    });
    const attribution = readAffiliateAttribution();
    if (attribution && courseIds.split(',').includes(String(attribution.course_id))) {
      clearAffiliateAttribution();
    }
  }, [paid, viewerId, token, courseIds, queryClient]);

  return { order, gaveUp: gaveUp && order.data?.status === 'pending' };
}
