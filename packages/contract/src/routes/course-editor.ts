import type {
  CourseDraftCreate,
  CourseEditorCourse,
  CourseEditorParams,
  CourseEditorPatch,
  LessonCreate,
  LessonParams,
  LessonUpdate,
  ModuleCreate,
  ModuleParams,
  ModuleRename,
  QuizCreate,
  QuizParams,
  QuizUpdate,
  ReorderRequest,
  RevisionQuery,
} from '../course-editor';
import { route } from '../route';

type Answer = { response: typeof CourseEditorCourse };

/**
 * Issue 17 item 2 (SPEC.md §2 /ir-dashboard/add-courses, edit-courses/{id}): the course editor. Every
 * course is looked up among the caller's own (another instructor's is a 404); every edit sends
 * `base_revision` and answers the whole editable course (docs/decisions/033).
 */
export const courseEditorRoutes = {
  create: route<{ body: typeof CourseDraftCreate } & Answer>()('POST', '/instructor/courses/', 'instructor'),
  get: route<{ params: typeof CourseEditorParams } & Answer>()(
    'GET',
    '/instructor/courses/:id/edit/',
    'instructor',
  ),
  update: route<{ params: typeof CourseEditorParams; body: typeof CourseEditorPatch } & Answer>()(
    'PATCH',
    '/instructor/courses/:id/edit/',
    'instructor',
  ),
  thumbnail: route<
    { params: typeof CourseEditorParams; query: typeof RevisionQuery; multipart: true } & Answer
  >()('POST', '/instructor/courses/:id/thumbnail/', 'instructor'),
  addModule: route<{ params: typeof CourseEditorParams; body: typeof ModuleCreate } & Answer>()(
    'POST',
    '/instructor/courses/:id/modules/',
    'instructor',
  ),
  reorderModules: route<{ params: typeof CourseEditorParams; body: typeof ReorderRequest } & Answer>()(
    'PUT',
    '/instructor/courses/:id/modules/order/',
    'instructor',
  ),
  renameModule: route<{ params: typeof ModuleParams; body: typeof ModuleRename } & Answer>()(
    'PATCH',
    '/instructor/courses/:id/modules/:module_id/',
    'instructor',
  ),
  deleteModule: route<{ params: typeof ModuleParams; query: typeof RevisionQuery } & Answer>()(
    'DELETE',
    '/instructor/courses/:id/modules/:module_id/',
    'instructor',
  ),
  addLesson: route<{ params: typeof ModuleParams; body: typeof LessonCreate } & Answer>()(
    'POST',
    '/instructor/courses/:id/modules/:module_id/lessons/',
    'instructor',
  ),
  reorderLessons: route<{ params: typeof ModuleParams; body: typeof ReorderRequest } & Answer>()(
    'PUT',
    '/instructor/courses/:id/modules/:module_id/lessons/order/',
    'instructor',
  ),
  updateLesson: route<{ params: typeof LessonParams; body: typeof LessonUpdate } & Answer>()(
    'PATCH',
    '/instructor/courses/:id/lessons/:lesson_id/',
    'instructor',
  ),
  uploadResource: route<
    { params: typeof LessonParams; query: typeof RevisionQuery; multipart: true } & Answer
  >()('POST', '/instructor/courses/:id/lessons/:lesson_id/resources/', 'instructor'),
  deleteLesson: route<{ params: typeof LessonParams; query: typeof RevisionQuery } & Answer>()(
    'DELETE',
    '/instructor/courses/:id/lessons/:lesson_id/',
    'instructor',
  ),
  /** The quiz builder (docs/decisions/039): a quiz after a module's lessons, or the final exam. */
  addQuiz: route<{ params: typeof CourseEditorParams; body: typeof QuizCreate } & Answer>()(
    'POST',
    '/instructor/courses/:id/quizzes/',
    'instructor',
  ),
  updateQuiz: route<{ params: typeof QuizParams; body: typeof QuizUpdate } & Answer>()(
    'PATCH',
    '/instructor/courses/:id/quizzes/:quiz_id/',
    'instructor',
  ),
  deleteQuiz: route<{ params: typeof QuizParams; query: typeof RevisionQuery } & Answer>()(
    'DELETE',
    '/instructor/courses/:id/quizzes/:quiz_id/',
    'instructor',
  ),
};
