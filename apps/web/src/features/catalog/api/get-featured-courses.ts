import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { apiRequest } from '../../../shared/api/client';

/** `GET /api/course/featured-course` (SPEC.md §7; no trailing slash, as the seed writes it): up to 8. */
export function getFeaturedCourses(signal?: AbortSignal): Promise<CourseListItem[]> {
  return apiRequest<CourseListItem[]>('course/featured-course', { signal });
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
