import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeachingCourse } from '@dokkho/contract/teaching';
import { teachingRoutes } from '@dokkho/contract/routes/teaching';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { teachingQueryPrefix } from './teaching';

/**
 * `POST /api/instructor/courses/{id}/submit/` (bearer, instructor): a complete draft goes to staff's review
 * queue. A 400 lists what is still missing, field by field; 409 when it is not a draft any more.
 */
export function submitCourse(id: number): Promise<TeachingCourse> {
  return callApi(teachingRoutes.submit, { params: { id } });
}

/** `POST /api/instructor/courses/{id}/withdraw/`: out of the review queue, back to draft. */
export function withdrawCourse(id: number): Promise<TeachingCourse> {
  return callApi(teachingRoutes.withdraw, { params: { id } });
}

/** Either move; every teaching query (the course, my courses, the counts) is refreshed after it. */
export function useCourseReviewMove(id: number, move: 'submit' | 'withdraw') {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: () => (move === 'submit' ? submitCourse(id) : withdrawCourse(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teachingQueryPrefix(viewerId) }),
  });
}
