import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenAttempt, QuizForTaking } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { quizQueryKey } from './get-quiz';

/**
 * `POST /api/course/quiz/{id}/start/` (bearer): starts an attempt, or hands back the one in progress (a
 * reload never burns an attempt). The time limit runs on the server's clock from here.
 */
export function startQuiz(quizId: number): Promise<OpenAttempt> {
  return callApi(playerRoutes.startQuiz, { params: { id: quizId } });
}

export function useStartQuiz(quizId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: () => startQuiz(quizId),
    onSuccess: (attempt) => {
      if (!viewerId) return;
      // The attempt counts from now: the intro's "attempts used" and a reload both see it.
      queryClient.setQueryData<QuizForTaking>(quizQueryKey(viewerId, quizId), (quiz) =>
        quiz && quiz.open_attempt?.id !== attempt.id
          ? { ...quiz, open_attempt: attempt, attempts_used: quiz.attempts_used + 1 }
          : quiz,
      );
    },
  });
}
