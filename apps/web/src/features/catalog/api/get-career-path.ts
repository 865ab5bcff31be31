import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerPathDetail } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/career_path/{id}/` (the path's own course id): the path and its courses in order. */
export function getCareerPath(pathId: number, signal?: AbortSignal): Promise<CareerPathDetail> {
  return callApi(learningRoutes.careerPath, { params: { id: pathId } }, { signal });
}

export const careerPathQueryKey = (pathId: number) => ['catalog', 'career-path', pathId] as const;

export function careerPathQueryOptions(pathId: number) {
  return queryOptions({
    queryKey: careerPathQueryKey(pathId),
    queryFn: ({ signal }) => getCareerPath(pathId, signal),
  });
}

export function useCareerPath(pathId: number | null) {
  return useQuery({ ...careerPathQueryOptions(pathId ?? 0), enabled: pathId !== null });
}
