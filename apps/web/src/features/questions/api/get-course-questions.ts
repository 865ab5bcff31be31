import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionPage } from '@dokkho/contract/questions';
import { questionRoutes } from '@dokkho/contract/routes/questions';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

export interface CourseQuestionsFilter {
  courseId: number;
  lessonId?: number;
}

/** `GET /api/course/questions/?course=&lesson=` (bearer): a course's (or a lesson's) questions, newest first. */
export function getCourseQuestions(
  filter: CourseQuestionsFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  return callApi(
    questionRoutes.courseQuestions,
    {
      query: {
        course: filter.courseId,
        ...(filter.lessonId !== undefined && { lesson: filter.lessonId }),
        ...(cursor !== undefined && { cursor }),
        limit: 10,
      },
    },
    { signal },
  );
}

/** Every question list of the viewer starts with this key: a new answer or question invalidates them all. */
export const questionsQueryPrefix = (viewerId: string) => ['me', viewerId, 'questions'] as const;

export function courseQuestionsQueryOptions(viewerId: string, filter: CourseQuestionsFilter) {
  return infiniteQueryOptions({
    queryKey: [
      ...questionsQueryPrefix(viewerId),
      'course',
      filter.courseId,
      filter.lessonId ?? null,
    ] as const,
    queryFn: ({ pageParam, signal }) => getCourseQuestions(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useCourseQuestions(filter: CourseQuestionsFilter) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    ...courseQuestionsQueryOptions(viewerId ?? '', filter),
    enabled: viewerId !== null,
  });
}
