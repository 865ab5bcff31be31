import { CircleCheck, Clock, EyeOff, Lock, ThumbsUp } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { QuestionSummary } from '@dokkho/contract/questions';

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The state of a question at a glance: answered or waiting, helpful, private, hidden by staff. */
export function QuestionBadges({ question }: { question: QuestionSummary }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {question.answered ? (
        <span className={`${badge} bg-success-50 text-success-700`}>
          <CircleCheck aria-hidden="true" className="size-3.5" />
          <Trans>Answered</Trans>
        </span>
      ) : (
        <span className={`${badge} bg-accent-50 text-accent-800`}>
          <Clock aria-hidden="true" className="size-3.5" />
          <Trans>Waiting for an answer</Trans>
        </span>
      )}
      {question.helpful ? (
        <span className={`${badge} bg-primary-50 text-primary-800`}>
          <ThumbsUp aria-hidden="true" className="size-3.5" />
          <Trans>Helpful answer</Trans>
        </span>
      ) : null}
      {question.visibility === 'private' ? (
        <span className={`${badge} bg-slate-100 text-slate-700`}>
          <Lock aria-hidden="true" className="size-3.5" />
          <Trans>Private</Trans>
        </span>
      ) : null}
      {question.hidden ? (
        <span className={`${badge} bg-danger-50 text-danger-700`}>
          <EyeOff aria-hidden="true" className="size-3.5" />
          <Trans>Hidden by staff</Trans>
        </span>
      ) : null}
    </span>
  );
}
