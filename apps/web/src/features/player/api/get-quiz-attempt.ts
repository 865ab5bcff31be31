import { useMutation } from '@tanstack/react-query';
import type { QuizResult } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';

/**
 * `GET /api/course/quiz-attempts/{id}/` (bearer, the attempt's owner): a submitted attempt's graded result
 * with the right answers. Fetched on demand ("See your last result"), so it is a mutation-style call.
 */
export function getQuizAttempt(attemptId: number): Promise<QuizResult> {
  return callApi(playerRoutes.attempt, { params: { id: attemptId } });
}

export function useQuizAttempt() {
  return useMutation({ mutationFn: getQuizAttempt });
}
