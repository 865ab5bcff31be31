import { useQuery } from '@tanstack/react-query';
import type { EnrollmentStatus } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/**
 * `GET /api/course/check-enrollment/{id}/` (bearer): whether the learner already holds a seat, so the
 * checkout says "you own this" instead of taking their money twice. Same key as the course page's copy of
 * this call, so one answer serves both.
 */
export function getEnrollmentStatus(courseId: number, signal?: AbortSignal): Promise<EnrollmentStatus> {
  return callApi(learningRoutes.enrollmentStatus, { params: { id: courseId } }, { signal });
}

export const enrollmentStatusQueryKey = (viewerId: string, courseId: number) =>
  ['me', viewerId, 'enrollment', courseId] as const;

/** `courseId` null: nothing to ask (a bundle, or a path that is not a course id). */
export function useEnrollmentStatus(courseId: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: enrollmentStatusQueryKey(viewerId ?? '', courseId ?? 0),
    queryFn: ({ signal }) => getEnrollmentStatus(courseId ?? 0, signal),
    enabled: viewerId !== null && courseId !== null,
    staleTime: 0,
  });
}
