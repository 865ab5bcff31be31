import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrollmentStatus } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../lib/use-viewer-id';

/** `GET /api/course/check-enrollment/{id}/` (bearer): whether the viewer holds a seat, and their progress. */
export function getEnrollmentStatus(courseId: number, signal?: AbortSignal): Promise<EnrollmentStatus> {
  return callApi(learningRoutes.enrollmentStatus, { params: { id: courseId } }, { signal });
}

export const enrollmentStatusQueryKey = (viewerId: string, courseId: number) =>
  ['me', viewerId, 'enrollment', courseId] as const;

export function enrollmentStatusQueryOptions(viewerId: string, courseId: number) {
  return queryOptions({
    queryKey: enrollmentStatusQueryKey(viewerId, courseId),
    queryFn: ({ signal }) => getEnrollmentStatus(courseId, signal),
  });
}

/** Only asked when signed in: a visitor is simply not enrolled. */
export function useEnrollmentStatus(courseId: number) {
  const viewerId = useViewerId();
  const query = useQuery({
    ...enrollmentStatusQueryOptions(viewerId ?? '', courseId),
    enabled: viewerId !== null,
  });
  return { ...query, viewerId };
}
