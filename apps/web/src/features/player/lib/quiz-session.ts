import type { OpenAttempt, QuizSubmission } from '@dokkho/contract/learning';

/** The chosen options per question id. */
export type Answers = Record<number, number[]>;

const KEY = (attemptId: number) => `dokkho.quiz-attempt.${attemptId}`;

interface StoredAttempt {
  answers: Answers;
  /** The deadline on this device's clock (ms), learned when the attempt started here. */
  localDeadline: number | null;
}

function read(attemptId: number): StoredAttempt | null {
  try {
    const raw = window.sessionStorage.getItem(KEY(attemptId));
    return raw ? (JSON.parse(raw) as StoredAttempt) : null;
  } catch {
    return null;
  }
}

function write(attemptId: number, value: StoredAttempt): void {
  try {
    window.sessionStorage.setItem(KEY(attemptId), JSON.stringify(value));
  } catch {
    /* storage full or blocked: the attempt still works, a reload just forgets the answers */
  }
}

/**
 * When the attempt's time runs out on this device's clock. The server decides (SPEC: graded there, with a
 * short grace), but a phone's clock may be minutes off: for an attempt that just started, the time left is
 * `deadline_at - started_at` counted from the moment the answer arrived, and that local deadline is kept
 * for a reload. An attempt resumed on another device falls back to this device's clock.
 */
export function localDeadlineFor(
  attempt: OpenAttempt,
  fresh: boolean,
  receivedAt = Date.now(),
): number | null {
  if (!attempt.deadline_at) return null;
  const stored = read(attempt.id)?.localDeadline;
  if (stored) return stored;
  const deadline = Date.parse(attempt.deadline_at);
  const local = fresh ? receivedAt + (deadline - Date.parse(attempt.started_at)) : deadline;
  write(attempt.id, { answers: read(attempt.id)?.answers ?? {}, localDeadline: local });
  return local;
}

/** Answers kept for this tab, so a reload in the middle of a quiz loses nothing. */
export function loadAnswers(attemptId: number): Answers {
  return read(attemptId)?.answers ?? {};
}

export function saveAnswers(attemptId: number, answers: Answers): void {
  write(attemptId, { answers, localDeadline: read(attemptId)?.localDeadline ?? null });
}

export function forgetAttempt(attemptId: number): void {
  try {
    window.sessionStorage.removeItem(KEY(attemptId));
  } catch {
    /* nothing kept */
  }
}

/** The submission body: answered questions only (the server counts the rest as wrong). */
export function toSubmission(answers: Answers): QuizSubmission {
  return {
    answers: Object.entries(answers)
      .filter(([, options]) => options.length > 0)
      .map(([question, options]) => ({ question_id: Number(question), option_ids: options })),
  };
}

/** `12:05` for a countdown; hours only when needed. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
