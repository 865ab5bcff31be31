import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CourseModulesResponse,
  LessonContent,
  LessonProgressRequest,
  LessonProgressResponse,
} from '@dokkho/contract/learning';
import { playerRoutes } from '@dokkho/contract/routes/player';
import { callApi } from '../../../shared/api/call';
import { personalQueryPrefix, useViewerId } from '../../../shared/auth/use-viewer-id';
import { courseModulesQueryKey } from './get-course-modules';
import { lessonQueryKey } from './get-lesson';

/** `PUT /api/course/lessons/{id}/progress/` (bearer, enrolled): the resume position and/or the done mark. */
export function saveLessonProgress(
  lessonId: number,
  body: LessonProgressRequest,
  options: { keepalive?: boolean } = {},
): Promise<LessonProgressResponse> {
  return callApi(
    playerRoutes.lessonProgress,
    { params: { id: lessonId }, body },
    options.keepalive ? { keepalive: true } : {},
  );
}

/**
 * Puts a saved answer into the caches the player reads: the lesson's progress, its tick in the sidebar
 * and the course's percentage. When the done mark changed, every other view of this learner's progress
 * (the course page, the dashboard) is marked stale, to refetch the next time it shows; nothing refetches now.
 */
export function applyLessonProgress(
  queryClient: QueryClient,
  viewerId: string,
  courseId: number,
  answer: LessonProgressResponse,
): void {
  const lessonKey = lessonQueryKey(viewerId, answer.lesson_id);
  const modulesKey = courseModulesQueryKey(viewerId, courseId);
  const before = queryClient.getQueryData<LessonContent>(lessonKey);
  const doneChanged = before?.progress?.completed !== answer.progress.completed;
  if (doneChanged) {
    void queryClient.invalidateQueries({ queryKey: personalQueryPrefix(viewerId), refetchType: 'none' });
  }
  // Setting the data after the invalidation makes these two fresh again.
  queryClient.setQueryData<LessonContent>(lessonKey, (lesson) =>
    lesson ? { ...lesson, progress: answer.progress } : lesson,
  );
  queryClient.setQueryData<CourseModulesResponse>(modulesKey, (outline) =>
    outline
      ? {
          ...outline,
          progress_percent: answer.course_progress_percent,
          modules: outline.modules.map((module) => ({
            ...module,
            lessons: module.lessons.map((lesson) =>
              lesson.id === answer.lesson_id ? { ...lesson, completed: answer.progress.completed } : lesson,
            ),
          })),
        }
      : outline,
  );
}

/** The "Mark as complete" / "Completed" toggle. */
export function useSetLessonDone(lesson: Pick<LessonContent, 'id' | 'course_id'>) {
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (completed: boolean) => saveLessonProgress(lesson.id, { completed }),
    onSuccess: (answer) => {
      if (viewerId) applyLessonProgress(queryClient, viewerId, lesson.course_id, answer);
    },
  });
}
