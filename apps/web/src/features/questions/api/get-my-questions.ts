import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionPage } from '@dokkho/contract/questions';
import { questionRoutes } from '@dokkho/contract/routes/questions';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { questionsQueryPrefix } from './get-course-questions';

export type QuestionListFilter = 'all' | 'unanswered';

/** `GET /api/course/my-questions/` (bearer): the learner's own questions on every course, newest first. */
export function getMyQuestions(
  filter: QuestionListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<QuestionPage> {
  return callApi(
    questionRoutes.myQuestions,
    { query: { filter, ...(cursor !== undefined && { cursor }), limit: 20 } },
    { signal },
  );
}

export function myQuestionsQueryOptions(viewerId: string, filter: QuestionListFilter) {
  return infiniteQueryOptions({
    queryKey: [...questionsQueryPrefix(viewerId), 'mine', filter] as const,
    queryFn: ({ pageParam, signal }) => getMyQuestions(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useMyQuestions(filter: QuestionListFilter) {
  const viewerId = useViewerId();
  return useInfiniteQuery({ ...myQuestionsQueryOptions(viewerId ?? '', filter), enabled: viewerId !== null });
}
