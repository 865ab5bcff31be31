import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionThread } from '@dokkho/contract/questions';
import { questionRoutes } from '@dokkho/contract/routes/questions';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/questions/{id}/` (bearer): a question and its answers, as the viewer may see them. */
export function getQuestionThread(id: number, signal?: AbortSignal): Promise<QuestionThread> {
  return callApi(questionRoutes.thread, { params: { id } }, { signal });
}

export const questionThreadQueryKey = (viewerId: string, id: number) =>
  ['me', viewerId, 'question-thread', id] as const;

export function questionThreadQueryOptions(viewerId: string, id: number) {
  return queryOptions({
    queryKey: questionThreadQueryKey(viewerId, id),
    queryFn: ({ signal }) => getQuestionThread(id, signal),
  });
}

export function useQuestionThread(id: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    ...questionThreadQueryOptions(viewerId ?? '', id ?? 0),
    enabled: viewerId !== null && id !== null,
  });
}
