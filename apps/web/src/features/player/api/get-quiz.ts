import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizForTaking } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/course/quiz/{id}/` (bearer, enrolled): the questions without their answers, the learner's
 * attempts and best score, and the attempt in progress. 403 without a seat.
 */
export function getQuiz(quizId: number, signal?: AbortSignal): Promise<QuizForTaking> {
  return callApi(playerRoutes.quiz, { params: { id: quizId } }, { signal });
}

export const quizQueryKey = (viewerId: string, quizId: number) => ['me', viewerId, 'quiz', quizId] as const;

export function quizQueryOptions(viewerId: string, quizId: number) {
  return queryOptions({
    queryKey: quizQueryKey(viewerId, quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
  });
}

/** Only when signed in: a visitor sees the public outline and a sign-in prompt instead. */
export function useQuiz(quizId: number | null) {
  const viewerId = useViewerId();
  const query = useQuery({
    ...quizQueryOptions(viewerId ?? '', quizId ?? 0),
    enabled: viewerId !== null && quizId !== null,
  });
  return { ...query, viewerId };
}
