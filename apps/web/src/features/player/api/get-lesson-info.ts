import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonInfo } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/lesson-info/{id}/` (public): a lesson's title and course, for the "enrol first" panel. */
export function getLessonInfo(lessonId: number, signal?: AbortSignal): Promise<LessonInfo> {
  return callApi(playerRoutes.lessonInfo, { params: { id: lessonId } }, { signal });
}

export const lessonInfoQueryKey = (lessonId: number) => ['learning', 'lesson-info', lessonId] as const;

export function lessonInfoQueryOptions(lessonId: number) {
  return queryOptions({
    queryKey: lessonInfoQueryKey(lessonId),
    queryFn: ({ signal }) => getLessonInfo(lessonId, signal),
  });
}

/** Asked only when the lesson itself was refused: the panel then names the course and links to it. */
export function useLessonInfo(lessonId: number, enabled: boolean) {
  return useQuery({ ...lessonInfoQueryOptions(lessonId), enabled });
}
