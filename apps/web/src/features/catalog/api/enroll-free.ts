import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreeEnrollmentResponse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../lib/use-viewer-id';
import { courseDetailQueryKey } from './get-course-detail';
import { enrolledCoursesQueryKey } from './get-enrolled-courses';
import { enrollmentStatusQueryKey } from './get-enrollment-status';

/** `POST /api/marketing/free-enrollment/` (bearer): a seat in a free course; safe to repeat. */
export function enrollFree(courseId: number): Promise<FreeEnrollmentResponse> {
  return callApi(learningRoutes.freeEnrollment, { body: { course_id: courseId } });
}

export function useEnrollFree(courseId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: () => enrollFree(courseId),
    onSuccess: async (answer) => {
      if (!viewerId) return;
      // The answer carries the new status: the panel turns into "Start learning" without another call.
      queryClient.setQueryData(enrollmentStatusQueryKey(viewerId, courseId), answer.enrollment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enrolledCoursesQueryKey(viewerId) }),
        // One more learner on the page's count.
        queryClient.invalidateQueries({ queryKey: courseDetailQueryKey(courseId) }),
      ]);
    },
  });
}
