import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import clsx from 'clsx';
import {
  ArrowRight,
  Award,
  BookOpen,
  ChartNoAxesColumn,
  CircleCheck,
  Clock,
  PiggyBank,
  PlayCircle,
  Route,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import type { CareerPathDetail } from '@dokkho/contract/learning';
import { track } from '../../../shared/analytics/track';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { useCareerPath } from '../api/get-career-path';
import { courseDetailsPath } from '../components/course-card';
import { CoursePrice } from '../components/course-price';
import { StarRating } from '../components/star-rating';
import { pathSavings, priceToday, type PathStep, type PathSavings } from '../lib/career-path-plan';
import { LEVEL_LABELS } from '../lib/course-filters';
import { CAREER_PATHS_PATH } from '../lib/learning-paths';
import { describeDuration, formatDuration } from '../lib/format-duration';
import { usePathProgress, type ViewerPathProgress } from '../lib/use-path-progress';
import { parseCourseId } from './course-details-page';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The one main action for this viewer (DESIGN.md principle 3). */
type PathAction =
  | { kind: 'continue'; href: string; inProgress: boolean; position: number }
  | { kind: 'done' }
  | { kind: 'start-free'; href: string }
  | { kind: 'buy'; href: string };

function pathAction(path: CareerPathDetail, viewer: ViewerPathProgress, savings: PathSavings): PathAction {
  const { next } = viewer.progress;
  if (viewer.ownsPath || (savings.pathPrice === 0 && viewer.progress.started)) {
    if (!next) return { kind: 'done' };
    return {
      kind: 'continue',
      href: courseDetailsPath(next.course.id),
      inProgress: next.state === 'in-progress',
      position: next.position,
    };
  }
  if (savings.pathPrice === 0) {
    const first = path.courses[0];
    return { kind: 'start-free', href: first ? courseDetailsPath(first.id) : courseDetailsPath(path.id) };
  }
  // The checkout (issue 5) asks a signed-out visitor to sign in first, keeping where they were going.
  return { kind: 'buy', href: `/payment/${path.id}` };
}

function ActionButton({ action, className }: { action: PathAction; className?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const full = clsx('w-full', className);
  switch (action.kind) {
    case 'continue': {
      const position = format.number(action.position);
      return (
        <Link to={action.href} className={clsx(buttonClasses({ size: 'lg' }), full)}>
          {action.inProgress ? t`Continue learning` : t`Start course ${position}`}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      );
    }
    case 'done':
      return (
        <Link to="/newDashboard/certificates" className={clsx(buttonClasses({ size: 'lg' }), full)}>
          <Award aria-hidden="true" className="size-5" />
          <Trans>See your certificates</Trans>
        </Link>
      );
    case 'start-free':
      return (
        <Link to={action.href} className={clsx(buttonClasses({ size: 'lg', variant: 'accent' }), full)}>
          <Trans>Start for free</Trans>
        </Link>
      );
    case 'buy':
      return (
        <Link to={action.href} className={clsx(buttonClasses({ size: 'lg', variant: 'accent' }), full)}>
          <Trans>Enrol in the path</Trans>
        </Link>
      );
  }
}

function SavingsLines({ savings, courses }: { savings: PathSavings; courses: number }) {
  const { t } = useLingui();
  const format = useFormat();
  if (savings.savings <= 0) return null;
  const count = format.number(courses);
  const saved = format.taka(savings.savings);
  const percent = format.number(savings.percent);
  return (
    <dl className="mt-3 space-y-1 text-sm text-slate-700">
      <div className="flex justify-between gap-3">
        <dt>{courses === 1 ? t`The course on its own` : t`The ${count} courses one by one`}</dt>
        <dd>
          <s>{format.taka(savings.separately)}</s>
        </dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold text-success-700">
        <dt className="inline-flex items-center gap-1.5">
          <PiggyBank aria-hidden="true" className="size-4" />
          <Trans>You save</Trans>
        </dt>
        <dd>
          <Trans>
            {saved} ({percent}%)
          </Trans>
        </dd>
      </div>
    </dl>
  );
}

function OfferCard({
  path,
  action,
  savings,
}: {
  path: CareerPathDetail;
  action: PathAction;
  savings: PathSavings;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const owned = action.kind === 'continue' || action.kind === 'done';
  const courseTotal = path.courses.length;
  const courseCount = format.number(courseTotal);
  const lessonTotal = path.total_lessons;
  const lessons = format.number(lessonTotal);
  const duration = formatDuration(path.total_duration_minutes);
  return (
    <section
      aria-label={t`Enrol in the path`}
      className="overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-slate-200"
    >
      <img
        src={path.thumbnail}
        alt=""
        width={640}
        height={360}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="p-5 sm:p-6">
        {!owned && (
          <>
            <CoursePrice course={path} size="lg" />
            <SavingsLines savings={savings} courses={path.courses.length} />
          </>
        )}
        <div className={clsx(!owned && 'mt-4')}>
          <ActionButton action={action} />
        </div>
        {action.kind === 'buy' && (
          <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-600">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <span>
              <Trans>One payment for every course in the path: bKash, Nagad or card.</Trans>
            </span>
          </p>
        )}
        <ul className="mt-5 space-y-2.5 text-sm text-slate-700">
          <li className="flex items-center gap-2.5">
            <BookOpen aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            {t`${plural(courseTotal, { one: `${courseCount} course in order`, other: `${courseCount} courses in order` })}`}
          </li>
          <li className="flex items-center gap-2.5">
            <PlayCircle aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            {t`${plural(lessonTotal, { one: `${lessons} lesson, ${duration} of learning`, other: `${lessons} lessons, ${duration} of learning` })}`}
          </li>
          <li className="flex items-center gap-2.5">
            <Award aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <Trans>A certificate for every course you finish</Trans>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** The same action fixed to the bottom of a phone's screen. */
function OfferBar({ path, action }: { path: CareerPathDetail; action: PathAction }) {
  const owned = action.kind === 'continue' || action.kind === 'done';
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="min-w-0 flex-1">
          {owned ? (
            <p className="truncate text-sm font-semibold text-slate-900">{path.title}</p>
          ) : (
            <CoursePrice course={path} />
          )}
        </div>
        <div className="w-48 shrink-0 sm:w-56">
          <ActionButton action={action} />
        </div>
      </div>
    </div>
  );
}

function ProgressCard({ viewer, total }: { viewer: ViewerPathProgress; total: number }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!viewer.signedIn) return null;
  if (viewer.isLoading) return <Skeleton className="h-24 w-full rounded-card" />;
  if (viewer.error) {
    const errorMessage = viewer.error.message;
    return (
      <p role="status" className="rounded-card bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <Trans>We couldn’t load your progress just now: {errorMessage}</Trans>
      </p>
    );
  }
  const { progress } = viewer;
  if (!progress.started) return null;
  const completed = format.number(progress.completedCourses);
  const totalText = format.number(total);
  const percent = format.number(progress.percent);
  const nextTitle = progress.next?.course.title;
  return (
    <section
      aria-label={t`Your progress`}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-primary-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">
          <Trans>Your progress</Trans>
        </h2>
        <p className="text-sm font-medium text-slate-700">
          {t`${plural(total, { one: `${completed} of ${totalText} course complete`, other: `${completed} of ${totalText} courses complete` })}`}
        </p>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t`Progress along the path`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-primary-600" style={{ width: `${progress.percent}%` }} />
        </div>
        <span className="text-sm font-semibold text-slate-900">{percent}%</span>
      </div>
      {progress.next ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            Next up:{' '}
            <Link
              to={courseDetailsPath(progress.next.course.id)}
              className="font-semibold text-primary-700 hover:underline"
            >
              {nextTitle}
            </Link>
          </Trans>
        </p>
      ) : (
        <p className="mt-3 text-sm font-semibold text-success-700">
          <Trans>You finished every course on this path.</Trans>
        </p>
      )}
    </section>
  );
}

const STATE_LABEL: Record<PathStep['state'], MessageDescriptor> = {
  done: msg`Completed`,
  'in-progress': msg`In progress`,
  'not-started': msg`Not started`,
};

function StepMarker({ step }: { step: PathStep }) {
  const format = useFormat();
  if (step.state === 'done') {
    return (
      <span className="flex size-9 items-center justify-center rounded-full bg-success-700 text-white ring-4 ring-white">
        <CircleCheck aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex size-9 items-center justify-center rounded-full text-sm font-bold ring-4 ring-white',
        step.state === 'in-progress'
          ? 'bg-primary-700 text-white'
          : 'border border-primary-200 bg-primary-50 text-primary-800',
      )}
    >
      {format.number(step.position)}
    </span>
  );
}

function StepCard({ step, isNext, signedIn }: { step: PathStep; isNext: boolean; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { course } = step;
  const position = format.number(step.position);
  const lessonTotal = course.lessons_count;
  const lessons = format.number(lessonTotal);
  const progress = format.number(step.progress);
  const ownPrice = priceToday(course);
  const ownPriceText = ownPrice === 0 ? t`Free` : format.taka(ownPrice);
  return (
    <article
      className={clsx(
        'group relative flex gap-4 rounded-card bg-white p-3 shadow-card ring-1 hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600 sm:p-4',
        isNext ? 'ring-primary-300' : 'ring-slate-200',
      )}
    >
      <img
        src={course.thumbnail}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="hidden aspect-video w-40 shrink-0 self-start rounded-lg bg-slate-100 object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
          {isNext && signedIn ? t`Course ${position} · Up next` : t`Course ${position}`}
        </p>
        <h3 className="mt-1 leading-snug font-semibold text-slate-900">
          <Link
            to={courseDetailsPath(course.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </h3>
        <ul className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            <span aria-hidden="true">{formatDuration(course.duration_minutes)}</span>
            <span className="sr-only">{describeDuration(course.duration_minutes)}</span>
          </li>
          <li className="inline-flex items-center gap-1">
            <PlayCircle aria-hidden="true" className="size-4 text-slate-400" />
            {t`${plural(lessonTotal, { one: `${lessons} lesson`, other: `${lessons} lessons` })}`}
          </li>
          <li className="inline-flex items-center gap-1">
            <ChartNoAxesColumn aria-hidden="true" className="size-4 text-slate-400" />
            {LEVEL_LABELS[course.level]}
          </li>
        </ul>
        <div className="mt-1.5">
          <StarRating average={course.rating_avg} count={course.rating_count} />
        </div>
        {signedIn && step.enrolled ? (
          <div className="mt-2">
            <p
              className={clsx(
                'text-sm font-semibold',
                step.state === 'done' ? 'text-success-700' : 'text-slate-800',
              )}
            >
              {i18n._(STATE_LABEL[step.state])}
              {step.state === 'in-progress' ? ` · ${progress}%` : ''}
            </p>
            {step.state === 'in-progress' ? (
              <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
                <div className="h-full rounded-full bg-primary-600" style={{ width: `${step.progress}%` }} />
              </div>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>
              On its own: <span className="font-medium text-slate-800">{ownPriceText}</span>
            </Trans>
          </p>
        )}
      </div>
    </article>
  );
}

/** The path's courses as a numbered, connected timeline: the order is the point of a career path. */
function Timeline({ viewer }: { viewer: ViewerPathProgress }) {
  const { steps, next } = viewer.progress;
  return (
    <ol className="relative space-y-4">
      {steps.map((step, index) => (
        <li key={step.course.id} className="relative grid grid-cols-[2.25rem_minmax(0,1fr)] gap-3 sm:gap-4">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={clsx(
                'absolute top-9 -bottom-4 left-[1.0625rem] w-0.5',
                step.state === 'done' ? 'bg-success-700' : 'bg-primary-100',
              )}
            />
          ) : null}
          <div className="relative pt-3">
            <StepMarker step={step} />
          </div>
          <StepCard
            step={step}
            isNext={next === step && viewer.progress.started}
            signedIn={viewer.signedIn}
          />
        </li>
      ))}
    </ol>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CareerPath({ path }: { path: CareerPathDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  usePageTitle(path.title);
  useEffect(() => {
    track('course_view', path.title, { course_id: path.id, kind: 'career_path' });
  }, [path.id, path.title]);
  const viewer = usePathProgress(path.id, path.courses);
  const savings = pathSavings(path);
  const action = pathAction(path, viewer, savings);
  const paragraphs = path.description.split(/\n{2,}/).filter(Boolean);
  const courseTotal = path.courses.length;
  const courseCount = format.number(courseTotal);
  const duration = formatDuration(path.total_duration_minutes);
  const lessonTotal = path.total_lessons;
  const lessons = format.number(lessonTotal);
  const learnerTotal = path.enrolled_count;
  const learners = format.number(learnerTotal);
  const saved = format.taka(savings.savings);
  const stats = [
    {
      icon: BookOpen,
      text: t`${plural(courseTotal, { one: `${courseCount} course`, other: `${courseCount} courses` })}`,
    },
    { icon: Clock, text: t`${duration} total` },
    {
      icon: PlayCircle,
      text: t`${plural(lessonTotal, { one: `${lessons} lesson`, other: `${lessons} lessons` })}`,
    },
    { icon: ChartNoAxesColumn, text: LEVEL_LABELS[path.level] },
  ];

  return (
    <div className="overflow-x-clip pb-28 lg:pb-16">
      <div className="border-b border-primary-100 bg-gradient-to-b from-primary-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
          <nav aria-label={t`Breadcrumb`}>
            <Link
              to={CAREER_PATHS_PATH}
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary-800 hover:underline"
            >
              <Trans>All career paths</Trans>
            </Link>
          </nav>
          <p className="mt-1 flex items-center gap-2 text-sm font-semibold tracking-wide text-primary-700 uppercase">
            <Route aria-hidden="true" className="size-4" />
            <Trans>Career path</Trans>
          </p>
          <h1 className="mt-2 max-w-3xl text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {path.title}
          </h1>
          {path.subtitle ? (
            <p className="mt-3 max-w-3xl text-lg text-pretty text-slate-700">{path.subtitle}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <StarRating average={path.rating_avg} count={path.rating_count} />
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-slate-500" />
              {t`${plural(learnerTotal, { one: `${learners} learner`, other: `${learners} learners` })}`}
            </span>
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
            {stats.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {text}
              </li>
            ))}
          </ul>
          {savings.savings > 0 && action.kind === 'buy' ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-accent-100 px-3 py-1.5 text-sm font-semibold text-accent-900">
              <PiggyBank aria-hidden="true" className="size-4" />
              <Trans>Save {saved} against buying the courses one by one</Trans>
            </p>
          ) : null}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8">
        <div className="min-w-0 space-y-10 sm:space-y-12">
          <ProgressCard viewer={viewer} total={path.courses.length} />
          <Section id="steps" title={t`The courses, in order`}>
            {path.courses.length === 0 ? (
              <p className="rounded-card bg-slate-50 p-5 text-slate-700 ring-1 ring-slate-200">
                <Trans>
                  The courses of this path are being updated. Check back soon, or{' '}
                  <Link to={CAREER_PATHS_PATH} className="font-semibold text-primary-700 hover:underline">
                    see the other career paths
                  </Link>
                  .
                </Trans>
              </p>
            ) : (
              <Timeline viewer={viewer} />
            )}
          </Section>
          {path.outcomes.length > 0 && (
            <Section id="outcomes" title={t`Where this path takes you`}>
              <ul className="grid gap-3 rounded-card border border-slate-200 bg-white p-5 sm:grid-cols-2 sm:p-6">
                {path.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-2.5 text-slate-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                    <span>{outcome}</span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {paragraphs.length > 0 && (
            <Section id="about" title={t`About this path`}>
              <div className="space-y-4 leading-7 text-slate-700">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </Section>
          )}
          {path.requirements.length > 0 && (
            <Section id="requirements" title={t`Before you start`}>
              <ul className="list-disc space-y-2 pl-5 text-slate-700 marker:text-primary-600">
                {path.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </Section>
          )}
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24">
            <OfferCard path={path} action={action} savings={savings} />
          </div>
        </aside>
      </div>
      <OfferBar path={path} action={action} />
    </div>
  );
}

function CareerPathSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading the career path</Trans>
      </span>
      <div className="border-b border-primary-100 bg-primary-50/60">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-4 px-4 pt-8 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8">
        <div className="space-y-4">
          <Skeleton className="h-7 w-56" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 w-full rounded-card" />
          ))}
        </div>
        <Skeleton className="hidden h-96 w-full rounded-card lg:block" />
      </div>
    </div>
  );
}

function PathNotFound() {
  const { t } = useLingui();
  return (
    <>
      <meta name="robots" content="noindex" />
      <StatusPanel
        illustration={<SignpostIllustration />}
        eyebrow={t`Career path not found`}
        title={t`This career path does not exist or is no longer offered`}
        description={t`The link may be old. The other career paths lay out a plan from beginner to job-ready too.`}
      >
        <Link to={CAREER_PATHS_PATH} className={buttonClasses()}>
          <Trans>See all career paths</Trans>
        </Link>
        <Link to="/allcourses" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Browse all courses</Trans>
        </Link>
      </StatusPanel>
    </>
  );
}

/**
 * /career-paths/{coursesId} (SPEC.md §2; issue 4 item 2): a career path's courses as an ordered timeline,
 * what it costs against buying them one by one, and the signed-in learner's progress along it.
 */
export function CareerPathPage() {
  const { t } = useLingui();
  const { coursesId } = useParams();
  const pathId = parseCourseId(coursesId);
  const query = useCareerPath(pathId);

  if (pathId === null) return <PathNotFound />;
  if (query.data) return <CareerPath key={query.data.id} path={query.data} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : undefined;
    if (status === 404 || status === 400) return <PathNotFound />;
    return (
      <LoadErrorPanel
        title={t`We couldn’t load this career path`}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      >
        <Link to={CAREER_PATHS_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>All career paths</Trans>
        </Link>
      </LoadErrorPanel>
    );
  }
  return <CareerPathSkeleton />;
}
