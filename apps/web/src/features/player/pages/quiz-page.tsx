import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import { ArrowLeft, ArrowRight, ClipboardCheck, LoaderCircle, LogIn, RefreshCw } from 'lucide-react';
import { ApiError, NO_RESPONSE_MESSAGE } from '@dokkho/contract/errors';
import type { OpenAttempt, QuizForTaking, QuizInfo, QuizResult } from '@dokkho/contract/learning';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration, UnpluggedIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useCourseModules } from '../api/get-course-modules';
import { useQuiz } from '../api/get-quiz';
import { useQuizInfo } from '../api/get-quiz-info';
import { useQuizAttempt } from '../api/get-quiz-attempt';
import { useStartQuiz } from '../api/start-quiz';
import { CertificateCallToAction } from '../components/certificate-cta';
import { LockedLessonIllustration } from '../components/illustrations';
import { QuizForm } from '../components/quiz-form';
import { ResultReview, ResultSummary } from '../components/quiz-result-view';
import { parseId } from '../lib/format';

const courseHref = (courseId: number) => `/courseDetails/${courseId}`;

function attemptsLeft(quiz: QuizForTaking): number | null {
  return quiz.max_attempts === null ? null : Math.max(0, quiz.max_attempts - quiz.attempts_used);
}

function Frame({ info, children }: { info: QuizInfo; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
      <Link
        to={courseHref(info.course_id)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {info.course_title}
      </Link>
      <p className="mt-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-primary-700 uppercase">
        <ClipboardCheck aria-hidden="true" className="size-4" />
        <Trans>Quiz</Trans>
      </p>
      <h1 className="mt-1 text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl">
        {info.title}
      </h1>
      {info.description ? <p className="mt-2 text-slate-700">{info.description}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The quiz's rules, and the learner's record once known. */
function Facts({ info, quiz }: { info: QuizInfo; quiz?: QuizForTaking }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const left = quiz ? attemptsLeft(quiz) : null;

  /** A time limit in words: 600 -> "10 minutes", 90 -> "1 min 30 s", 3600 -> "1 hour". */
  const timeLimit = (totalSeconds: number): string => {
    const minutes = Math.floor(totalSeconds / 60);
    const seconds = totalSeconds % 60;
    if (minutes >= 60 && minutes % 60 === 0 && seconds === 0) {
      const hours = minutes / 60;
      return t`${plural(hours, { one: '# hour', other: '# hours' })}`;
    }
    if (seconds === 0) return t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;
    const minutesText = format.number(minutes);
    const secondsText = format.number(seconds);
    return minutes > 0 ? t`${minutesText} min ${secondsText} s` : t`${secondsText} seconds`;
  };

  const used = quiz ? format.number(quiz.attempts_used) : '';
  const leftText = format.number(left ?? 0);
  const allowed = format.number(info.max_attempts ?? 0);
  const facts: [MessageDescriptor, string][] = [
    [msg`Questions`, format.number(info.question_count)],
    [msg`Time limit`, info.time_limit_seconds ? timeLimit(info.time_limit_seconds) : t`No time limit`],
    [msg`Pass mark`, `${format.number(info.pass_percent)}%`],
    [
      msg`Attempts`,
      quiz
        ? info.max_attempts === null
          ? t`${used} used · no limit`
          : t`${used} used · ${leftText} left`
        : info.max_attempts === null
          ? t`No limit`
          : t`${allowed} allowed`,
    ],
    ...(quiz
      ? ([
          [
            msg`Best score`,
            quiz.best_percent === null ? t`Not taken yet` : `${format.number(quiz.best_percent)}%`,
          ],
        ] as [MessageDescriptor, string][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term.id} className="rounded-card border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{i18n._(term)}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FactsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

/** Where "Back to the course" goes: the next lesson to take in the player, else the course page. */
function BackToCourse({ courseId, className }: { courseId: number; className?: string }) {
  const outline = useCourseModules(courseId);
  const lesson = outline.data?.resume_lesson_id;
  return (
    <Link
      to={lesson ? `/lessons/${lesson}` : courseHref(courseId)}
      className={buttonClasses({ variant: 'secondary', className })}
    >
      <Trans>Back to the course</Trans>
    </Link>
  );
}

type Phase =
  | { kind: 'intro' }
  | { kind: 'taking'; attempt: OpenAttempt; fresh: boolean }
  | { kind: 'result'; result: QuizResult; quiz: QuizForTaking };

function QuizRunner({ info, quiz }: { info: QuizInfo; quiz: QuizForTaking }) {
  const { t } = useLingui();
  const format = useFormat();
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const start = useStartQuiz(quiz.id);
  const lastResult = useQuizAttempt();
  const left = attemptsLeft(quiz);
  const canStart = quiz.open_attempt !== null || left === null || left > 0;

  const begin = () => {
    const open = quiz.open_attempt?.id;
    start.mutate(undefined, {
      // A new attempt (not the one in progress handed back): its clock started with this answer.
      onSuccess: (attempt) => setPhase({ kind: 'taking', attempt, fresh: attempt.id !== open }),
    });
  };

  if (phase.kind === 'taking') {
    return (
      <Frame info={info}>
        <QuizForm
          quiz={quiz}
          attempt={phase.attempt}
          fresh={phase.fresh}
          // The questions as answered: the quiz refetches after grading, the review keeps this copy.
          onSubmitted={(result) => setPhase({ kind: 'result', result, quiz })}
        />
      </Frame>
    );
  }

  if (phase.kind === 'result') {
    const again = left === null || left > 0;
    return (
      <Frame info={info}>
        <div className="space-y-8">
          <ResultSummary result={phase.result} />
          {phase.result.passed ? <CertificateCallToAction courseId={quiz.course_id} /> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            {!phase.result.passed && again ? (
              <button type="button" onClick={begin} disabled={start.isPending} className={buttonClasses()}>
                {start.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <RefreshCw aria-hidden="true" className="size-5" />
                )}
                <Trans>Try again</Trans>
              </button>
            ) : null}
            <BackToCourse courseId={quiz.course_id} />
          </div>
          {start.error ? (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {start.error.message}
            </p>
          ) : null}
          {!phase.result.passed && !again ? (
            <p className="text-sm text-slate-700">
              <Trans>You have used every attempt for this quiz.</Trans>
            </p>
          ) : null}
          <ResultReview quiz={phase.quiz} result={phase.result} />
        </div>
      </Frame>
    );
  }

  const bestPercent = format.number(quiz.best_percent ?? 0);
  return (
    <Frame info={info}>
      <Facts info={info} quiz={quiz} />
      {quiz.passed ? (
        <p className="mt-4 rounded-lg bg-success-50 px-4 py-3 text-sm font-medium text-success-700">
          <Trans>
            You passed this quiz with {bestPercent}%. You can take it again to practise; your best score
            counts.
          </Trans>
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={begin}
          disabled={!canStart || start.isPending}
          className={buttonClasses({ size: 'lg' })}
        >
          {start.isPending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          {quiz.open_attempt
            ? t`Resume your attempt`
            : quiz.attempts_used > 0
              ? t`Start a new attempt`
              : t`Start the quiz`}
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
        <BackToCourse courseId={quiz.course_id} />
      </div>
      {quiz.last_attempt_id !== null ? (
        <button
          type="button"
          onClick={() =>
            lastResult.mutate(quiz.last_attempt_id!, {
              onSuccess: (result) => setPhase({ kind: 'result', result, quiz }),
            })
          }
          disabled={lastResult.isPending}
          className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-800 hover:underline"
        >
          {lastResult.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          <Trans>See your last result</Trans>
        </button>
      ) : null}
      {lastResult.error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {lastResult.error.message}
        </p>
      ) : null}
      {quiz.time_limit_seconds && !quiz.open_attempt ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>
            The clock starts when you press Start. When the time is up, your answers are sent as they are.
          </Trans>
        </p>
      ) : null}
      {!canStart ? (
        <p className="mt-3 text-sm font-medium text-slate-700">
          <Trans>You have used every attempt for this quiz.</Trans>
        </p>
      ) : null}
      {start.error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {start.error.message}
        </p>
      ) : null}
    </Frame>
  );
}

function SignInPrompt({ info }: { info: QuizInfo }) {
  const courseTitle = info.course_title;
  return (
    <Frame info={info}>
      <Facts info={info} />
      <div className="mt-6 rounded-card bg-primary-50 p-5 ring-1 ring-primary-200">
        <p className="font-semibold text-slate-900">
          <Trans>Log in to take this quiz</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <Trans>
            Quizzes are part of {courseTitle}. Log in with the account you enrolled with; your score is saved
            to your grades.
          </Trans>
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button type="button" onClick={openLoginDialog} className={buttonClasses()}>
            <LogIn aria-hidden="true" className="size-5" />
            <Trans>Log in</Trans>
          </button>
          <Link to={courseHref(info.course_id)} className={buttonClasses({ variant: 'secondary' })}>
            <Trans>See the course</Trans>
          </Link>
        </div>
      </div>
    </Frame>
  );
}

function EnrolPrompt({ info }: { info: QuizInfo }) {
  const { t } = useLingui();
  const courseTitle = info.course_title;
  return (
    <StatusPanel
      illustration={<LockedLessonIllustration />}
      eyebrow={t`Enrol to take this quiz`}
      title={info.title}
      description={
        <p>
          <Trans>
            This quiz is part of <span className="font-semibold text-slate-800">{courseTitle}</span>. Enrol in
            the course to take its quizzes and earn a certificate.
          </Trans>
        </p>
      }
    >
      <Link to={courseHref(info.course_id)} className={buttonClasses({ variant: 'accent' })}>
        <Trans>See the course and enrol</Trans>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </StatusPanel>
  );
}

function QuizNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Quiz not found`}
        title={t`This quiz does not exist or is no longer available`}
        description={t`The link may be old, or the quiz may have been withdrawn from its course.`}
      >
        <Link to="/newDashboard/quiz" className={buttonClasses()}>
          <Trans>Go to my quizzes</Trans>
        </Link>
        <Link to="/allcourses" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Browse all courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

function QuizLoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <StatusPanel
      illustration={<UnpluggedIllustration />}
      eyebrow={t`Something went wrong`}
      title={t`We couldn’t load this quiz`}
      description={
        <>
          <p>{error.message}</p>
          {error.message === NO_RESPONSE_MESSAGE ? (
            <p className="mt-1">
              <Trans>Check your internet connection and try again.</Trans>
            </p>
          ) : null}
        </>
      }
    >
      <button type="button" onClick={onRetry} disabled={isRetrying} className={buttonClasses()}>
        <RefreshCw aria-hidden="true" className={clsx('size-4', isRetrying && 'animate-spin')} />
        {isRetrying ? t`Retrying…` : t`Try again`}
      </button>
    </StatusPanel>
  );
}

function QuizSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 pt-6 pb-16 sm:px-6 sm:pt-10" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the quiz</Trans>
      </span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-full" />
      <div className="pt-2">
        <FactsSkeleton />
      </div>
      <Skeleton className="h-12 w-44" />
    </div>
  );
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * /quiz/{id} (SPEC.md §2, public; issue 4 item 6): what the quiz asks, open to anyone; taking it needs a
 * sign-in and a seat in its course. Answers are graded on the server, which then reveals the right ones.
 */
export function QuizPage() {
  const { id } = useParams();
  const quizId = parseId(id);
  const info = useQuizInfo(quizId);
  const quiz = useQuiz(quizId);
  usePageTitle(info.data?.title);

  if (quizId === null) return <QuizNotFound />;
  if (info.isError) {
    const status = statusOf(info.error);
    if (status === 404 || status === 400) return <QuizNotFound />;
    return (
      <QuizLoadError error={info.error} onRetry={() => void info.refetch()} isRetrying={info.isFetching} />
    );
  }
  if (!info.data) return <QuizSkeleton />;
  if (quiz.viewerId === null) return <SignInPrompt info={info.data} />;
  if (quiz.isError) {
    if (statusOf(quiz.error) === 403) return <EnrolPrompt info={info.data} />;
    if (statusOf(quiz.error) === 404) return <QuizNotFound />;
    return (
      <QuizLoadError error={quiz.error} onRetry={() => void quiz.refetch()} isRetrying={quiz.isFetching} />
    );
  }
  if (!quiz.data) {
    return (
      <Frame info={info.data}>
        <span className="sr-only" role="status">
          <Trans>Loading your attempts</Trans>
        </span>
        <FactsSkeleton />
      </Frame>
    );
  }
  return <QuizRunner info={info.data} quiz={quiz.data} />;
}
