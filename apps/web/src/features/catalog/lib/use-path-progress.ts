import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { enrolledCoursesQueryOptions } from '../api/get-enrolled-courses';
import { pathProgress, type PathProgress } from './career-path-plan';
import { useViewerId } from './use-viewer-id';

export interface ViewerPathProgress {
  signedIn: boolean;
  /** Signed in and the enrolments are on their way: the timeline shows without marks meanwhile. */
  isLoading: boolean;
  /** The enrolments could not be loaded: the path still shows, just without the learner's marks. */
  error: Error | null;
  progress: PathProgress;
  /** Enrolled in the path itself (bought as one), not only in some of its courses. */
  ownsPath: boolean;
}

/**
 * The viewer's progress along a path's courses (issue 4 item 2), from `GET course/enrolled/`: asked only
 * when signed in (SPEC.md §7), the same cache entry the course lists use for their "Enrolled" badges.
 */
export function usePathProgress(pathId: number, courses: readonly CourseListItem[]): ViewerPathProgress {
  const viewerId = useViewerId();
  const enrolled = useQuery({ ...enrolledCoursesQueryOptions(viewerId ?? ''), enabled: viewerId !== null });
  const progress = useMemo(
    () => pathProgress(courses, viewerId ? enrolled.data : undefined),
    [courses, viewerId, enrolled.data],
  );
  return {
    signedIn: viewerId !== null,
    isLoading: viewerId !== null && enrolled.isPending,
    error: viewerId !== null && enrolled.isError ? enrolled.error : null,
    progress,
    ownsPath: Boolean(viewerId && enrolled.data?.some((entry) => entry.course.id === pathId)),
  };
}
