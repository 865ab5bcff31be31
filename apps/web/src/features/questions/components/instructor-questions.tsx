import { useState, type ReactNode } from 'react';
import { MessageSquareReply } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionSummary } from '@dokkho/contract/questions';
import { Button } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useInstructorQuestions } from '../api/get-instructor-questions';
import type { QuestionListFilter } from '../api/get-my-questions';
import { FilterTabs } from './filter-tabs';
import { LoadMore } from './load-more';
import { QuestionCard } from './question-card';
import { QuestionsIllustration } from './questions-illustration';
import { ReplyForm } from './reply-form';

function AnswerInline({ question }: { question: QuestionSummary }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState<string | null>(null);
  const title = question.title;
  if (posted && !open) {
    return (
      <p
        role="status"
        className="mt-3 rounded-lg bg-success-50 px-3 py-2 text-sm font-semibold text-success-700"
      >
        {posted}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        size="sm"
        variant={question.answered ? 'secondary' : 'primary'}
        className="mt-3"
        onClick={() => setOpen(true)}
        aria-label={t`Answer “${title}”`}
      >
        <MessageSquareReply aria-hidden="true" className="size-4" />
        {question.answered ? <Trans>Add an answer</Trans> : <Trans>Answer</Trans>}
      </Button>
    );
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <ReplyForm
        questionId={question.id}
        label={t`Your answer to “${title}”`}
        submitLabel={t`Post answer`}
        autoFocus
        onPosted={(answer) => {
          setPosted(answer.detail);
          setOpen(false);
        }}
      />
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => setOpen(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

/**
 * The instructor's questions (issue 17 item 6): every question on the courses they teach, the unanswered
 * first, each answered inline. One course's only with `courseId` (the course-details page).
 */
export function InstructorQuestions({ courseId }: { courseId?: number }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<QuestionListFilter>('all');
  const list = useInstructorQuestions({ filter, courseId });
  const questions = list.data?.pages.flatMap((page) => page.results);

  let body: ReactNode;
  if (questions && questions.length === 0) {
    body = (
      <Notice
        illustration={<QuestionsIllustration />}
        title={filter === 'unanswered' ? t`You are all caught up` : t`No questions yet`}
        description={
          filter === 'unanswered'
            ? t`Every question from your learners has an answer.`
            : t`When your learners ask about a lesson or a course, their questions appear here.`
        }
      />
    );
  } else if (questions) {
    body = (
      <>
        <ul className="space-y-3">
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} showCourse={courseId === undefined}>
                <AnswerInline question={question} />
              </QuestionCard>
            </li>
          ))}
        </ul>
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      </>
    );
  } else if (list.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your learners’ questions`}
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading questions</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-card" />
        ))}
      </div>
    );
  }
  return (
    <div>
      <FilterTabs value={filter} onChange={setFilter} />
      {body}
    </div>
  );
}
