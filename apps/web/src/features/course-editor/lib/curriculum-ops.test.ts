import { describe, expect, it } from 'vitest';
import { ApiError } from '@dokkho/contract/errors';
import type { CourseEditorCourse } from '@dokkho/contract/course-editor';
import { applyOps, restoredOps, sendQueue, type CurriculumOp } from './curriculum-ops';

const answer = (revision: number) => ({ revision }) as CourseEditorCourse;

/** A queue as the autosave keeps it: the head is read afresh, `sent` and `gone` take it off. */
function queue(ops: CurriculumOp[], reply: (op: CurriculumOp, call: number) => Promise<CourseEditorCourse>) {
  const waiting = [...ops];
  const sentOps: CurriculumOp[] = [];
  const goneOps: CurriculumOp[] = [];
  let calls = 0;
  const run = () =>
    sendQueue({
      head: () => waiting[0],
      send: (op) => reply(op, calls++),
      sent: (op) => {
        waiting.shift();
        sentOps.push(op);
      },
      gone: (op) => {
        waiting.shift();
        goneOps.push(op);
      },
    });
  return { waiting, sentOps, goneOps, run };
}

const addModule: CurriculumOp = { op: 'addModule', title: 'Formulas' };
const rename: CurriculumOp = { op: 'renameModule', moduleId: 1, title: 'Basics' };
const deleteLesson: CurriculumOp = { op: 'deleteLesson', lessonId: 9 };

describe('sendQueue', () => {
  it('sends in the order made, one at a time', async () => {
    const order: string[] = [];
    const q = queue([addModule, rename, deleteLesson], (op, call) => {
      order.push(op.op);
      return Promise.resolve(answer(call + 4));
    });
    await q.run();
    expect(order).toEqual(['addModule', 'renameModule', 'deleteLesson']);
    expect(q.sentOps).toEqual([addModule, rename, deleteLesson]);
    expect(q.waiting).toEqual([]);
  });

  it('drops an operation whose target is gone (404) and goes on with the rest', async () => {
    const q = queue([rename, deleteLesson], (op) =>
      op === rename ? Promise.reject(new ApiError('Module not found', 404)) : Promise.resolve(answer(5)),
    );
    await q.run();
    expect(q.goneOps).toEqual([rename]);
    expect(q.sentOps).toEqual([deleteLesson]);
    expect(q.waiting).toEqual([]);
  });

  it('stops at a 409 with that operation and the rest still waiting, in order', async () => {
    const q = queue([addModule, rename, deleteLesson], (op) =>
      op === rename ? Promise.reject(new ApiError('Changed elsewhere', 409)) : Promise.resolve(answer(5)),
    );
    await expect(q.run()).rejects.toMatchObject({ status: 409 });
    expect(q.sentOps).toEqual([addModule]);
    expect(q.waiting).toEqual([rename, deleteLesson]);
  });

  it('stops offline with nothing lost', async () => {
    const q = queue([addModule, rename], () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(q.run()).rejects.toThrow('Failed to fetch');
    expect(q.waiting).toEqual([addModule, rename]);
  });
});

describe('restoredOps', () => {
  it('reads back a stored queue and leaves out what is not an operation', () => {
    const stored = JSON.parse(JSON.stringify([addModule, { op: 'format-disk' }, 3, null, rename]));
    expect(restoredOps(stored)).toEqual([addModule, rename]);
    expect(restoredOps(undefined)).toEqual([]);
  });
});

describe('applyOps', () => {
  const lesson = (id: number) => ({ id, title: `Lesson ${id}` });
  const course = {
    modules: [
      { id: 1, title: 'One', lessons: [lesson(7), lesson(8), lesson(9)] },
      { id: 2, title: 'Two', lessons: [] },
    ],
    quizzes: [
      { id: 30, module_id: 1 },
      { id: 31, module_id: null },
    ],
  } as unknown as CourseEditorCourse;

  it('shows waiting renames, deletes and reorders', () => {
    const out = applyOps(course, [
      rename,
      deleteLesson,
      { op: 'reorderLessons', moduleId: 1, ids: [8, 7] },
      { op: 'reorderModules', ids: [2, 1] },
      { op: 'deleteQuiz', quizId: 31 },
    ]);
    expect(out.modules.map((m) => m.title)).toEqual(['Two', 'Basics']);
    expect(out.modules[1]!.lessons.map((l) => l.id)).toEqual([8, 7]);
    expect(out.quizzes.map((q) => q.id)).toEqual([30]);
  });

  it('takes a deleted module’s quizzes with it', () => {
    const out = applyOps(course, [{ op: 'deleteModule', moduleId: 1 }]);
    expect(out.modules.map((m) => m.id)).toEqual([2]);
    expect(out.quizzes.map((q) => q.id)).toEqual([31]);
  });
});
