import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionPage } from '@dokkho/contract/questions';
import { questionRoutes } from '@dokkho/contract/routes/questions';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { questionsQueryPrefix } from './get-course-questions';
import type { QuestionListFilter } from './get-my-questions';

/**
 * `GET /api/instructor/questions/` (instructor): every question on the courses they teach, unanswered
 * first, then newest; optionally one course's.
 */
export function getInstructorQuestions(
  input: { filter: QuestionListFilter; courseId?: number | undefined },
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  return callApi(
    questionRoutes.instructorQuestions,
    {
      query: {
        filter: input.filter,
        ...(input.courseId !== undefined && { course: input.courseId }),
        ...(cursor !== undefined && { cursor }),
        limit: 20,
      },
    },
    { signal },
  );
}

export function instructorQuestionsQueryOptions(
  viewerId: string,
  input: { filter: QuestionListFilter; courseId?: number | undefined },
) {
  return infiniteQueryOptions({
    queryKey: [...questionsQueryPrefix(viewerId), 'teaching', input.filter, input.courseId ?? null] as const,
    queryFn: ({ pageParam, signal }) => getInstructorQuestions(input, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useInstructorQuestions(input: { filter: QuestionListFilter; courseId?: number | undefined }) {
  const viewerId = useViewerId();
  return useInfiniteQuery({
    ...instructorQuestionsQueryOptions(viewerId ?? '', input),
    enabled: viewerId !== null,
  });
}
