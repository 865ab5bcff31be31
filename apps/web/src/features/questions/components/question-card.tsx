import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowBigUp, MessageSquare } from 'lucide-react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { QuestionSummary } from '@dokkho/contract/questions';
import { useFormat } from '../../../shared/i18n/format';
import { questionPath } from '../lib/paths';
import { QuestionBadges } from './question-badges';

/** One question in a list: its title (the link to the thread), where it was asked, state and counts. */
export function QuestionCard({
  question,
  showCourse = true,
  children,
}: {
  question: QuestionSummary;
  showCourse?: boolean;
  /** Under the card: the instructor's inline answer form. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const when = format.relative(question.created_at);
  const author = question.author.name;
  return (
    <article className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <QuestionBadges question={question} />
      <h3 className="mt-2 font-bold text-balance break-words text-slate-900">
        <Link to={questionPath(question.id)} className="hover:text-primary-800 hover:underline">
          {question.title}
        </Link>
      </h3>
      {showCourse ? (
        <p className="mt-1 text-sm break-words text-slate-600">
          {question.course.title}
          {question.lesson ? <> · {question.lesson.title}</> : null}
        </p>
      ) : null}
      {question.body ? (
        <p className="mt-2 line-clamp-2 text-sm break-words whitespace-pre-line text-slate-700">
          {question.body}
        </p>
      ) : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
        <span>{question.is_mine ? t`You asked ${when}` : t`${author} asked ${when}`}</span>
        <span className="inline-flex items-center gap-1" title={t`Answers`}>
          <MessageSquare aria-hidden="true" className="size-4" />
          <Plural value={question.answers_count} one="# answer" other="# answers" />
        </span>
        <span className="inline-flex items-center gap-1">
          <ArrowBigUp aria-hidden="true" className="size-4" />
          <Plural value={question.upvotes_count} one="# upvote" other="# upvotes" />
        </span>
      </p>
      {children}
    </article>
  );
}
