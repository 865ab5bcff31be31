import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ArrowBigUp,
  BadgeCheck,
  Eye,
  EyeOff,
  GraduationCap,
  ShieldCheck,
  ThumbsUp,
  Trash2,
} from 'lucide-react';
import clsx from 'clsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { QuestionAnswer, QuestionThread } from '@dokkho/contract/questions';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { dangerButtonClasses } from '../../../shared/ui/danger-button';
import { FormAlert } from '../../../shared/ui/form-alert';
import {
  useDeleteQuestion,
  useHideAnswer,
  useHideQuestion,
  useMarkHelpful,
  useUpvote,
} from '../api/question-mutations';
import { MY_QUESTIONS_PATH } from '../lib/paths';
import { QuestionBadges } from './question-badges';
import { ReplyForm } from './reply-form';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof Error ? error.message : fallback;
}

function RoleTag({ role }: { role: QuestionAnswer['role'] }) {
  if (role === 'instructor') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
        <GraduationCap aria-hidden="true" className="size-3.5" />
        <Trans>Instructor</Trans>
      </span>
    );
  }
  if (role === 'staff') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-3.5" />
        <Trans>Dokkho team</Trans>
      </span>
    );
  }
  return null;
}

function AnswerItem({ thread, answer }: { thread: QuestionThread; answer: QuestionAnswer }) {
  const { t } = useLingui();
  const format = useFormat();
  const mark = useMarkHelpful();
  const when = format.relative(answer.created_at);
  const canMark = thread.can.mark_helpful && !answer.is_mine && !answer.hidden;
  return (
    <li
      className={clsx(
        'rounded-card bg-white p-4 shadow-card sm:p-5',
        answer.is_helpful && 'ring-2 ring-success-600',
        answer.hidden && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{answer.author.name}</span>
        <RoleTag role={answer.role} />
        <span className="text-slate-500">{when}</span>
        {answer.is_helpful ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            <Trans>Marked helpful by the asker</Trans>
          </span>
        ) : null}
        {answer.hidden ? (
          <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
            <Trans>Hidden by staff</Trans>
          </span>
        ) : null}
      </div>
      <p className="mt-2 leading-7 break-words whitespace-pre-line text-slate-800">{answer.body}</p>
      {thread.can.moderate ? <HideAnswerButton answer={answer} /> : null}
      {canMark ? (
        <div className="mt-3">
          <Button
            size="sm"
            variant={answer.is_helpful ? 'secondary' : 'primary'}
            disabled={mark.isPending}
            aria-pressed={answer.is_helpful}
            onClick={() =>
              mark.mutate({ questionId: thread.id, answerId: answer.is_helpful ? null : answer.id })
            }
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            {answer.is_helpful ? <Trans>Remove helpful mark</Trans> : <Trans>Mark as helpful</Trans>}
          </Button>
          {mark.isError ? (
            <div className="mt-2">
              <FormAlert>{errorText(mark.error, t`Something went wrong. Please try again.`)}</FormAlert>
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Staff: hide an abusive answer, or show it again. */
function HideAnswerButton({ answer }: { answer: QuestionAnswer }) {
  const { t } = useLingui();
  const hide = useHideAnswer();
  return (
    <div className="mt-3">
      <Button
        size="sm"
        variant="secondary"
        disabled={hide.isPending}
        onClick={() => hide.mutate({ answerId: answer.id, hidden: !answer.hidden })}
      >
        {answer.hidden ? (
          <Eye aria-hidden="true" className="size-4" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4" />
        )}
        {answer.hidden ? <Trans>Show answer</Trans> : <Trans>Hide answer</Trans>}
      </Button>
      {hide.isError ? (
        <div className="mt-2">
          <FormAlert>{errorText(hide.error, t`Something went wrong. Please try again.`)}</FormAlert>
        </div>
      ) : null}
    </div>
  );
}

/** The asker's delete (while the edit window is open and nobody answered) and staff's hide. */
function QuestionActions({ thread }: { thread: QuestionThread }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteQuestion();
  const hide = useHideQuestion();
  if (!thread.can.edit && !thread.can.moderate) return null;
  const failed = remove.error ?? hide.error;
  return (
    <div className="mt-4 space-y-2 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap gap-2">
        {thread.can.moderate ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={hide.isPending}
            onClick={() => hide.mutate({ questionId: thread.id, hidden: !thread.hidden })}
          >
            {thread.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )}
            {thread.hidden ? <Trans>Show question</Trans> : <Trans>Hide question</Trans>}
          </Button>
        ) : null}
        {thread.can.edit && !confirming ? (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Delete question</Trans>
          </Button>
        ) : null}
        {thread.can.edit && confirming ? (
          <>
            <button
              type="button"
              className={dangerButtonClasses()}
              disabled={remove.isPending}
              onClick={() => remove.mutate(thread.id, { onSuccess: () => void navigate(MY_QUESTIONS_PATH) })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Yes, delete it</Trans>
            </button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </>
        ) : null}
      </div>
      {failed ? <FormAlert>{errorText(failed, t`Something went wrong. Please try again.`)}</FormAlert> : null}
    </div>
  );
}

/** A question and its answers: upvote, mark an answer helpful (the asker), answer or follow up. */
export function ThreadView({ thread }: { thread: QuestionThread }) {
  const { t } = useLingui();
  const format = useFormat();
  const upvote = useUpvote();
  const when = format.dateTime(thread.created_at);
  const author = thread.author.name;
  return (
    <div className="space-y-6">
      <section aria-labelledby="question-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
        <QuestionBadges question={thread} />
        <h1
          id="question-title"
          className="mt-3 text-xl leading-snug font-bold text-balance break-words text-slate-900 sm:text-2xl"
        >
          {thread.title}
        </h1>
        <p className="mt-1 text-sm break-words text-slate-600">
          {thread.course.title}
          {thread.lesson ? <> · {thread.lesson.title}</> : null}
        </p>
        {thread.body ? (
          <p className="mt-4 leading-7 break-words whitespace-pre-line text-slate-800">{thread.body}</p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-500">
            {thread.is_mine ? (
              <Trans>
                You asked on <time dateTime={thread.created_at}>{when}</time>
              </Trans>
            ) : (
              <Trans>
                {author} asked on <time dateTime={thread.created_at}>{when}</time>
              </Trans>
            )}
          </p>
          {thread.can.upvote ? (
            <Button
              size="sm"
              variant={thread.upvoted ? 'primary' : 'secondary'}
              aria-pressed={thread.upvoted}
              disabled={upvote.isPending}
              onClick={() => upvote.mutate({ questionId: thread.id, upvoted: !thread.upvoted })}
              aria-label={thread.upvoted ? t`Take back your upvote` : t`Upvote this question`}
            >
              <ArrowBigUp aria-hidden="true" className="size-4" />
              <Plural value={thread.upvotes_count} one="# upvote" other="# upvotes" />
            </Button>
          ) : (
            <span className="inline-flex items-center gap-1 text-sm text-slate-500">
              <ArrowBigUp aria-hidden="true" className="size-4" />
              <Plural value={thread.upvotes_count} one="# upvote" other="# upvotes" />
            </span>
          )}
        </div>
        <QuestionActions thread={thread} />
        {upvote.isError ? (
          <div className="mt-3">
            <FormAlert>{errorText(upvote.error, t`Something went wrong. Please try again.`)}</FormAlert>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="mb-3 text-lg font-bold text-slate-900">
          {thread.answers.length === 0 ? <Trans>No answers yet</Trans> : <Trans>Answers</Trans>}
        </h2>
        {thread.answers.length === 0 ? (
          <p className="rounded-card bg-white p-4 text-slate-600 shadow-card">
            {thread.is_mine ? (
              <Trans>Your question is in your instructor’s list. Their answer will appear here.</Trans>
            ) : (
              <Trans>Nobody has answered yet. If you know, help a classmate out.</Trans>
            )}
          </p>
        ) : (
          <ul className="space-y-3">
            {thread.answers.map((answer) => (
              <AnswerItem key={answer.id} thread={thread} answer={answer} />
            ))}
          </ul>
        )}
      </section>

      {thread.can.reply ? (
        <section aria-labelledby="reply-heading" className="rounded-card bg-white p-4 shadow-card sm:p-6">
          <h2 id="reply-heading" className="mb-3 text-lg font-bold text-slate-900">
            {thread.is_mine ? <Trans>Add more detail</Trans> : <Trans>Your answer</Trans>}
          </h2>
          <ReplyForm
            questionId={thread.id}
            label={thread.is_mine ? t`A follow-up for your instructor` : t`Write your answer`}
            submitLabel={thread.is_mine ? t`Post follow-up` : t`Post answer`}
          />
        </section>
      ) : null}
    </div>
  );
}
