import { Link } from 'react-router';
import clsx from 'clsx';
import {
  ArrowRight,
  Award,
  CalendarClock,
  CircleCheck,
  Clock,
  Infinity as InfinityIcon,
  LoaderCircle,
  MonitorSmartphone,
  PlayCircle,
  RefreshCw,
  ShieldCheck,
} from 'lucide-react';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { track } from '../../../shared/analytics/track';
import { buttonClasses } from '../../../shared/ui/button';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Spinner } from '../../../shared/ui/spinner';
import type { EnrolAction } from '../lib/use-enrol-action';
import { formatTotal } from '../lib/course-page-format';
import { CoursePrice, discountPercent } from './course-price';
import { WishlistButton } from './wishlist-button';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

interface EnrolButtonProps {
  action: EnrolAction;
  course: CourseFullDetail;
  className?: string;
}

/** The one main action of the page (DESIGN.md principle 3), for every state the viewer can be in. */
export function EnrolButton({ action, course, className }: EnrolButtonProps) {
  const { t } = useLingui();
  const full = clsx('w-full', className);
  switch (action.kind) {
    case 'checking':
      return (
        <span className={clsx(buttonClasses({ size: 'lg', variant: 'secondary' }), full)} aria-busy="true">
          <Spinner label={t`Checking your enrolment`} className="size-5" />
        </span>
      );
    case 'sign-in':
      return (
        <button
          type="button"
          onClick={action.onClick}
          className={clsx(buttonClasses({ size: 'lg', variant: 'accent' }), full)}
        >
          {course.is_free ? t`Enrol for free` : t`Enrol now`}
        </button>
      );
    case 'enrol-free':
      return (
        <button
          type="button"
          onClick={() => {
            track('enrol_click', course.title, { course_id: course.id, kind: 'free' });
            action.onClick();
          }}
          disabled={action.isPending}
          className={clsx(buttonClasses({ size: 'lg', variant: 'accent' }), full)}
        >
          {action.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              <Trans>Enrolling…</Trans>
            </>
          ) : (
            t`Enrol for free`
          )}
        </button>
      );
    case 'buy':
      return (
        <Link
          to={action.href}
          onClick={() => track('enrol_click', course.title, { course_id: course.id, kind: 'buy' })}
          className={clsx(buttonClasses({ size: 'lg', variant: 'accent' }), full)}
        >
          <Trans>Buy now</Trans>
        </Link>
      );
    case 'learn': {
      const label = action.progress > 0 || action.completed ? t`Continue learning` : t`Start learning`;
      return action.href ? (
        <Link to={action.href} className={clsx(buttonClasses({ size: 'lg' }), full)}>
          {label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <Link to="/newDashboard/courses" className={clsx(buttonClasses({ size: 'lg' }), full)}>
          <Trans>Go to my courses</Trans>
        </Link>
      );
    }
    case 'status-error':
      return (
        <button
          type="button"
          onClick={action.onRetry}
          className={clsx(buttonClasses({ size: 'lg', variant: 'secondary' }), full)}
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          <Trans>Try again</Trans>
        </button>
      );
  }
}

