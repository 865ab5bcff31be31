import { useQuery } from '@tanstack/react-query';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/course/course_preview/{id}/`: the page of a course that is not published, for its instructor
 * and staff (docs/decisions/039). Asked only after the public page said 404 to a signed-in viewer; a
 * personal query (its key carries the viewer), never shared with the next person on the device.
 */
export function useCoursePreview(courseId: number | null, enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: ['me', viewerId ?? '', 'course-preview', courseId ?? 0] as const,
    queryFn: ({ signal }) =>
      callApi(learningRoutes.coursePreview, { params: { id: courseId ?? 0 } }, { signal }),
    enabled: enabled && courseId !== null && viewerId !== null,
    retry: false,
  });
}
