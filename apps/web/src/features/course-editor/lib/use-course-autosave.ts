import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, NO_RESPONSE_MESSAGE } from '@dokkho/contract/errors';
import {
  CourseEditorDetails,
  CourseEditorFaq,
  CourseEditorPricing,
  LessonUpdate,
  QuizFields as QuizFieldsSchema,
  type QuizFields,
  type CourseEditorCourse,
  type CourseEditorQuizQuestion,
} from '@dokkho/contract/course-editor';
import { z } from 'zod';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { getEditorCourse, patchCourse, updateLesson, updateQuiz } from '../api/course-editor';
import { applyOps, restoredOps, sendOp, sendQueue, type CurriculumOp } from './curriculum-ops';

export const AUTOSAVE_DELAY_MS = 800;
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Some fields are not valid: they wait on this device until fixed. */
  | { kind: 'invalid' }
  /** No connection: kept on this device, sent again by itself. */
  | { kind: 'offline' }
  | { kind: 'error'; message: string }
  /** 409: changed in another tab or device; nothing is sent until the person chooses. */
  | { kind: 'stale'; message: string }
  /** A draft on this device was made on an older revision than the server's. */
  | { kind: 'older-draft'; savedAt: string };

export interface Sections {
  details?: CourseEditorDetails;
  pricing?: CourseEditorPricing;
  faqs?: CourseEditorFaq[];
}
export type SectionKey = keyof Sections;
export type LessonFields = Omit<LessonUpdate, 'base_revision'>;

/**
 * A quiz's fields changed here. Questions are kept as the editor shows them (with ids: a question or an
 * option added here has a negative one until saved) and sent without ids, replaced whole.
 */
export type QuizDraftFields = Omit<QuizFields, 'questions'> & { questions?: CourseEditorQuizQuestion[] };

export interface Pending {
  sections: Sections;
  /** Per lesson id: the fields changed here. */
  lessons: Record<string, LessonFields>;
  /** Per quiz id: the fields changed here. */
  quizzes: Record<string, QuizDraftFields>;
  /**
   * Curriculum changes (add, rename, delete, reorder) in the order made: sent one at a time after the
   * fields above, each with the revision then current. Kept in the draft, so they survive a reload.
   */
  ops: CurriculumOp[];
}

/** What an upload came to: files are never queued (a file cannot be kept in the draft). */
export type UploadResult = 'done' | 'offline' | 'refused';

interface StoredDraft {
  base_revision: number;
  saved_at: string;
  pending: Pending;
}

const SECTION_SCHEMAS = {
  details: CourseEditorDetails,
  pricing: CourseEditorPricing,
  faqs: z.array(CourseEditorFaq),
} as const;
const LessonFieldsSchema = LessonUpdate.omit({ base_revision: true });

/** Saved rows have the server's ids; rows added on this device have negative local ones until saved. */
const keptId = (id: number) => (id > 0 ? { id } : {});

/** What the quiz builder sends: the questions, naming the saved ones by id so they are changed in place. */
export function quizPayload(fields: QuizDraftFields): QuizFields {
  const { questions, ...rest } = fields;
  if (!questions) return rest;
  return {
    ...rest,
    questions: questions.map(({ id, kind, prompt, explanation, points, options }) => ({
      ...keptId(id),
      kind,
      prompt,
      explanation,
      points,
      options: options.map((option) => ({
        ...keptId(option.id),
        text: option.text,
        is_correct: option.is_correct,
      })),
    })),
  };
}
const quizProblems = (fields: QuizDraftFields) => QuizFieldsSchema.safeParse(quizPayload(fields));

const empty = (): Pending => ({ sections: {}, lessons: {}, quizzes: {}, ops: [] });
const isEmpty = (pending: Pending) =>
  pending.ops.length === 0 &&
  Object.keys(pending.sections).length === 0 &&
  Object.keys(pending.lessons).length === 0 &&
  Object.keys(pending.quizzes).length === 0;

const storageKey = (owner: string, courseId: number) => `dokkho:course-editor:${owner}:${courseId}`;

