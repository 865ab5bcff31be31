import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyQuestions, type QuestionListFilter } from '../api/get-my-questions';
import { AskAboutCourse } from '../components/ask-about-course';
import { FilterTabs } from '../components/filter-tabs';
import { LoadMore } from '../components/load-more';
import { QuestionCard } from '../components/question-card';
import { QuestionsIllustration } from '../components/questions-illustration';

/**
 * /newDashboard/query (issue 17 item 6): the learner's questions on every course, newest first, with
 * their state (answered or waiting, a helpful answer). They are asked from a lesson in the player.
 */
export function MyQuestionsPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<QuestionListFilter>('all');
  const list = useMyQuestions(filter);
  const questions = list.data?.pages.flatMap((page) => page.results);

  let body: ReactNode;
  if (questions && questions.length === 0) {
    body =
      filter === 'unanswered' ? (
        <Notice
          illustration={<QuestionsIllustration />}
          title={t`Every question has an answer`}
          description={t`Nothing is waiting for your instructor right now.`}
        />
      ) : (
        <Notice
          illustration={<QuestionsIllustration />}
          title={t`No questions yet`}
          description={t`Stuck on a lesson? Open it and use “Ask a question” under the lesson: your instructor answers here.`}
        >
          <Link to="/newDashboard/courses" className={buttonClasses({ variant: 'accent' })}>
            <BookOpen aria-hidden="true" className="size-4" />
            <Trans>Go to my courses</Trans>
          </Link>
        </Notice>
      );
  } else if (questions) {
    body = (
      <>
        <ul className="space-y-3">
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionCard question={question} />
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
        title={t`We couldn’t load your questions`}
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your questions</Trans>
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 w-full rounded-card" />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Your questions`}
        description={t`What you asked your instructors, and their answers.`}
      />
      <AskAboutCourse />
      <FilterTabs value={filter} onChange={setFilter} />
      {body}
    </>
  );
}
