import clsx from 'clsx';
import { CircleCheck, CircleX, Info, PartyPopper, RotateCcw } from 'lucide-react';
import type { QuizForTaking, QuizResult } from '@dokkho/contract/learning';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

function OptionMark({ chosen, correct }: { chosen: boolean; correct: boolean }) {
  const { t } = useLingui();
  if (correct) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-success-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        {chosen ? t`Your answer · correct` : t`Correct answer`}
      </span>
    );
  }
  if (chosen) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-danger-700">
        <CircleX aria-hidden="true" className="size-4" />
        <Trans>Your answer</Trans>
      </span>
    );
  }
  return null;
}

/** The score at the top of the result. */
export function ResultSummary({ result }: { result: QuizResult }) {
  const { t } = useLingui();
  const format = useFormat();
  const score = format.number(result.score);
  const maxScore = format.number(result.max_score);
  const passMark = format.number(result.pass_percent);
  return (
    <section
      aria-labelledby="quiz-result-heading"
      className={clsx(
        'rounded-card p-5 ring-1 sm:p-6',
        result.passed ? 'bg-success-50 ring-success-600/30' : 'bg-warning-50 ring-accent-300',
      )}
    >
      <h2 id="quiz-result-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        {result.passed ? (
          <PartyPopper aria-hidden="true" className="size-6 text-success-700" />
        ) : (
          <RotateCcw aria-hidden="true" className="size-6 text-warning-700" />
        )}
        {result.passed ? t`You passed!` : t`Not passed this time`}
      </h2>
      <p className="mt-3 text-4xl font-bold text-slate-900 tabular-nums">{format.number(result.percent)}%</p>
      <p className="mt-1 text-slate-700">
        <Trans>
          {score} of {maxScore} points · pass mark {passMark}%
        </Trans>
      </p>
      {result.late ? (
        <p className="mt-3 flex gap-2 text-sm text-danger-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>These answers arrived after the time limit, so they could not score.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Every question with the learner's answers and the right ones, now that the server has graded the
 * attempt and revealed them (issue 4 item 6: the answers never reach the browser before submission).
 */
export function ResultReview({ quiz, result }: { quiz: QuizForTaking; result: QuizResult }) {
  const { t } = useLingui();
  const format = useFormat();
  const graded = new Map(result.questions.map((question) => [question.id, question]));
  return (
    <section aria-labelledby="quiz-review-heading">
      <h2 id="quiz-review-heading" className="text-lg font-bold text-slate-900">
        <Trans>Your answers</Trans>
      </h2>
      <ol className="mt-4 space-y-4">
        {quiz.questions.map((question, index) => {
          const mark = graded.get(question.id);
          const chosen = new Set(mark?.chosen_option_ids ?? []);
          const correct = new Set(mark?.correct_option_ids ?? []);
          const questionNumber = format.number(index + 1);
          return (
            <li key={question.id} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5">
              <p className="flex items-center gap-2 text-sm font-semibold">
                {mark?.correct ? (
                  <span className="inline-flex items-center gap-1 text-success-700">
                    <CircleCheck aria-hidden="true" className="size-4" />
                    <Trans>Correct</Trans>
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-danger-700">
                    <CircleX aria-hidden="true" className="size-4" />
                    {chosen.size === 0 ? t`Not answered` : t`Incorrect`}
                  </span>
                )}
                <span className="text-slate-500">
                  <Trans>· Question {questionNumber}</Trans>
                </span>
              </p>
              <p className="mt-1 font-semibold text-slate-900">{question.prompt}</p>
              <ul className="mt-3 space-y-2">
                {question.options.map((option) => (
                  <li
                    key={option.id}
                    className={clsx(
                      'flex flex-col gap-1 rounded-lg border px-3 py-2 sm:flex-row sm:items-center sm:justify-between',
                      correct.has(option.id)
                        ? 'border-success-600/40 bg-success-50'
                        : chosen.has(option.id)
                          ? 'border-danger-600/40 bg-danger-50'
                          : 'border-slate-200',
                    )}
                  >
                    <span className="break-words text-slate-800">{option.text}</span>
                    <OptionMark chosen={chosen.has(option.id)} correct={correct.has(option.id)} />
                  </li>
                ))}
              </ul>
              {mark?.explanation ? (
                <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  <span className="font-semibold">
                    <Trans>Why:</Trans>{' '}
                  </span>
                  {mark.explanation}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
