import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseGrades } from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { useViewerId } from '../../../shared/auth/use-viewer-id';

/** `GET /api/course/grades/` (bearer): the best score of every quiz, per enrolled course. */
export function getGrades(signal?: AbortSignal): Promise<CourseGrades[]> {
  return callApi(playerRoutes.grades, {}, { signal });
}

export const gradesQueryKey = (viewerId: string) => ['me', viewerId, 'grades'] as const;

export function gradesQueryOptions(viewerId: string) {
  return queryOptions({ queryKey: gradesQueryKey(viewerId), queryFn: ({ signal }) => getGrades(signal) });
}

export function useGrades() {
  const viewerId = useViewerId();
  return useQuery({ ...gradesQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
}
