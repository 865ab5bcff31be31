import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareerPathDetail } from '@dokkho/contract/learning';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/career_path/{id}/` (the path's own course id): the path and its courses in order. */
export function getCareerPath(pathId: number, signal?: AbortSignal): Promise<CareerPathDetail> {
  return apiRequest<CareerPathDetail>(`course/career_path/${pathId}/`, { signal, auth: false });
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