function readDraft(owner: string, courseId: number): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(owner, courseId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft;
    if (typeof parsed?.base_revision !== 'number' || typeof parsed.pending !== 'object') return null;
    return {
      ...parsed,
      pending: {
        sections: parsed.pending.sections ?? {},
        lessons: parsed.pending.lessons ?? {},
        quizzes: parsed.pending.quizzes ?? {},
        ops: restoredOps(parsed.pending.ops),
      },
    };
  } catch {
    return null;
  }
}

function writeDraft(owner: string, courseId: number, draft: StoredDraft | null) {
  try {
    if (draft) window.localStorage.setItem(storageKey(owner, courseId), JSON.stringify(draft));
    else window.localStorage.removeItem(storageKey(owner, courseId));
  } catch {
    // Storage full or blocked: the save to the server still goes.
  }
}

/** The server's copy with the changes made here on top. */
export function mergeCourse(server: CourseEditorCourse, pending: Pending): CourseEditorCourse {
  return applyOps(mergeFields(server, pending), pending.ops);
}

function mergeFields(server: CourseEditorCourse, pending: Pending): CourseEditorCourse {
  return {
    ...server,
    details: pending.sections.details ?? server.details,
    pricing: pending.sections.pricing ?? server.pricing,
    faqs: pending.sections.faqs ?? server.faqs,
    modules: server.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => {
        const change = pending.lessons[String(lesson.id)];
        if (!change) return lesson;
        return {
          ...lesson,
          ...change,
          video_url: change.video_url === undefined ? lesson.video_url : change.video_url,
          resources: change.resources ?? lesson.resources,
        } as typeof lesson;
      }),
    })),
    quizzes: server.quizzes.map((quiz) => {
      const change = pending.quizzes[String(quiz.id)];
      return change ? { ...quiz, ...change } : quiz;
    }),
  };
}

