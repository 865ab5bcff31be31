import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonCaptionsRequest } from '@dokkho/contract/video';
import { videoRoutes } from '@dokkho/contract/routes/video';
import { callApi } from '../../../shared/api/call';
import { lessonVideoStateKey } from './video-state';

/** `PUT /api/course/lessons/{id}/captions/`: one language's WebVTT, as text. */
export function useSaveCaptions(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonCaptionsRequest) =>
      callApi(videoRoutes.captions, { params: { id: lessonId }, body }),
    onSuccess: (state) => queryClient.setQueryData(lessonVideoStateKey(lessonId), state),
  });
}
