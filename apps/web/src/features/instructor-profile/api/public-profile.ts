import { queryOptions, useQuery } from '@tanstack/react-query';
import { instructorsRoutes } from '@dokkho/contract/routes/instructors';
import { callApi } from '../../../shared/api/call';
import { PUBLIC_INSTRUCTOR_KEY } from './keys';

/** `GET /api/instructors/{id}/` (public): in the language on screen. */
export function publicProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...PUBLIC_INSTRUCTOR_KEY, id] as const,
    queryFn: ({ signal }) => callApi(instructorsRoutes.publicProfile, { params: { id } }, { signal }),
  });
}

export function usePublicProfile(id: number) {
  return useQuery({ ...publicProfileQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
