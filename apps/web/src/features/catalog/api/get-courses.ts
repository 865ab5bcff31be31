import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListResponse } from '@dokkho/contract/catalog';
import { catalogRoutes } from '@dokkho/contract/routes/catalog';
import { callApi } from '../../../shared/api/call';
import { toCourseListQuery, type CourseFilters } from '../lib/course-filters';

/** `GET /api/course/courses/?search=&genre=&level=&price=&sort=&page=&page_size=`: one DRF page. */
export function getCourses(filters: CourseFilters, signal?: AbortSignal): Promise<CourseListResponse> {
  return callApi(catalogRoutes.courses, { query: toCourseListQuery(filters) }, { signal });
}

export function coursesQueryOptions(filters: CourseFilters) {
  return queryOptions({
    // The whole API query is the key, so every combination of filters and page has its own cache entry.
    queryKey: ['catalog', 'courses', toCourseListQuery(filters)] as const,
    queryFn: ({ signal }) => getCourses(filters, signal),
    // Keep showing the last page while the next one loads, so paging and filtering do not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useCourses(filters: CourseFilters) {
  return useQuery(coursesQueryOptions(filters));
}
