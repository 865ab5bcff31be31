import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { catalogRoutes } from '@dokkho/contract/routes/catalog';
import { callApi } from '../../../shared/api/call';

/** `GET /api/course/featured-course` (SPEC.md §7; no trailing slash, as the seed writes it): up to 8. */
export function getFeaturedCourses(signal?: AbortSignal): Promise<CourseListItem[]> {
  return callApi(catalogRoutes.featured, {}, { signal });
}

export function featuredCoursesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'featured-courses'] as const,
    queryFn: ({ signal }) => getFeaturedCourses(signal),
    // The editors change the featured row rarely; no need to refetch it on every visit to the home page.
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedCourses() {
  return useQuery(featuredCoursesQueryOptions());
}
