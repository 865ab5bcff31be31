import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRight,
  ChevronLeft,
  CircleCheck,
  Circle,
  FileText,
  LoaderCircle,
  PlayCircle,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { CourseModulesResponse, LessonContent } from '@dokkho/contract/learning';
import { localiseDigits } from '@dokkho/domain/digits';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { track } from '../../../shared/analytics/track';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { loadChunk } from '../../../shared/routing/load-chunk';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useCourseModules } from '../api/get-course-modules';
import { useCourseQuizzes } from '../api/get-course-quizzes';
import { lessonQueryOptions } from '../api/get-lesson';
import { useLessonInfo } from '../api/get-lesson-info';
import { useSetLessonDone } from '../api/save-lesson-progress';
import { CertificateCallToAction } from '../components/certificate-cta';
import { CourseOutline } from '../components/course-outline';
import { LockedLessonIllustration } from '../components/illustrations';
import { LessonResources } from '../components/lesson-resources';
import { LessonVideo } from '../components/lesson-video';
import { OutlineDrawer } from '../components/outline-drawer';
import { LessonQuestions } from '../../questions';
import { ProgressMeter } from '../components/progress-meter';
import { formatClock, parseId } from '../lib/format';

/**
 * The Markdown renderer and its sanitiser are most of the player's weight: loaded only when a lesson is an
 * article, so a video lesson starts sooner on slow mobile data.
 */
const LessonArticle = lazy(() =>
  loadChunk(() => import('../components/lesson-article')).then((m) => ({ default: m.LessonArticle })),
);

function ArticleSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

const COURSES_PATH = '/allcourses';
const courseHref = (courseId: number) => `/courseDetails/${courseId}`;

/**
 * The lesson, kept on screen while the next one loads (`keepPreviousData`): moving between lessons swaps
 * the main column for a skeleton but leaves the curriculum where it is.
 */
function usePlayerLesson(lessonId: number | null) {
  const viewerId = useViewerId();
  return useQuery({
    ...lessonQueryOptions(viewerId ?? '', lessonId ?? 0),
    enabled: viewerId !== null && lessonId !== null,
    placeholderData: keepPreviousData,
  });
}

function OutlineHeader({ outline, className }: { outline: CourseModulesResponse; className?: string }) {
  const lessons = outline.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  return (
    <div className={clsx('border-b border-slate-200 px-4 py-4', className)}>
      <Link
        to={courseHref(outline.course_id)}
        className="text-base leading-snug font-bold text-slate-900 hover:text-primary-800 hover:underline"
      >
        {outline.course_title}
      </Link>
      <p className="mt-1 text-sm text-slate-600">
        <Plural value={lessons} one="# lesson" other="# lessons" />
      </p>
      {outline.is_enrolled ? <ProgressMeter percent={outline.progress_percent} className="mt-3" /> : null}
    </div>
  );
}

function OutlineSkeleton() {
  return (
    <div className="space-y-4 p-4" aria-hidden="true">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-2 w-full" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-5 rounded-full" />
          <Skeleton className="h-5 flex-1" />
        </div>
      ))}
    </div>
  );
}

/** The curriculum for both the desktop sidebar and the phone's drawer. */
function Outline({
  courseId,
  currentLessonId,
  onNavigate,
}: {
  courseId: number;
  currentLessonId: number;
  onNavigate?: () => void;
}) {
  const outline = useCourseModules(courseId);
  const quizzes = useCourseQuizzes(courseId, outline.data?.is_enrolled ?? false);
  if (outline.isError) {
    const reason = outline.error.message;
    return (
      <div className="p-4 text-sm text-slate-700">
        <p role="alert">
          <Trans>We couldn’t load the course content. {reason}</Trans>
        </p>
        <button
          type="button"
          onClick={() => void outline.refetch()}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!outline.data) return <OutlineSkeleton />;
  return (
    <>
      <OutlineHeader outline={outline.data} className="sticky top-0 z-10 bg-white" />
      <CourseOutline
        outline={outline.data}
        currentLessonId={currentLessonId}
        quizzes={quizzes.data}
        onNavigate={onNavigate}
      />
    </>
  );
}

/** Above the lesson on phones and tablets: back to the course, the progress, and the curriculum drawer. */
function TopBar({ lesson, currentLessonId }: { lesson: LessonContent; currentLessonId: number }) {
  const outline = useCourseModules(lesson.course_id);
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
      <div className="min-w-0 flex-1">
        <Link
          to={courseHref(lesson.course_id)}
          className="flex min-h-11 items-center gap-1 text-sm font-semibold text-slate-800 hover:text-primary-800"
        >
          <ChevronLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{lesson.course_title}</span>
        </Link>
        {outline.data?.is_enrolled ? (
          <ProgressMeter percent={outline.data.progress_percent} className="-mt-1 mb-1" />
        ) : null}
      </div>
      <OutlineDrawer title={lesson.course_title}>
        {(close) => (
          <Outline courseId={lesson.course_id} currentLessonId={currentLessonId} onNavigate={close} />
        )}
      </OutlineDrawer>
    </div>
  );
}

