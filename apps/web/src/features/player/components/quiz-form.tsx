import { useEffect, useMemo, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { LoaderCircle, Timer } from 'lucide-react';
import type { OpenAttempt, QuizForTaking, QuizResult } from '@dokkho/contract/learning';
import { localiseDigits } from '@dokkho/domain/digits';
import { track } from '../../../shared/analytics/track';
import { buttonClasses } from '../../../shared/ui/button';
import { useSubmitQuiz } from '../api/submit-quiz';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../../shared/i18n/format';
import {
  type Answers,
  forgetAttempt,
  formatCountdown,
  loadAnswers,
  localDeadlineFor,
  saveAnswers,
  toSubmission,
} from '../lib/quiz-session';

/** Below this many seconds the countdown turns red and says so to screen readers. */
const WARN_AT_SECONDS = 60;

/** Seconds left until `deadline` (this device's clock), ticking every second; null without a limit. */
function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, (deadline - now) / 1000);
}

function Countdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const warn = seconds <= WARN_AT_SECONDS;
  return (
    <div
      className={clsx(
        'sticky top-0 z-10 -mx-4 flex items-center justify-between gap-3 border-b px-4 py-2 sm:-mx-6 sm:px-6',
        warn ? 'border-danger-600/30 bg-danger-50' : 'border-slate-200 bg-white/95 backdrop-blur',
      )}
    >
      <span className="text-sm font-medium text-slate-700">
        <Trans>Time left</Trans>
      </span>
      <span
        role="timer"
        aria-label={t`Time left`}
        className={clsx(
          'inline-flex items-center gap-1.5 font-mono text-lg font-bold tabular-nums',
          warn ? 'text-danger-700' : 'text-slate-900',
        )}
      >
        <Timer aria-hidden="true" className="size-5" />
        {localiseDigits(formatCountdown(seconds), format.locale)}
      </span>
      <span className="sr-only" aria-live="polite">
        {warn && seconds > 0 ? t`Less than a minute left. Your answers are sent when the time is up.` : ''}
      </span>
    </div>
  );
}

interface QuizFormProps {
  quiz: QuizForTaking;
  attempt: OpenAttempt;
  /** Started just now (not resumed): the time limit is counted from the moment the attempt arrived. */
  fresh: boolean;
  onSubmitted: (result: QuizResult) => void;
}

/**
 * Answering a quiz (issue 4 item 6): one question after another, radio buttons for single choice and
 * checkboxes for multiple, a countdown from the server's deadline that sends the answers at zero, and a
 * confirmation before sending with questions left blank. Answers survive a reload (sessionStorage).
 */
export function QuizForm({ quiz, attempt, fresh, onSubmitted }: QuizFormProps) {
  const { t } = useLingui();
  const format = useFormat();
  const [answers, setAnswers] = useState<Answers>(() => loadAnswers(attempt.id));
  const [confirming, setConfirming] = useState(false);
  const deadline = useMemo(() => localDeadlineFor(attempt, fresh), [attempt, fresh]);
  const secondsLeft = useSecondsLeft(deadline);
  const submit = useSubmitQuiz(quiz.id);
  const autoSent = useRef(false);

  const unanswered = quiz.questions.filter((question) => !(answers[question.id]?.length ?? 0)).length;

  const send = (auto: boolean) => {
    setConfirming(false);
    submit.mutate(
      { attemptId: attempt.id, submission: toSubmission(answers) },
      {
        onSuccess: (result) => {
          forgetAttempt(attempt.id);
          track('quiz_submit', quiz.title, {
            quiz_id: quiz.id,
            course_id: quiz.course_id,
            percent: result.percent,
            passed: result.passed,
            auto,
          });
          onSubmitted(result);
        },
      },
    );
  };

  // Time is up: the answers so far go without asking (the server still allows a short grace).
  const timeUp = secondsLeft !== null && secondsLeft <= 0;
  useEffect(() => {
    if (!timeUp || autoSent.current) return;
    autoSent.current = true;
    send(true);
    // `send` reads the latest answers of this render; it runs once, when the time runs out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp]);

  const choose = (questionId: number, optionId: number, multiple: boolean) => {
    setAnswers((current) => {
      const chosen = current[questionId] ?? [];
      const next = multiple
        ? chosen.includes(optionId)
          ? chosen.filter((id) => id !== optionId)
          : [...chosen, optionId]
        : [optionId];
      const updated = { ...current, [questionId]: next };
      saveAnswers(attempt.id, updated);
      return updated;
    });
  };

  return (
    <form
      aria-label={quiz.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (unanswered > 0) setConfirming(true);
        else send(false);
      }}
      className="space-y-6"
    >
      {secondsLeft !== null ? <Countdown seconds={secondsLeft} /> : null}
      <ol className="space-y-6">
        {quiz.questions.map((question, index) => {
          const multiple = question.kind === 'multiple';
          const chosen = answers[question.id] ?? [];
          const questionNumber = format.number(index + 1);
          const questionCount = format.number(quiz.questions.length);
          const prompt = question.prompt;
          return (
            <li key={question.id}>
              <fieldset className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
                <legend className="sr-only">
                  <Trans>
                    Question {questionNumber}: {prompt}
                  </Trans>
                </legend>
                <p className="text-sm font-semibold text-primary-700">
                  <Trans>
                    Question {questionNumber} of {questionCount}
                  </Trans>
                </p>
                <p aria-hidden="true" className="mt-1 text-lg font-semibold text-slate-900">
                  {question.prompt}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {multiple ? t`Choose all that apply` : t`Choose one answer`}
                </p>
                <div className="mt-4 space-y-2">
                  {question.options.map((option) => {
                    const checked = chosen.includes(option.id);
                    return (
                      <label
                        key={option.id}
                        className={clsx(
                          'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                          checked
                            ? 'border-primary-600 bg-primary-50 text-primary-900'
                            : 'border-slate-200 text-slate-800 hover:border-primary-300',
                        )}
                      >
                        <input
                          type={multiple ? 'checkbox' : 'radio'}
                          name={`question-${question.id}`}
                          value={option.id}
                          checked={checked}
                          onChange={() => choose(question.id, option.id, multiple)}
                          disabled={submit.isPending}
                          className="size-5 shrink-0 accent-primary-700"
                        />
                        <span className="min-w-0 flex-1 break-words">{option.text}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>

      {submit.error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {submit.error.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-600 sm:flex-1">
          {unanswered === 0
            ? t`Every question answered.`
            : t`${plural(unanswered, { one: '# question', other: '# questions' })} not answered yet.`}
        </p>
        <button type="submit" disabled={submit.isPending} className={buttonClasses({ size: 'lg' })}>
          {submit.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              <Trans>Sending your answers…</Trans>
            </>
          ) : (
            t`Submit answers`
          )}
        </button>
      </div>

      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 animate-dialog-in rounded-card bg-white p-6 shadow-raised focus:outline-none">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              <Trans>Submit with unanswered questions?</Trans>
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              <Trans>
                You have not answered <Plural value={unanswered} one="# question" other="# questions" />.
                Unanswered questions score no points, and you cannot change your answers after submitting.
              </Trans>
            </Dialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className={buttonClasses({ variant: 'secondary' })}>
                  <Trans>Keep answering</Trans>
                </button>
              </Dialog.Close>
              <button type="button" onClick={() => send(false)} className={buttonClasses()}>
                <Trans>Submit anyway</Trans>
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </form>
  );
}