function isOffline(error: unknown) {
  return (
    (error instanceof ApiError && (error.message === NO_RESPONSE_MESSAGE || error.status >= 500)) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

function failure(error: unknown): SaveStatus {
  if (error instanceof ApiError && error.status === 409) {
    return { kind: 'stale', message: error.message };
  }
  if (isOffline(error)) return { kind: 'offline' };
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The course editor's autosave (issue 17 item 2: "nothing lost on reload or a dropped connection"), as the
 * resume builder's: every change goes at once into a draft on this device (with the revision it was made
 * on), then, once typing pauses, to the server with `base_revision`. Invalid sections wait here. Offline,
 * it retries by itself (and when the browser is back online). A 409 never overwrites: the person loads the
 * latest or keeps theirs. Curriculum changes (add, delete, reorder) go straight away, after what waits.
 */
export function useCourseAutosave(initial: CourseEditorCourse, options: { delayMs?: number } = {}) {
  const delay = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const owner = useViewerId() ?? 'anonymous';
  const courseId = initial.id;

  const [start] = useState(() => {
    const draft = readDraft(owner, courseId);
    if (!draft || isEmpty(draft.pending)) return { pending: empty(), status: { kind: 'idle' } as SaveStatus };
    if (draft.base_revision >= initial.revision) {
      return { pending: draft.pending, status: { kind: 'pending' } as SaveStatus, restored: true };
    }
    return {
      pending: empty(),
      status: { kind: 'older-draft', savedAt: draft.saved_at } as SaveStatus,
      older: draft,
    };
  });

  const server = useRef(initial);
  const pending = useRef<Pending>(start.pending);
  const older = useRef<StoredDraft | null>(start.older ?? null);
  const statusRef = useRef<SaveStatus>(start.status);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | null; attempt: number }>({
    timer: null,
    attempt: 0,
  });
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  /** The latest `flush`, for the retry timer that `sendAll` sets. */
  const flushRef = useRef<() => Promise<boolean>>(() => Promise.resolve(false));

  const [status, setStatusState] = useState<SaveStatus>(start.status);
  const [course, setCourse] = useState(() => mergeCourse(initial, start.pending));
  /** What waits here, as the view was last rendered from (the refs are not read while rendering). */
  const [waiting, setWaiting] = useState<Pending>(start.pending);
  const [formKey, setFormKey] = useState(0);
  /** How many curriculum changes were dropped because what they named was deleted elsewhere (404). */
  const [dropped, setDropped] = useState(0);

  const setStatus = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const refresh = useCallback(() => {
    setCourse(mergeCourse(server.current, pending.current));
    setWaiting(pending.current);
  }, []);

  const persist = useCallback(() => {
    writeDraft(
      owner,
      courseId,
      isEmpty(pending.current)
        ? null
        : {
            base_revision: server.current.revision,
            saved_at: new Date().toISOString(),
            pending: pending.current,
          },
    );
  }, [courseId, owner]);

  const blocked = () => statusRef.current.kind === 'stale' || statusRef.current.kind === 'older-draft';

  const invalidSections = useCallback(
    () =>
      (Object.keys(pending.current.sections) as SectionKey[]).filter(
        (key) => !SECTION_SCHEMAS[key].safeParse(pending.current.sections[key]).success,
      ),
    [],
  );
  const invalidLessons = useCallback(
    () =>
      Object.keys(pending.current.lessons).filter(
        (id) => !LessonFieldsSchema.safeParse(pending.current.lessons[id]).success,
      ),
    [],
  );
  const invalidQuizzes = useCallback(
    () =>
      Object.keys(pending.current.quizzes).filter(
        (id) => !quizProblems(pending.current.quizzes[id]!).success,
      ),
    [],
  );
  /** Everything that waits here because it is not valid yet. */
  const invalidCount = useCallback(
    () => invalidSections().length + invalidLessons().length + invalidQuizzes().length,
    [invalidLessons, invalidQuizzes, invalidSections],
  );

  const adopt = useCallback(
    (fresh: CourseEditorCourse) => {
      server.current = fresh;
      // Lessons that no longer exist have nothing to save.
      const ids = new Set(
        fresh.modules.flatMap((module) => module.lessons.map((lesson) => String(lesson.id))),
      );
      for (const id of Object.keys(pending.current.lessons))
        if (!ids.has(id)) delete pending.current.lessons[id];
      const quizIds = new Set(fresh.quizzes.map((quiz) => String(quiz.id)));
      for (const id of Object.keys(pending.current.quizzes))
        if (!quizIds.has(id)) delete pending.current.quizzes[id];
      persist();
      refresh();
    },
    [persist, refresh],
  );

  /** Sends what waits, one call at a time. True when everything sendable went. */
  const sendAll = useCallback(async (): Promise<boolean> => {
    if (blocked()) return false;
    const badSections = new Set(invalidSections());
    const badLessons = new Set(invalidLessons());
    const sections = Object.fromEntries(
      Object.entries(pending.current.sections).filter(([key]) => !badSections.has(key as SectionKey)),
    ) as Sections;
    const lessonIds = Object.keys(pending.current.lessons).filter((id) => !badLessons.has(id));
    const badQuizzes = new Set(invalidQuizzes());
    const quizIds = Object.keys(pending.current.quizzes).filter((id) => !badQuizzes.has(id));
    const bad = badSections.size + badLessons.size + badQuizzes.size;
    if (
      Object.keys(sections).length === 0 &&
      lessonIds.length === 0 &&
      quizIds.length === 0 &&
      pending.current.ops.length === 0
    ) {
      setStatus({ kind: bad > 0 ? 'invalid' : isEmpty(pending.current) ? 'saved' : 'pending' });
      return bad === 0;
    }
    setStatus({ kind: 'saving' });
    try {
      if (Object.keys(sections).length > 0) {
        const saved = await patchCourse(courseId, { base_revision: server.current.revision, ...sections });
        for (const key of Object.keys(sections) as SectionKey[]) {
          if (pending.current.sections[key] === sections[key]) delete pending.current.sections[key];
        }
        adopt(saved);
      }
      for (const id of lessonIds) {
        const change = pending.current.lessons[id];
        if (!change) continue;
        const saved = await updateLesson(courseId, Number(id), {
          base_revision: server.current.revision,
          ...change,
        });
        if (pending.current.lessons[id] === change) delete pending.current.lessons[id];
        adopt(saved);
      }
      for (const id of quizIds) {
        const change = pending.current.quizzes[id];
        if (!change) continue;
        const saved = await updateQuiz(courseId, Number(id), {
          base_revision: server.current.revision,
          ...quizPayload(change),
        });
        // The questions come back with their stored ids; what was typed meanwhile waits for the next send.
        if (pending.current.quizzes[id] === change) delete pending.current.quizzes[id];
        adopt(saved);
      }
      const withoutHead = (op: CurriculumOp) => {
        if (pending.current.ops[0] === op)
          pending.current = { ...pending.current, ops: pending.current.ops.slice(1) };
      };
      try {
        await sendQueue({
          head: () => pending.current.ops[0],
          send: (op) => sendOp(courseId, op, server.current.revision),
          sent: (op, saved) => {
            withoutHead(op);
            adopt(saved);
          },
          gone: (op) => {
            // What it named was deleted elsewhere: said, and the rest goes on.
            withoutHead(op);
            persist();
            refresh();
            setDropped((count) => count + 1);
          },
        });
      } catch (error) {
        // Refused as invalid: said once, never sent again. Offline or 409: it waits, first in line.
        if (failure(error).kind === 'error') {
          const head = pending.current.ops[0];
          if (head) withoutHead(head);
          persist();
          refresh();
        }
        throw error;
      }
      retry.current.attempt = 0;
      const invalid = invalidCount() > 0;
      setStatus({ kind: invalid ? 'invalid' : isEmpty(pending.current) ? 'saved' : 'pending' });
      return !invalid;
    } catch (error) {
      const next = failure(error);
      setStatus(next);
      if (next.kind === 'offline') {
        // Tried again by itself, later and later, and as soon as the browser is back online.
        const wait = RETRY_MS[Math.min(retry.current.attempt, RETRY_MS.length - 1)]!;
        retry.current.attempt += 1;
        if (retry.current.timer) clearTimeout(retry.current.timer);
        retry.current.timer = setTimeout(() => {
          retry.current.timer = null;
          void flushRef.current();
        }, wait);
      }
      return false;
    }
  }, [
    adopt,
    courseId,
    invalidCount,
    invalidLessons,
    invalidQuizzes,
    invalidSections,
    persist,
    refresh,
    setStatus,
  ]);

  /** Saves now, after any save already on its way. */
  const flush = useCallback((): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    const run = chain.current.then(sendAll, sendAll);
    chain.current = run;
    return run;
  }, [sendAll]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, delay);
  }, [delay, flush]);

  const changed = useCallback(() => {
    persist();
    refresh();
    if (blocked()) return;
    setStatus({ kind: invalidCount() > 0 ? 'invalid' : 'pending' });
    schedule();
  }, [invalidCount, persist, refresh, schedule, setStatus]);

  const setSection = useCallback(
    <K extends SectionKey>(key: K, value: NonNullable<Sections[K]>) => {
      pending.current = { ...pending.current, sections: { ...pending.current.sections, [key]: value } };
      changed();
    },
    [changed],
  );

  const setLesson = useCallback(
    (lessonId: number, fields: LessonFields) => {
      const key = String(lessonId);
      pending.current = {
        ...pending.current,
        lessons: { ...pending.current.lessons, [key]: { ...pending.current.lessons[key], ...fields } },
      };
      changed();
    },
    [changed],
  );

  const setQuiz = useCallback(
    (quizId: number, fields: QuizDraftFields) => {
      const key = String(quizId);
      pending.current = {
        ...pending.current,
        quizzes: { ...pending.current.quizzes, [key]: { ...pending.current.quizzes[key], ...fields } },
      };
      changed();
    },
    [changed],
  );

  /**
   * A curriculum change (add, rename, delete, reorder): queued in the draft on this device at once, then
   * sent straight away after what waits, with the revision then current. Offline, it waits (across a
   * reload too) and goes with the next retry. True when it went or waits to go.
   */
  const structure = useCallback(
    async (op: CurriculumOp): Promise<boolean> => {
      if (blocked()) return false;
      setDropped(0);
      pending.current = { ...pending.current, ops: [...pending.current.ops, op] };
      persist();
      refresh();
      await flush();
      // Still queued (offline, or a 409 to settle): it waits, so the form may clear. Otherwise it went,
      // unless the server refused it; fields left invalid elsewhere do not make it fail.
      if (pending.current.ops.includes(op)) return true;
      return statusRef.current.kind !== 'error';
    },
    [flush, persist, refresh],
  );

  /**
   * A file (thumbnail, resource): online only, since a file cannot wait in the draft. Sent after what
   * waits, with the revision then current.
   */
  const upload = useCallback(
    async (send: (revision: number) => Promise<CourseEditorCourse>): Promise<UploadResult> => {
      if (blocked()) return 'refused';
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
      await flush();
      if (statusRef.current.kind === 'offline') return 'offline';
      if (blocked()) return 'refused';
      try {
        adopt(await send(server.current.revision));
        return 'done';
      } catch (error) {
        const next = failure(error);
        if (next.kind === 'offline') return 'offline';
        setStatus(next);
        return 'refused';
      }
    },
    [adopt, flush, setStatus],
  );

  const loadLatest = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    setStatus({ kind: 'saving' });
    try {
      const latest = await getEditorCourse(courseId);
      pending.current = empty();
      older.current = null;
      server.current = latest;
      persist();
      refresh();
      setFormKey((key) => key + 1);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus(failure(error));
    }
  }, [courseId, persist, refresh, setStatus]);

  /** Chosen explicitly after a 409 or for an older draft: this device's changes on top of the latest. */
  const keepMine = useCallback(async () => {
    if (older.current) pending.current = older.current.pending;
    const applied = older.current !== null;
    older.current = null;
    setStatus({ kind: 'saving' });
    try {
      server.current = await getEditorCourse(courseId);
    } catch (error) {
      setStatus(failure(error));
      return false;
    }
    persist();
    refresh();
    if (applied) setFormKey((key) => key + 1);
    setStatus({ kind: 'pending' });
    return flush();
  }, [courseId, flush, persist, refresh, setStatus]);

  useEffect(() => {
    if (start.restored) schedule();
  }, [start.restored, schedule]);

  useEffect(() => {
    function onOnline() {
      const kind = statusRef.current.kind;
      if (kind === 'offline' || kind === 'error') void flush();
    }
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (retry.current.timer) clearTimeout(retry.current.timer);
    },
    [],
  );

  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(SECTION_SCHEMAS) as SectionKey[]) {
      const value = waiting.sections[key];
      if (value === undefined) continue;
      const result = SECTION_SCHEMAS[key].safeParse(value);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const path = [key, ...issue.path.map(String)].join('.');
        out[path] ??= issue.message;
      }
    }
    for (const [id, change] of Object.entries(waiting.lessons)) {
      const result = LessonFieldsSchema.safeParse(change);
      if (result.success) continue;
      for (const issue of result.error.issues)
        out[`lesson.${id}.${issue.path.map(String).join('.')}`] ??= issue.message;
    }
    for (const [id, change] of Object.entries(waiting.quizzes)) {
      const result = quizProblems(change);
      if (result.success) continue;
      for (const issue of result.error.issues)
        out[`quiz.${id}.${issue.path.map(String).join('.')}`] ??= issue.message;
    }
    return out;
  }, [waiting]);

  return {
    course,
    status,
    formKey,
    errors,
    setSection,
    setLesson,
    setQuiz,
    structure,
    upload,
    /** The curriculum changes waiting to be sent, in order. */
    queued: waiting.ops,
    dropped,
    flush,
    loadLatest,
    keepMine,
  };
}

export type CourseAutosave = ReturnType<typeof useCourseAutosave>;
