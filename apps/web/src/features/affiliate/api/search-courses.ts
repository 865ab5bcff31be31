import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseListResponse } from '@dokkho/contract/catalog';
import { catalogRoutes } from '@dokkho/contract/routes/catalog';
import { callApi } from '../../../shared/api/call';

export const LINK_BUILDER_RESULTS = 6;

/**
 * `GET /api/course/courses/?search=&price=paid` (public): the catalog search, for the referral link
 * builder. Only paid courses: a free enrolment earns no commission.
 */
export function searchPaidCourses(search: string, signal?: AbortSignal): Promise<CourseListResponse> {
  return callApi(
    catalogRoutes.courses,
    { query: { search: search || undefined, price: 'paid', page_size: LINK_BUILDER_RESULTS } },
    { signal },
  );
}

export function courseSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['affiliate', 'course-search', search] as const,
    queryFn: ({ signal }) => searchPaidCourses(search, signal),
    staleTime: 60_000,
  });
}

export function useCourseSearch(search: string) {
  return useQuery({ ...courseSearchQueryOptions(search), placeholderData: keepPreviousData });
}
