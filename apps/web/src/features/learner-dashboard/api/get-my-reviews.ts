import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReview } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/my-reviews/` (bearer): the learner's own reviews, newest first. */
export function getMyReviews(signal?: AbortSignal): Promise<MyReview[]> {
  return callApi(learningRoutes.myReviews, {}, { signal });
}

export const myReviewsQueryKey = (viewerId: string) => ['me', viewerId, 'my-reviews'] as const;

export function myReviewsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: myReviewsQueryKey(viewerId),
    queryFn: ({ signal }) => getMyReviews(signal),
  });
}

export function useMyReviews() {
  const viewerId = useViewerId();
  return useQuery({ ...myReviewsQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
}