function DoneToggle({ lesson }: { lesson: LessonContent }) {
  const { t } = useLingui();
  const setDone = useSetLessonDone(lesson);
  const done = lesson.progress?.completed ?? false;
  const toggle = () =>
    setDone.mutate(!done, {
      onSuccess: (answer) => {
        if (!done && answer.progress.completed) {
          track('lesson_complete', lesson.title, {
            lesson_id: lesson.id,
            course_id: lesson.course_id,
            how: 'button',
          });
        }
      },
    });
  return (
    <div>
      <button
        type="button"
        aria-pressed={done}
        onClick={toggle}
        disabled={setDone.isPending}
        title={done ? t`Mark as not complete` : undefined}
        className={buttonClasses({
          variant: done ? 'secondary' : 'primary',
          className: clsx('w-full sm:w-auto', done && 'border-success-600 text-success-700'),
        })}
      >
        {setDone.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : done ? (
          <CircleCheck aria-hidden="true" className="size-5" />
        ) : (
          <Circle aria-hidden="true" className="size-5" />
        )}
        {done ? t`Completed` : t`Mark as complete`}
      </button>
      {setDone.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {setDone.error.message}
        </p>
      ) : null}
    </div>
  );
}

function PreviewBanner({ lesson }: { lesson: LessonContent }) {
  const courseTitle = lesson.course_title;
  return (
    <div className="flex flex-col gap-3 rounded-card bg-accent-50 p-4 ring-1 ring-accent-200 sm:flex-row sm:items-center">
      <Sparkles aria-hidden="true" className="hidden size-6 shrink-0 text-accent-700 sm:block" />
      <p className="flex-1 text-sm text-slate-800">
        <Trans>
          <span className="font-semibold">This is a free preview.</span> Enrol in {courseTitle} to open every
          lesson, take the quizzes and earn a certificate.
        </Trans>
      </p>
      <Link to={courseHref(lesson.course_id)} className={buttonClasses({ variant: 'accent', size: 'sm' })}>
        <Trans>See the course</Trans>
      </Link>
    </div>
  );
}

