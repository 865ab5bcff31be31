import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnrolledCourse, MyReview, ReviewRequest, ReviewResponse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { courseDetailQueryKey } from './get-course-detail';
import { enrolledCoursesQueryKey } from './get-enrolled-courses';
import { myReviewsQueryKey } from './get-my-reviews';

/**
 * `POST /api/course/reviews/` (bearer): writes the learner's review of a course, or edits it (one per
 * learner and course; the server answers 201 the first time and 200 after).
 */
export function saveReview(input: ReviewRequest): Promise<ReviewResponse> {
  return callApi(learningRoutes.saveReview, { body: input });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: async (answer) => {
      if (!viewerId) return;
      const { review } = answer;
      // The answer holds the saved review and the course's new average: no refetch needed for either.
      queryClient.setQueryData<MyReview[]>(myReviewsQueryKey(viewerId), (list = []) => [
        review,
        ...list.filter((item) => item.course_id !== review.course_id),
      ]);
      queryClient.setQueryData<EnrolledCourse[]>(enrolledCoursesQueryKey(viewerId), (list) =>
        list?.map((entry) =>
          entry.course.id === review.course_id
            ? {
                ...entry,
                course: { ...entry.course, rating_avg: answer.rating_avg, rating_count: answer.rating_count },
              }
            : entry,
        ),
      );
      // The course page's breakdown and recent reviews now include this one.
      await queryClient.invalidateQueries({ queryKey: courseDetailQueryKey(review.course_id) });
    },
  });
}
