import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonVideoState } from '@dokkho/contract/video';
import { videoRoutes } from '@dokkho/contract/routes/video';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/lessons/{id}/video-status/` (the course's instructor or staff). */
export function getLessonVideoState(lessonId: number, signal?: AbortSignal): Promise<LessonVideoState> {
  return callApi(videoRoutes.videoState, { params: { id: lessonId } }, { signal });
}

export const lessonVideoStateKey = (lessonId: number) => ['teaching', 'lesson-video', lessonId] as const;

/** How often the state is asked while a transcode is queued or running. */
const POLL_MS = 4000;

export function lessonVideoStateQueryOptions(lessonId: number) {
  return queryOptions({
    queryKey: lessonVideoStateKey(lessonId),
    queryFn: ({ signal }) => getLessonVideoState(lessonId, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? POLL_MS : false;
    },
  });
}

export function useLessonVideoState(lessonId: number) {
  return useQuery(lessonVideoStateQueryOptions(lessonId));
}
