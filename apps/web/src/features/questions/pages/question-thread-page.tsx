import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useQuestionThread } from '../api/get-question-thread';
import { ThreadView } from '../components/thread-view';
import { MY_QUESTIONS_PATH, parseId } from '../lib/paths';

/**
 * /newDashboard/query-details/{id} (issue 17 item 6): a question and its answers. The asker marks an answer
 * helpful and follows up; classmates upvote and add to it; the instructor answers.
 */
export function QuestionThreadPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const questionId = parseId(id);
  const thread = useQuestionThread(questionId);
  usePageTitle(thread.data?.title);

  const back = (
    <Link
      to={MY_QUESTIONS_PATH}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Your questions</Trans>
    </Link>
  );

  if (questionId === null || thread.isError) {
    return (
      <>
        {back}
        <LoadErrorNotice
          title={t`We couldn’t load this question`}
          error={thread.error ?? new Error(t`This question does not exist.`)}
          onRetry={() => void thread.refetch()}
          isRetrying={thread.isFetching}
          notFound={{
            title: t`This question is not here`,
            action: (
              <Link to={MY_QUESTIONS_PATH} className={buttonClasses()}>
                <Trans>See your questions</Trans>
              </Link>
            ),
          }}
        />
      </>
    );
  }
  if (!thread.data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span className="sr-only" role="status">
          <Trans>Loading the question</Trans>
        </span>
        <Skeleton className="h-44 w-full rounded-card" />
        <Skeleton className="h-28 w-full rounded-card" />
      </div>
    );
  }
  return (
    <>
      {back}
      <ThreadView thread={thread.data} />
    </>
  );
}
