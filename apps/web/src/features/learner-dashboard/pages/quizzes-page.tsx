import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Clock, ListChecks, Sparkles } from 'lucide-react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { EnrolledCourse, QuizSummary } from '@dokkho/contract/learning';
import { useFormat, type Formatters } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice, RetryButton } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCoursesQuizzes } from '../api/get-course-quizzes';
import { useEnrolledCourses } from '../api/get-enrolled-courses';
import { ChecklistIllustration } from '../components/illustrations';
import { ALL_COURSES_PATH, FREE_COURSES_PATH, GRADES_PATH, quizPath } from '../lib/paths';

function attemptsText(quiz: QuizSummary, i18n: I18n, format: Formatters): string {
  const used = quiz.attempts_used;
  const allowed = quiz.max_attempts === null ? '' : format.number(quiz.max_attempts);
  if (used === 0) {
    return quiz.max_attempts === null
      ? i18n._(msg`No attempts yet`)
      : i18n._(msg`No attempts yet (${allowed} allowed)`);
  }
  if (quiz.max_attempts === null) {
    return i18n._(msg`${plural(used, { one: '# attempt', other: '# attempts' })}`);
  }
  const usedShown = format.number(used);
  return i18n._(msg`${usedShown} of ${allowed} attempts used`);
}

/** What the quiz button says: start, retake while attempts remain and not passed, else look at it. */
export function quizAction(quiz: QuizSummary): MessageDescriptor {
  if (quiz.attempts_used === 0) return msg`Start quiz`;
  const attemptsLeft = quiz.max_attempts === null || quiz.attempts_used < quiz.max_attempts;
  return !quiz.passed && attemptsLeft ? msg`Try again` : msg`View quiz`;
}

function QuizRow({ quiz }: { quiz: QuizSummary }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const minutes = quiz.time_limit_seconds ? format.number(Math.round(quiz.time_limit_seconds / 60)) : null;
  const passMark = format.number(quiz.pass_percent);
  const action = i18n._(quizAction(quiz));
  const quizTitle = quiz.title;
  const questionCount = quiz.question_count;
  const bestPercent = quiz.best_percent === null ? '' : format.number(quiz.best_percent);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-5">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-slate-900">{quiz.title}</h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>
            <Plural value={questionCount} one="# question" other="# questions" />
          </span>
          {minutes ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              <Trans>{minutes} min</Trans>
            </span>
          ) : null}
          <span>
            <Trans>Pass mark {passMark}%</Trans>
          </span>
          <span>{attemptsText(quiz, i18n, format)}</span>
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        {quiz.best_percent !== null ? (
          <span className="text-sm text-slate-700">
            <Trans>
              Best <span className="font-bold text-slate-900 tabular-nums">{bestPercent}%</span>
            </Trans>
            {quiz.passed ? (
              <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">
                <CircleCheck aria-hidden="true" className="size-3.5" />
                <Trans>Passed</Trans>
              </span>
            ) : (
              <span className="ml-2 rounded-full bg-warning-50 px-2 py-0.5 text-xs font-semibold text-warning-700">
                <Trans>Not passed yet</Trans>
              </span>
            )}
          </span>
        ) : null}
        <Link
          to={quizPath(quiz.id)}
          aria-label={t`${action}: ${quizTitle}`}
          className={buttonClasses({
            variant: quiz.attempts_used === 0 ? 'primary' : 'secondary',
            size: 'sm',
          })}
        >
          {action}
        </Link>
      </div>
    </li>
  );
}

function CourseQuizzes({
  entry,
  query,
}: {
  entry: EnrolledCourse;
  query: ReturnType<typeof useCoursesQuizzes>[number];
}) {
  const id = `quizzes-${entry.course.id}`;
  let content: ReactNode;
  if (query.data && query.data.length > 0) {
    content = (
      <ul className="divide-y divide-slate-100">
        {query.data.map((quiz) => (
          <QuizRow key={quiz.id} quiz={quiz} />
        ))}
      </ul>
    );
  } else if (query.data) {
    content = (
      <p className="text-sm text-slate-600">
        <Trans>This course has no quizzes.</Trans>
      </p>
    );
  } else if (query.isError) {
    content = (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="alert" className="text-sm text-danger-700">
          {query.error.message}
        </p>
        <RetryButton onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </div>
    );
  } else {
    content = (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold break-words text-slate-900">
        {entry.course.title}
      </h2>
      {content}
    </section>
  );
}

/**
 * /newDashboard/quiz (issue 4 item 6): every quiz of every enrolled course, with the learner's attempts and
 * best score, each leading to /quiz/{id}. One call per course, so one slow course does not hold the rest.
 */
export function QuizzesPage() {
  const { t } = useLingui();
  const enrolled = useEnrolledCourses();
  const courses = enrolled.data;
  const courseIds = useMemo(() => courses?.map((entry) => entry.course.id) ?? [], [courses]);
  const quizzes = useCoursesQuizzes(courseIds);

  let body: ReactNode;
  if (courses && courses.length === 0) {
    body = (
      <Notice
        illustration={<ChecklistIllustration />}
        title={t`No quizzes yet`}
        description={t`Quizzes come with your courses. Enrol in a course to test what you learn as you go.`}
      >
        <Link to={FREE_COURSES_PATH} className={buttonClasses({ variant: 'accent' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Browse free courses</Trans>
        </Link>
        <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See all courses</Trans>
        </Link>
      </Notice>
    );
  } else if (courses) {
    body = (
      <div className="space-y-4">
        {courses.map((entry, index) => (
          <CourseQuizzes key={entry.course.id} entry={entry} query={quizzes[index]!} />
        ))}
      </div>
    );
  } else if (enrolled.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your quizzes`}
        error={enrolled.error}
        onRetry={() => void enrolled.refetch()}
        isRetrying={enrolled.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your quizzes</Trans>
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading
        title={t`Quizzes`}
        description={t`Test what you learned. Your best score counts.`}
        actions={
          <Link to={GRADES_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <ListChecks aria-hidden="true" className="size-4" />
            <Trans>See grades</Trans>
          </Link>
        }
      />
      {body}
    </>
  );
}
