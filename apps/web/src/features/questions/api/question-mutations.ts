import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AskQuestionRequest,
  QuestionResponse,
  QuestionThread,
  UpvoteResponse,
} from '@dokkho/contract/questions';
import { questionRoutes } from '@dokkho/contract/routes/questions';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { questionsQueryPrefix } from './get-course-questions';
import { questionThreadQueryKey } from './get-question-thread';

/**
 * The writes of questions and answers. Each answer carries the thread as it is now: it goes straight into
 * the thread's cache, and the lists (whose counts and states moved) are refetched.
 */
function useThreadUpdate() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return async (thread: QuestionThread) => {
    if (!viewerId) return;
    queryClient.setQueryData(questionThreadQueryKey(viewerId, thread.id), thread);
    await queryClient.invalidateQueries({ queryKey: questionsQueryPrefix(viewerId) });
  };
}

/** `POST /api/course/questions/`. */
export function askQuestion(input: AskQuestionRequest): Promise<QuestionResponse> {
  return callApi(questionRoutes.ask, { body: input });
}

export function useAskQuestion() {
  const update = useThreadUpdate();
  return useMutation({ mutationFn: askQuestion, onSuccess: (answer) => update(answer.question) });
}

/** `POST /api/course/questions/{id}/answers/`: an answer (instructor, staff) or a follow-up (a learner). */
export function replyToQuestion(input: { questionId: number; body: string }): Promise<QuestionResponse> {
  return callApi(questionRoutes.reply, { params: { id: input.questionId }, body: { body: input.body } });
}

export function useReply() {
  const update = useThreadUpdate();
  return useMutation({ mutationFn: replyToQuestion, onSuccess: (answer) => update(answer.question) });
}

/** `PUT /api/course/questions/{id}/helpful/`: the asker marks an answer helpful (null takes it away). */
export function markHelpful(input: {
  questionId: number;
  answerId: number | null;
}): Promise<QuestionResponse> {
  return callApi(questionRoutes.markHelpful, {
    params: { id: input.questionId },
    body: { answer_id: input.answerId },
  });
}

export function useMarkHelpful() {
  const update = useThreadUpdate();
  return useMutation({ mutationFn: markHelpful, onSuccess: (answer) => update(answer.question) });
}

/** `PUT`/`DELETE /api/course/questions/{id}/upvote/`. */
export function setUpvote(input: { questionId: number; upvoted: boolean }): Promise<UpvoteResponse> {
  return callApi(input.upvoted ? questionRoutes.upvote : questionRoutes.removeUpvote, {
    params: { id: input.questionId },
  });
}

export function useUpvote() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: setUpvote,
    onSuccess: async (answer, input) => {
      if (!viewerId) return;
      queryClient.setQueryData<QuestionThread>(
        questionThreadQueryKey(viewerId, input.questionId),
        (thread) =>
          thread ? { ...thread, upvoted: answer.upvoted, upvotes_count: answer.upvotes_count } : thread,
      );
      await queryClient.invalidateQueries({ queryKey: questionsQueryPrefix(viewerId) });
    },
  });
}

/** `PUT /api/course/questions/{id}/hidden/` (staff): hides abuse, or shows it again. */
export function hideQuestion(input: { questionId: number; hidden: boolean }): Promise<QuestionResponse> {
  return callApi(questionRoutes.hideQuestion, {
    params: { id: input.questionId },
    body: { hidden: input.hidden },
  });
}

export function useHideQuestion() {
  const update = useThreadUpdate();
  return useMutation({ mutationFn: hideQuestion, onSuccess: (answer) => update(answer.question) });
}

/** `PUT /api/course/question-answers/{id}/hidden/` (staff). */
export function hideAnswer(input: { answerId: number; hidden: boolean }): Promise<QuestionResponse> {
  return callApi(questionRoutes.hideAnswer, {
    params: { id: input.answerId },
    body: { hidden: input.hidden },
  });
}

export function useHideAnswer() {
  const update = useThreadUpdate();
  return useMutation({ mutationFn: hideAnswer, onSuccess: (answer) => update(answer.question) });
}

/** `DELETE /api/course/questions/{id}/`: the asker, within the window and before any answer. */
export function deleteQuestion(questionId: number): Promise<{ detail: string }> {
  return callApi(questionRoutes.remove, { params: { id: questionId } });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: async (_answer, questionId) => {
      if (!viewerId) return;
      queryClient.removeQueries({ queryKey: questionThreadQueryKey(viewerId, questionId) });
      await queryClient.invalidateQueries({ queryKey: questionsQueryPrefix(viewerId) });
    },
  });
}
