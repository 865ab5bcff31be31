import type {
  CourseEditorCourse,
  CourseEditorPatch,
  LessonCreate,
  LessonUpdate,
  QuizUpdate,
} from '@dokkho/contract/course-editor';
import { courseEditorRoutes as routes } from '@dokkho/contract/routes/course-editor';
import { courseVersionRoutes as versionRoutes } from '@dokkho/contract/routes/course-versions';
import { teachingRoutes } from '@dokkho/contract/routes/teaching';
import { callApi } from '../../../shared/api/call';

/**
 * The course editor's calls (issue 17 item 2): every edit sends the revision it was made on and answers
 * the whole course with the next one.
 */
export const createCourse = (title: string) => callApi(routes.create, { body: { title } });

export const getEditorCourse = (id: number, signal?: AbortSignal) =>
  callApi(routes.get, { params: { id } }, { signal });

export const patchCourse = (id: number, body: CourseEditorPatch) =>
  callApi(routes.update, { params: { id }, body });

export function uploadThumbnail(id: number, revision: number, file: File): Promise<CourseEditorCourse> {
  const form = new FormData();
  form.append('file', file);
  return callApi(routes.thumbnail, { params: { id }, query: { base_revision: revision }, body: form });
}

export const addModule = (id: number, base_revision: number, title: string) =>
  callApi(routes.addModule, { params: { id }, body: { base_revision, title } });

export const renameModule = (id: number, moduleId: number, base_revision: number, title: string) =>
  callApi(routes.renameModule, { params: { id, module_id: moduleId }, body: { base_revision, title } });

export const deleteModule = (id: number, moduleId: number, base_revision: number) =>
  callApi(routes.deleteModule, { params: { id, module_id: moduleId }, query: { base_revision } });

export const reorderModules = (id: number, base_revision: number, ids: number[]) =>
  callApi(routes.reorderModules, { params: { id }, body: { base_revision, ids } });

export const addLesson = (id: number, moduleId: number, lesson: LessonCreate) =>
  callApi(routes.addLesson, { params: { id, module_id: moduleId }, body: lesson });

export const updateLesson = (id: number, lessonId: number, change: LessonUpdate) =>
  callApi(routes.updateLesson, { params: { id, lesson_id: lessonId }, body: change });

export const deleteLesson = (id: number, lessonId: number, base_revision: number) =>
  callApi(routes.deleteLesson, { params: { id, lesson_id: lessonId }, query: { base_revision } });

export const reorderLessons = (id: number, moduleId: number, base_revision: number, ids: number[]) =>
  callApi(routes.reorderLessons, { params: { id, module_id: moduleId }, body: { base_revision, ids } });

export function uploadResource(
  id: number,
  lessonId: number,
  revision: number,
  file: File,
): Promise<CourseEditorCourse> {
  const form = new FormData();
  form.append('file', file);
  return callApi(routes.uploadResource, {
    params: { id, lesson_id: lessonId },
    query: { base_revision: revision },
    body: form,
  });
}

/*
 * A published course's new version (docs/decisions/038): opened (created the first time) from the
 * published course's id, discarded by it, and submitted for review as any draft.
 */
export const openCourseVersion = (publishedId: number) =>
  callApi(versionRoutes.open, { params: { id: publishedId } });

export const discardCourseVersion = (publishedId: number) =>
  callApi(versionRoutes.discard, { params: { id: publishedId } });

export const submitCourseVersion = (versionId: number) =>
  callApi(teachingRoutes.submit, { params: { id: versionId } });

/* The quiz builder (docs/decisions/039). */

export const addQuiz = (id: number, base_revision: number, title: string, moduleId: number | null) =>
  callApi(routes.addQuiz, { params: { id }, body: { base_revision, title, module_id: moduleId } });

export const updateQuiz = (id: number, quizId: number, change: QuizUpdate) =>
  callApi(routes.updateQuiz, { params: { id, quiz_id: quizId }, body: change });

export const deleteQuiz = (id: number, quizId: number, base_revision: number) =>
  callApi(routes.deleteQuiz, { params: { id, quiz_id: quizId }, query: { base_revision } });