function LessonNav({ lesson }: { lesson: LessonContent }) {
  const { t } = useLingui();
  const done = lesson.progress?.completed ?? false;
  return (
    <nav aria-label={t`Lessons`} className="flex gap-3 border-t border-slate-200 pt-6">
      {lesson.previous_lesson_id !== null ? (
        <Link
          to={`/lessons/${lesson.previous_lesson_id}`}
          className={buttonClasses({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      {lesson.next_lesson_id !== null ? (
        <Link
          to={`/lessons/${lesson.next_lesson_id}`}
          className={buttonClasses({
            // Once this lesson is done, going on is the one next step (DESIGN.md principle 3).
            variant: done || lesson.progress === null ? 'primary' : 'secondary',
            className: 'flex-1 sm:ml-auto sm:flex-none',
          })}
        >
          <Trans>Next lesson</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

function LessonMain({ lesson, enrolled }: { lesson: LessonContent; enrolled: boolean | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  usePageTitle(lesson.title);
  const queryClient = useQueryClient();
  const viewerId = useViewerId();
  const { id, course_id: courseId, title, kind, is_preview: preview, next_lesson_id: next } = lesson;

  useEffect(() => {
    track('lesson_start', title, { lesson_id: id, course_id: courseId, kind, preview });
  }, [id, courseId, title, kind, preview]);

  // On slow mobile data the next lesson's text is already here when the learner taps Next.
  useEffect(() => {
    if (next === null || !viewerId) return;
    const timer = window.setTimeout(
      () => void queryClient.prefetchQuery(lessonQueryOptions(viewerId, next)),
      2000,
    );
    return () => window.clearTimeout(timer);
  }, [next, viewerId, queryClient]);

  const Kind = kind === 'video' ? PlayCircle : FileText;
  return (
    <article aria-labelledby="lesson-title">
      {kind === 'video' ? <LessonVideo lesson={lesson} /> : null}
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
        <header className="space-y-2">
          <p className="text-sm font-semibold text-primary-700">{lesson.module.title}</p>
          <h1
            id="lesson-title"
            className="text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl"
          >
            {title}
          </h1>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Kind aria-hidden="true" className="size-4" />
            {kind === 'video' ? t`Video` : t`Reading`} ·{' '}
            {localiseDigits(formatClock(lesson.duration_seconds), format.locale)}
          </p>
        </header>
        {lesson.progress === null && preview && enrolled === false ? <PreviewBanner lesson={lesson} /> : null}
        {lesson.progress === null && !preview && enrolled === false ? (
          <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
            <Trans>You are viewing this lesson as its instructor or as staff: progress is not saved.</Trans>
          </p>
        ) : null}
        {lesson.progress !== null ? <DoneToggle lesson={lesson} /> : null}
        {kind === 'article' ? (
          <Suspense fallback={<ArticleSkeleton />}>
            <LessonArticle body={lesson.body} />
          </Suspense>
        ) : null}
        <LessonResources resources={lesson.resources} />
        {lesson.progress !== null ? <CertificateCallToAction courseId={courseId} /> : null}
        <LessonNav lesson={lesson} />
        {/* Issue 17 item 6: not on a free preview, whose visitor has no seat to ask from. */}
        {preview && enrolled === false ? null : <LessonQuestions courseId={courseId} lessonId={id} />}
      </div>
    </article>
  );
}

function LessonMainSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the lesson</Trans>
      </span>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:px-6 lg:py-8">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-8 w-11/12" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-11 w-48" />
      </div>
    </div>
  );
}

/** The player's frame: the lesson, and the curriculum beside it (desktop) or in a drawer (phones). */
function Player({
  lesson,
  loading,
  currentLessonId,
}: {
  lesson: LessonContent;
  loading: boolean;
  /** The lesson in the address: while it loads, the curriculum already highlights it. */
  currentLessonId: number;
}) {
  const { t } = useLingui();
  const outline = useCourseModules(lesson.course_id);
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0">
        <TopBar lesson={lesson} currentLessonId={currentLessonId} />
        {loading ? (
          <LessonMainSkeleton />
        ) : (
          <LessonMain key={lesson.id} lesson={lesson} enrolled={outline.data?.is_enrolled} />
        )}
      </div>
      <aside
        aria-label={t`Course curriculum`}
        className="relative hidden border-l border-slate-200 bg-white lg:sticky lg:top-0 lg:block lg:h-svh lg:overflow-y-auto"
      >
        <Outline courseId={lesson.course_id} currentLessonId={currentLessonId} />
      </aside>
    </div>
  );
}

function PlayerSkeleton() {
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 lg:hidden">
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-11 w-36" />
        </div>
        <LessonMainSkeleton />
      </div>
      <div className="hidden border-l border-slate-200 lg:block">
        <OutlineSkeleton />
      </div>
    </div>
  );
}

function LessonNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Lesson not found`}
        title={t`This lesson does not exist or is no longer available`}
        description={t`The link may be old, or the lesson may have moved. Your courses and progress are safe.`}
      >
        <Link to="/newDashboard/courses" className={buttonClasses()}>
          <Trans>Go to my courses</Trans>
        </Link>
        <Link to={COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Browse all courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

/** 403: the lesson needs a seat. The public lesson-info call names the course, so the way in is one tap. */
function LockedLesson({ lessonId }: { lessonId: number }) {
  const { t } = useLingui();
  const info = useLessonInfo(lessonId, true);
  const lessonTitle = info.data?.title;
  const courseTitle = info.data?.course_title;
  usePageTitle(lessonTitle ? t`${lessonTitle}: enrol to watch` : t`Enrol to watch this lesson`);
  return (
    <StatusPanel
      illustration={<LockedLessonIllustration />}
      eyebrow={t`Enrol to watch`}
      title={t`This lesson is for enrolled learners`}
      description={
        info.data ? (
          <p>
            <Trans>
              “{lessonTitle}” is part of <span className="font-semibold text-slate-800">{courseTitle}</span>.
              Enrol in the course to open every lesson, take the quizzes and earn a certificate.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Enrol in its course to open every lesson, take the quizzes and earn a certificate.</Trans>
          </p>
        )
      }
    >
      {info.data ? (
        <Link to={courseHref(info.data.course_id)} className={buttonClasses({ variant: 'accent' })}>
          <Trans>See the course and enrol</Trans>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
      <Link to={COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Browse all courses</Trans>
      </Link>
    </StatusPanel>
  );
}

function LessonLoadError({
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
    <LoadErrorPanel
      title={t`We couldn’t load this lesson`}
      error={error}
      onRetry={onRetry}
      isRetrying={isRetrying}
    >
      <Link to="/newDashboard/courses" className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Go to my courses</Trans>
      </Link>
    </LoadErrorPanel>
  );
}

/**
 * /lessons/{id} (SPEC.md §2: signed in, plain header; issue 4 item 5): the lesson player. Video lessons
 * resume where the learner left off and save their place; article lessons show sanitised Markdown; the
 * curriculum shows what is done; the last lesson leads to the quizzes and the certificate.
 */
export function LessonPlayerPage() {
  const { id } = useParams();
  const lessonId = parseId(id);
  const lesson = usePlayerLesson(lessonId);

  if (lessonId === null) return <LessonNotFound />;
  if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : undefined;
    if (status === 403) return <LockedLesson lessonId={lessonId} />;
    if (status === 404 || status === 400) return <LessonNotFound />;
    return (
      <LessonLoadError
        error={lesson.error}
        onRetry={() => void lesson.refetch()}
        isRetrying={lesson.isFetching}
      />
    );
  }
  if (lesson.data) {
    return <Player lesson={lesson.data} loading={lesson.isPlaceholderData} currentLessonId={lessonId} />;
  }
  return <PlayerSkeleton />;
}
