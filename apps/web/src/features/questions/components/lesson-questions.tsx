import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, MessageCircleQuestion } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { QuestionResponse } from '@dokkho/contract/questions';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { RetryButton } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCourseQuestions } from '../api/get-course-questions';
import { MY_QUESTIONS_PATH, questionPath } from '../lib/paths';
import { AskForm } from './ask-form';
import { LoadMore } from './load-more';
import { QuestionCard } from './question-card';

/**
 * The player's "Questions" panel (issue 17 item 6): the lesson's public questions (and the learner's own
 * private ones), and a form to ask one. Only enrolled learners, the instructor and staff see it: the API
 * says 403 to anyone else, and the panel then says nothing.
 */
export function LessonQuestions({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState<QuestionResponse | null>(null);
  const list = useCourseQuestions({ courseId, lessonId });
  const questions = list.data?.pages.flatMap((page) => page.results) ?? [];

  if (list.error instanceof ApiError && list.error.status === 403) return null;

  return (
    <section aria-labelledby="lesson-questions" className="border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lesson-questions" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <MessageCircleQuestion aria-hidden="true" className="size-5 text-primary-700" />
          <Trans>Questions on this lesson</Trans>
        </h2>
        {!asking ? (
          <Button
            variant="accent"
            size="sm"
            onClick={() => {
              setAsked(null);
              setAsking(true);
            }}
          >
            <Trans>Ask a question</Trans>
          </Button>
        ) : null}
      </div>
      {asked ? (
        <div role="status" className="mt-4 rounded-lg bg-success-50 p-3 text-sm text-success-700">
          <p className="flex items-center gap-1.5 font-semibold">
            <CircleCheck aria-hidden="true" className="size-4" />
            {asked.detail}
          </p>
          <p className="mt-1 text-slate-700">
            <Link to={questionPath(asked.question.id)} className="font-semibold text-primary-800 underline">
              <Trans>Open your question</Trans>
            </Link>{' '}
            ·{' '}
            <Link to={MY_QUESTIONS_PATH} className="text-primary-800 underline">
              <Trans>All your questions</Trans>
            </Link>
          </p>
        </div>
      ) : null}
      {asking ? (
        <div className="mt-4 rounded-card bg-white p-4 shadow-card sm:p-5">
          <AskForm
            courseId={courseId}
            lessonId={lessonId}
            onAsked={(answer) => {
              setAsked(answer);
              setAsking(false);
            }}
            onCancel={() => setAsking(false)}
          />
        </div>
      ) : null}
      <div className="mt-4">
        {list.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only" role="status">
              <Trans>Loading questions</Trans>
            </span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : list.isError ? (
          <div className="space-y-3">
            <FormAlert>
              {t`We couldn’t load the questions.`} {list.error.message}
            </FormAlert>
            <RetryButton onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
          </div>
        ) : questions.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>
              No questions on this lesson yet. Stuck on something? Ask: your instructor answers here.
            </Trans>
          </p>
        ) : (
          <>
            <ul className="space-y-3">
              {questions.map((question) => (
                <li key={question.id}>
                  <QuestionCard question={question} showCourse={false} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              onLoad={() => void list.fetchNextPage()}
            />
          </>
        )}
      </div>
    </section>
  );
}
