import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizResult, QuizSubmission } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';
import { quizQueryKey } from './get-quiz';

/** `POST /api/course/quiz-attempts/{id}/submit/` (bearer): graded on the server, once. */
export function submitQuiz(attemptId: number, submission: QuizSubmission): Promise<QuizResult> {
  return callApi(playerRoutes.submitAttempt, { params: { id: attemptId }, body: submission });
}

export function useSubmitQuiz(quizId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (options: { attemptId: number; submission: QuizSubmission }) =>
      submitQuiz(options.attemptId, options.submission),
    onSuccess: async () => {
      if (!viewerId) return;
      // Grades, the player's quiz list and the certificate rule all depend on this score: stale everywhere,
      // and the quiz itself (best score, attempts, no open attempt) reloads now.
      await queryClient.invalidateQueries({ queryKey: personalQueryPrefix(viewerId), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: quizQueryKey(viewerId, quizId) });
    },
  });
}
