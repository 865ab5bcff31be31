import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutRequestBodyInput, PayoutRequestDetails } from '@dokkho/contract/affiliate';
import { instructorEarningsRoutes } from '@dokkho/contract/routes/instructor-earnings';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** Every query of this feature, per viewer: a payout request refreshes them all. */
export const earningsQueryPrefix = (viewerId: string) => ['instructor-earnings', viewerId] as const;

export const PAYOUTS_PAGE_SIZE = 10;

function useViewerQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>, extra: unknown[] = []) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...earningsQueryPrefix(viewerId ?? ''), key, ...extra],
    queryFn: ({ signal }) => fetcher(signal),
    enabled: viewerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/instructor/earnings/`: balance, pending and paid payouts, the terms. */
export function useEarningsSummary() {
  return useViewerQuery('summary', (signal) => callApi(instructorEarningsRoutes.summary, {}, { signal }));
}

/** `GET /api/instructor/earnings/months/`: the last 12 Dhaka months. */
export function useEarningsMonths() {
  return useViewerQuery('months', (signal) => callApi(instructorEarningsRoutes.months, {}, { signal }));
}

/** `GET /api/instructor/earnings/courses/`: per course, all time. */
export function useEarningsCourses() {
  return useViewerQuery('courses', (signal) => callApi(instructorEarningsRoutes.courses, {}, { signal }));
}

/** `GET /api/instructor/payout-requests/?page=`: the instructor's requests, newest first. */
export function useInstructorPayouts(page: number) {
  return useViewerQuery(
    'payouts',
    (signal) =>
      callApi(
        instructorEarningsRoutes.payouts,
        { query: { page, page_size: PAYOUTS_PAGE_SIZE } },
        { signal },
      ),
    [page],
  );
}

/**
 * `POST /api/instructor/payout-requests/`: 201 with the open request; 400 `{amount: [...]}` below the
 * minimum or above the balance; 409 {detail} with a request already open.
 */
export function requestInstructorPayout(body: PayoutRequestBodyInput): Promise<PayoutRequestDetails> {
  return callApi(instructorEarningsRoutes.requestPayout, { body });
}

export function useRequestInstructorPayout() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: requestInstructorPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsQueryPrefix(viewerId) }),
  });
}
