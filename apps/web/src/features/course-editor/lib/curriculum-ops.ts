import { ApiError } from '@dokkho/contract/errors';
import type { CourseEditorCourse, LessonKind } from '@dokkho/contract/course-editor';
import {
  addLesson,
  addModule,
  addQuiz,
  deleteLesson,
  deleteModule,
  deleteQuiz,
  renameModule,
  reorderLessons,
  reorderModules,
} from '../api/course-editor';

/**
 * A curriculum change as data, not a closure, so it can wait in the draft on this device (localStorage)
 * across a reload or a dropped connection and be replayed later with the revision then current. Each one
 * names only ids the server gave (a new module or lesson shows as editable only once the server answered),
 * so replaying it later is well defined. File uploads are not here: a file cannot be stored in the draft.
 */
export type CurriculumOp =
  | { op: 'addModule'; title: string }
  | { op: 'renameModule'; moduleId: number; title: string }
  | { op: 'deleteModule'; moduleId: number }
  | { op: 'reorderModules'; ids: number[] }
  | { op: 'addLesson'; moduleId: number; title: string; kind: LessonKind }
  | { op: 'deleteLesson'; lessonId: number }
  | { op: 'reorderLessons'; moduleId: number; ids: number[] }
  | { op: 'addQuiz'; moduleId: number | null; title: string }
  | { op: 'deleteQuiz'; quizId: number };

const OP_NAMES = new Set<CurriculumOp['op']>([
  'addModule',
  'renameModule',
  'deleteModule',
  'reorderModules',
  'addLesson',
  'deleteLesson',
  'reorderLessons',
  'addQuiz',
  'deleteQuiz',
]);

/** A stored queue as read back from localStorage: anything not an operation is left out. */
export function restoredOps(value: unknown): CurriculumOp[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is CurriculumOp =>
      typeof item === 'object' && item !== null && OP_NAMES.has((item as { op: CurriculumOp['op'] }).op),
  );
}

/** Sends one operation with the course's current revision; the server answers the whole course. */
export function sendOp(courseId: number, op: CurriculumOp, revision: number): Promise<CourseEditorCourse> {
  switch (op.op) {
    case 'addModule':
      return addModule(courseId, revision, op.title);
    case 'renameModule':
      return renameModule(courseId, op.moduleId, revision, op.title);
    case 'deleteModule':
      return deleteModule(courseId, op.moduleId, revision);
    case 'reorderModules':
      return reorderModules(courseId, revision, op.ids);
    case 'addLesson':
      return addLesson(courseId, op.moduleId, { base_revision: revision, title: op.title, kind: op.kind });
    case 'deleteLesson':
      return deleteLesson(courseId, op.lessonId, revision);
    case 'reorderLessons':
      return reorderLessons(courseId, op.moduleId, revision, op.ids);
    case 'addQuiz':
      return addQuiz(courseId, revision, op.title, op.moduleId);
    case 'deleteQuiz':
      return deleteQuiz(courseId, op.quizId, revision);
  }
}

/**
 * Sends the queue in order, one at a time, each after the one before has answered. `head` reads the
 * queue's first operation afresh each time (more may be added while one is on its way); `sent` removes it
 * and takes the server's answer. An operation whose target is gone (404: deleted elsewhere) is dropped
 * and reported with `gone`, rather than blocking what follows; any other failure stops the run with the
 * operation still first (offline, 409), so nothing after it overtakes it.
 */
export async function sendQueue(hooks: {
  head: () => CurriculumOp | undefined;
  send: (op: CurriculumOp) => Promise<CourseEditorCourse>;
  sent: (op: CurriculumOp, course: CourseEditorCourse) => void;
  gone: (op: CurriculumOp) => void;
}): Promise<void> {
  for (let op = hooks.head(); op; op = hooks.head()) {
    let course: CourseEditorCourse;
    try {
      course = await hooks.send(op);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        hooks.gone(op);
        continue;
      }
      throw error;
    }
    hooks.sent(op, course);
  }
}

function reordered<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const first = ids.flatMap((id) => byId.get(id) ?? []);
  return [...first, ...items.filter((item) => !ids.includes(item.id))];
}

/**
 * The course as it will be once the waiting operations are sent, for what can be shown without the
 * server's ids: renames, deletes and reorders. Adds wait in their own "waiting to be sent" rows.
 */
export function applyOps(course: CourseEditorCourse, ops: CurriculumOp[]): CourseEditorCourse {
  let out = course;
  for (const op of ops) {
    switch (op.op) {
      case 'renameModule':
        out = {
          ...out,
          modules: out.modules.map((m) => (m.id === op.moduleId ? { ...m, title: op.title } : m)),
        };
        break;
      case 'deleteModule':
        out = {
          ...out,
          modules: out.modules.filter((m) => m.id !== op.moduleId),
          quizzes: out.quizzes.filter((q) => q.module_id !== op.moduleId),
        };
        break;
      case 'reorderModules':
        out = { ...out, modules: reordered(out.modules, op.ids) };
        break;
      case 'deleteLesson':
        out = {
          ...out,
          modules: out.modules.map((m) => ({ ...m, lessons: m.lessons.filter((l) => l.id !== op.lessonId) })),
        };
        break;
      case 'reorderLessons':
        out = {
          ...out,
          modules: out.modules.map((m) =>
            m.id === op.moduleId ? { ...m, lessons: reordered(m.lessons, op.ids) } : m,
          ),
        };
        break;
      case 'deleteQuiz':
        out = { ...out, quizzes: out.quizzes.filter((q) => q.id !== op.quizId) };
        break;
      case 'addModule':
      case 'addLesson':
      case 'addQuiz':
        break;
    }
  }
  return out;
}
