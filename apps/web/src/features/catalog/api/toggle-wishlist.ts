import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseListItem } from '@dokkho/contract/catalog';
import type { WishlistItem } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../lib/use-viewer-id';
import { wishlistQueryKey } from './get-wishlist';

/** `POST /api/user/wishlist/{courseId}/` (bearer): saves a course; answers the updated list. */
export function addToWishlist(courseId: number): Promise<WishlistItem[]> {
  return callApi(learningRoutes.addToWishlist, { params: { id: courseId } });
}

/** `DELETE /api/user/wishlist/{courseId}/` (bearer): removes a saved course; answers the updated list. */
export function removeFromWishlist(courseId: number): Promise<WishlistItem[]> {
  return callApi(learningRoutes.removeFromWishlist, { params: { id: courseId } });
}

export interface WishlistToggle {
  course: CourseListItem;
  /** true: save it; false: remove it. */
  save: boolean;
}

const MUTATION_KEY = ['wishlist-toggle'] as const;

/** Only the list-item fields: a course page passes its full detail, the cache holds list items. */
function listItem(course: CourseListItem): CourseListItem {
  const { id, slug, title, subtitle, thumbnail, genre, instructor, level, language } = course;
  return {
    id,
    slug,
    title,
    subtitle,
    thumbnail,
    genre,
    instructor: { id: instructor.id, name: instructor.name, avatar: instructor.avatar },
    level,
    language,
    duration_minutes: course.duration_minutes,
    lessons_count: course.lessons_count,
    price: course.price,
    sale_price: course.sale_price,
    currency: course.currency,
    is_free: course.is_free,
    is_featured: course.is_featured,
    rating_avg: course.rating_avg,
    rating_count: course.rating_count,
    enrolled_count: course.enrolled_count,
  };
}

/**
 * The heart: saves or removes a course at once in the cache (optimistic), then asks the server. On failure
 * only this course's change is undone, so a quick second tap on another card keeps its own result; the
 * server's list replaces the cache when the last toggle in flight settles.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();

  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ course, save }: WishlistToggle) =>
      save ? addToWishlist(course.id) : removeFromWishlist(course.id),
    onMutate: async ({ course, save }) => {
      if (!viewerId) return { removed: undefined };
      const key = wishlistQueryKey(viewerId);
      await queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<WishlistItem[]>(key) ?? [];
      const removed = current.find((item) => item.course.id === course.id);
      const without = current.filter((item) => item.course.id !== course.id);
      queryClient.setQueryData<WishlistItem[]>(
        key,
        save ? [{ course: listItem(course), added_at: new Date().toISOString() }, ...without] : without,
      );
      return { removed };
    },
    onError: (_error, { course, save }, context) => {
      if (!viewerId) return;
      queryClient.setQueryData<WishlistItem[]>(wishlistQueryKey(viewerId), (list = []) => {
        const without = list.filter((item) => item.course.id !== course.id);
        // Undo this course only: a failed save disappears, a failed removal comes back where it was.
        if (save || !context?.removed) return without;
        return [context.removed, ...without].sort((x, y) => y.added_at.localeCompare(x.added_at));
      });
    },
    onSuccess: (list) => {
      // With another toggle still in flight this answer is already stale: that one's answer will do.
      if (viewerId && queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        queryClient.setQueryData(wishlistQueryKey(viewerId), list);
      }
    },
  });
}
