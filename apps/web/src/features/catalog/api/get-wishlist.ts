import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../lib/use-viewer-id';

/** `GET /api/user/wishlist/` (bearer): saved courses, newest first. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return callApi(learningRoutes.wishlist, {}, { signal });
}

export const wishlistQueryKey = (viewerId: string) => ['me', viewerId, 'wishlist'] as const;

export function wishlistQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: wishlistQueryKey(viewerId),
    queryFn: ({ signal }) => getWishlist(signal),
  });
}

/** The viewer's saved courses; idle (no data) when signed out. */
export function useWishlist() {
  const viewerId = useViewerId();
  const query = useQuery({ ...wishlistQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
  return { ...query, viewerId };
}

const NONE: ReadonlySet<number> = new Set();

/** Ids of the saved courses, for the hearts on cards and the course page. */
export function useSavedCourseIds(): ReadonlySet<number> {
  const { data, viewerId } = useWishlist();
  return useMemo(
    () => (viewerId && data ? new Set(data.map((item) => item.course.id)) : NONE),
    [viewerId, data],
  );
}