/** Under the button: progress when enrolled, the reason when something failed. */
function ActionNote({ action }: { action: EnrolAction }) {
  const { t } = useLingui();
  const format = useFormat();
  if (action.kind === 'learn') {
    const progress = format.number(action.progress);
    return (
      <div className="mt-3">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
          <CircleCheck aria-hidden="true" className="size-4" />
          {action.completed
            ? t`You completed this course`
            : action.justEnrolled
              ? t`You are enrolled. Start your first lesson!`
              : t`You are enrolled`}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t`Course progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={action.progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-primary-600" style={{ width: `${action.progress}%` }} />
          </div>
          <span className="text-sm font-medium text-slate-700">
            <Trans>{progress}% complete</Trans>
          </span>
        </div>
      </div>
    );
  }
  if (action.kind === 'enrol-free' && action.error) {
    return (
      <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
        {action.error}
      </p>
    );
  }
  if (action.kind === 'status-error') {
    const message = action.message;
    return (
      <p role="alert" className="mt-3 text-sm text-danger-700">
        <Trans>We couldn’t check your enrolment. {message}</Trans>
      </p>
    );
  }
  return null;
}

export function CourseIncludes({ course, className }: { course: CourseFullDetail; className?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const liveClasses = course.curriculum.modules.filter((m) => m.kind === 'live').length;
  const lessonCount = course.curriculum.lessons_count;
  const lessons = format.number(lessonCount);
  const total = formatTotal(course.curriculum.duration_seconds);
  const live = format.number(liveClasses);
  const items = [
    {
      icon: PlayCircle,
      text: t`${plural(lessonCount, { one: `${lessons} lesson`, other: `${lessons} lessons` })}`,
    },
    { icon: Clock, text: t`${total} of learning` },
    ...(liveClasses > 0
      ? [
          {
            icon: CalendarClock,
            text: t`${plural(liveClasses, { one: `${live} live class`, other: `${live} live classes` })}`,
          },
        ]
      : []),
    { icon: Award, text: t`Certificate you can verify online` },
    { icon: MonitorSmartphone, text: t`On your phone and computer` },
    { icon: InfinityIcon, text: t`Access for as long as the course is offered` },
  ];
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-slate-900">
        <Trans>This course includes</Trans>
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm text-slate-700">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface EnrolPanelProps {
  course: CourseFullDetail;
  action: EnrolAction;
}

/** The price box: sticky beside the content on desktop (DESIGN.md "Course page"). */
export function EnrolPanelCard({ course, action }: EnrolPanelProps) {
  const { t } = useLingui();
  const format = useFormat();
  const discount = discountPercent(course);
  const enrolled = action.kind === 'learn';
  const percent = discount === null ? '' : format.number(discount);
  return (
    <section
      aria-label={t`Enrol`}
      className="overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-slate-200"
    >
      <img
        src={course.thumbnail}
        alt=""
        width={640}
        height={360}
        className="hidden aspect-video w-full bg-slate-100 object-cover lg:block"
      />
      <div className="p-5 sm:p-6">
        {!enrolled && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <CoursePrice course={course} size="lg" />
            {discount !== null && discount > 0 && (
              <span className="rounded-full bg-accent-100 px-2.5 py-1 text-xs font-bold text-accent-800">
                <Trans>{percent}% off</Trans>
              </span>
            )}
          </div>
        )}
        <div className={clsx('flex gap-3', !enrolled && 'mt-4')}>
          <div className="min-w-0 flex-1">
            <EnrolButton action={action} course={course} />
          </div>
          {!enrolled && <WishlistButton course={course} variant="panel" />}
        </div>
        <ActionNote action={action} />
        {!course.is_free && !enrolled && (
          <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-600">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <span>
              <Trans>Pay with bKash, Nagad or card.</Trans>{' '}
              <Link
                to="/terms-and-conditions"
                className="font-semibold text-primary-700 underline-offset-2 hover:underline"
              >
                <Trans>7-day refund policy</Trans>
              </Link>
            </span>
          </p>
        )}
        <CourseIncludes course={course} className="mt-6" />
      </div>
    </section>
  );
}

/** The same action in a bar fixed to the bottom of a phone's screen, always in reach of a thumb. */
export function EnrolBar({ course, action }: EnrolPanelProps) {
  const { t } = useLingui();
  const format = useFormat();
  const enrolled = action.kind === 'learn';
  const progress = action.kind === 'learn' ? format.number(action.progress) : '';
  const statusMessage = action.kind === 'status-error' ? action.message : '';
  const problem =
    action.kind === 'enrol-free' && action.error
      ? action.error
      : action.kind === 'status-error'
        ? t`We couldn’t check your enrolment. ${statusMessage}`
        : null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden">
      {problem ? (
        <p role="alert" className="mx-auto mb-2 max-w-3xl text-sm font-medium text-danger-700">
          {problem}
        </p>
      ) : null}
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <div className="min-w-0 flex-1">
          {enrolled ? (
            <div>
              <p className="text-sm font-semibold text-slate-900">
                <Trans>{progress}% complete</Trans>
              </p>
              <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-primary-600"
                  style={{ width: `${action.progress}%` }}
                />
              </div>
            </div>
          ) : (
            <CoursePrice course={course} />
          )}
        </div>
        <div className="w-44 shrink-0 sm:w-56">
          <EnrolButton action={action} course={course} />
        </div>
      </div>
    </div>
  );
}

export function EnrolPanelSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-raised ring-1 ring-slate-200">
      <Skeleton className="hidden aspect-video w-full rounded-none lg:block" />
      <div className="space-y-4 p-6">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
