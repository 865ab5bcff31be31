import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizInfo } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/quiz-info/{id}/` (public): what the quiz asks and its course, for everyone. */
export function getQuizInfo(quizId: number, signal?: AbortSignal): Promise<QuizInfo> {
  return callApi(playerRoutes.quizInfo, { params: { id: quizId } }, { signal });
}

export const quizInfoQueryKey = (quizId: number) => ['learning', 'quiz-info', quizId] as const;

export function quizInfoQueryOptions(quizId: number) {
  return queryOptions({
    queryKey: quizInfoQueryKey(quizId),
    queryFn: ({ signal }) => getQuizInfo(quizId, signal),
  });
}

export function useQuizInfo(quizId: number | null) {
  return useQuery({ ...quizInfoQueryOptions(quizId ?? 0), enabled: quizId !== null });
}
