import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveClassCreate, LiveClassUpdate, TeachingLiveClasses } from '@dokkho/contract/live-classes';
import { teachingRoutes } from '@dokkho/contract/routes/teaching';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { teachingQueryPrefix } from './teaching';

/*
 * Issue 17 item 9: the live classes of a course the instructor teaches. Every write answers the whole list,
 * which replaces the cached one.
 */

const liveClassesKey = (viewerId: string, courseId: number) =>
  [...teachingQueryPrefix(viewerId), 'live-classes', courseId] as const;

/** `GET /api/instructor/courses/{id}/live-classes/`. */
export function useLiveClasses(courseId: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: liveClassesKey(viewerId ?? '', courseId),
    queryFn: ({ signal }) => callApi(teachingRoutes.liveClasses, { params: { id: courseId } }, { signal }),
    enabled: viewerId !== null && Number.isInteger(courseId) && courseId > 0,
  });
}

export type LiveClassChange =
  | { kind: 'schedule'; body: LiveClassCreate }
  | { kind: 'update'; moduleId: number; body: LiveClassUpdate }
  | { kind: 'cancel'; moduleId: number }
  | { kind: 'recording'; moduleId: number; recordingUrl: string | null };

function send(courseId: number, change: LiveClassChange): Promise<TeachingLiveClasses> {
  switch (change.kind) {
    case 'schedule':
      return callApi(teachingRoutes.scheduleLiveClass, { params: { id: courseId }, body: change.body });
    case 'update':
      return callApi(teachingRoutes.updateLiveClass, {
        params: { id: courseId, module_id: change.moduleId },
        body: change.body,
      });
    case 'cancel':
      return callApi(teachingRoutes.cancelLiveClass, {
        params: { id: courseId, module_id: change.moduleId },
      });
    case 'recording':
      return callApi(teachingRoutes.liveClassRecording, {
        params: { id: courseId, module_id: change.moduleId },
        body: { recording_url: change.recordingUrl },
      });
  }
}

/** Any write; the answer replaces the list, and the course's other numbers are refreshed. */
export function useLiveClassChange(courseId: number) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId() ?? '';
  return useMutation({
    mutationFn: (change: LiveClassChange) => send(courseId, change),
    onSuccess: (list) => queryClient.setQueryData(liveClassesKey(viewerId, courseId), list),
  });
}
