import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CourseState,
  TeachingCourseDetail,
  TeachingCourses,
  TeachingDashboard,
  TeachingLearners,
} from '@dokkho/contract/teaching';
import type { TeachingJobs } from '@dokkho/contract/teaching-jobs';
import { teachingRoutes } from '@dokkho/contract/routes/teaching';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';

/** Every teaching query of this viewer: `['me', viewerId, 'teaching', ...]`. */
export const teachingQueryPrefix = (viewerId: string) =>
  [...personalQueryPrefix(viewerId), 'teaching'] as const;

/** `GET /api/instructor/dashboard/` (bearer, instructor). */
export function getTeachingDashboard(signal?: AbortSignal): Promise<TeachingDashboard> {
  return callApi(teachingRoutes.dashboard, {}, { signal });
}

export function teachingDashboardQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...teachingQueryPrefix(viewerId), 'dashboard'] as const,
    queryFn: ({ signal }) => getTeachingDashboard(signal),
  });
}

export function useTeachingDashboard() {
  const viewerId = useViewerId();
  return useQuery({ ...teachingDashboardQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
}

/** `GET /api/instructor/courses/?status=`: the courses, and the counts per state whatever the filter. */
export function getMyCourses(
  status: CourseState | undefined,
  signal?: AbortSignal,
): Promise<TeachingCourses> {
  return callApi(teachingRoutes.courses, { query: status ? { status } : {} }, { signal });
}

export function myCoursesQueryOptions(viewerId: string, status: CourseState | undefined) {
  return queryOptions({
    queryKey: [...teachingQueryPrefix(viewerId), 'courses', status ?? 'all'] as const,
    queryFn: ({ signal }) => getMyCourses(status, signal),
  });
}

export function useMyCourses(status: CourseState | undefined) {
  const viewerId = useViewerId();
  return useQuery({
    ...myCoursesQueryOptions(viewerId ?? '', status),
    enabled: viewerId !== null,
    // Switching the state keeps the last list on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/instructor/courses/{id}/`. */
export function getTeachingCourse(id: number, signal?: AbortSignal): Promise<TeachingCourseDetail> {
  return callApi(teachingRoutes.course, { params: { id } }, { signal });
}

export function useTeachingCourse(id: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...teachingQueryPrefix(viewerId ?? ''), 'course', id] as const,
    queryFn: ({ signal }) => getTeachingCourse(id, signal),
    enabled: viewerId !== null && Number.isInteger(id) && id > 0,
  });
}

/** `GET /api/instructor/courses/{id}/learners/?page=`. */
export function getCourseLearners(id: number, page: number, signal?: AbortSignal): Promise<TeachingLearners> {
  return callApi(teachingRoutes.learners, { params: { id }, query: { page, page_size: 12 } }, { signal });
}

export function useCourseLearners(id: number, page: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...teachingQueryPrefix(viewerId ?? ''), 'course', id, 'learners', page] as const,
    queryFn: ({ signal }) => getCourseLearners(id, page, signal),
    enabled: viewerId !== null && Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/instructor/jobs/`: open posts the instructor's courses teach for, with certified applicants. */
export function getTeachingJobs(signal?: AbortSignal): Promise<TeachingJobs> {
  return callApi(teachingRoutes.jobs, {}, { signal });
}

export function useTeachingJobs() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: [...teachingQueryPrefix(viewerId ?? ''), 'jobs'] as const,
    queryFn: ({ signal }) => getTeachingJobs(signal),
    enabled: viewerId !== null,
  });
}
