import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourseReviewDetail,
  CourseReviewQueue,
  CourseSendBackRequest,
} from '@dokkho/contract/course-review';
import { courseReviewRoutes } from '@dokkho/contract/routes/teaching';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { staffCourseReviewsPrefix } from './staff-keys';

export const COURSE_REVIEWS_PAGE_SIZE = 20;

/** `GET /api/admin/course-reviews/?page=` (bearer, staff): the courses in review, the longest waiting first. */
export function getCourseReviewQueue(page: number, signal?: AbortSignal): Promise<CourseReviewQueue> {
  return callApi(
    courseReviewRoutes.queue,
    { query: { page, page_size: COURSE_REVIEWS_PAGE_SIZE } },
    { signal },
  );
}

export function useCourseReviewQueue(page: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...staffCourseReviewsPrefix(viewerId ?? ''), 'queue', page] as const,
    queryFn: ({ signal }) => getCourseReviewQueue(page, signal),
    enabled: viewerId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/course-reviews/{id}/`: the course as a reviewer reads it, with its curriculum. */
export function getReviewCourse(id: number, signal?: AbortSignal): Promise<CourseReviewDetail> {
  return callApi(courseReviewRoutes.course, { params: { id } }, { signal });
}

export function useReviewCourse(id: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...staffCourseReviewsPrefix(viewerId ?? ''), 'course', id] as const,
    queryFn: ({ signal }) => getReviewCourse(id, signal),
    enabled: viewerId !== null && Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/**
 * `POST .../publish/` or `.../send-back/` with the reasons. 409 when a colleague decided first (or the
 * instructor withdrew it): the queue and the course are refetched either way, so the page shows that.
 */
export function useDecideCourse(id: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (decision: { publish: true } | { publish: false; body: CourseSendBackRequest }) =>
      decision.publish
        ? callApi(courseReviewRoutes.publish, { params: { id } })
        : callApi(courseReviewRoutes.sendBack, { params: { id }, body: decision.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffCourseReviewsPrefix(viewerId) }),
  });
}
