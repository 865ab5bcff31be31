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
import { formatNumber } from '../../../shared/lib/format-number';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Spinner } from '../../../shared/ui/spinner';
import type { EnrolAction } from '../lib/use-enrol-action';
import { formatTotal } from '../lib/course-page-format';
import { CoursePrice, discountPercent } from './course-price';
import { WishlistButton } from './wishlist-button';

interface EnrolButtonProps {
  action: EnrolAction;
  course: CourseFullDetail;
  className?: string;
}

/** The one main action of the page (DESIGN.md principle 3), for every state the viewer can be in. */
export function EnrolButton({ action, course, className }: EnrolButtonProps) {
  const full = clsx('w-full', className);
  switch (action.kind) {
    case 'checking':
      return (
        <span className={clsx(buttonClasses({ size: 'lg', variant: 'secondary' }), full)} aria-busy="true">
          <Spinner label="Checking your enrolment" className="size-5" />
        </span>
      );
    case 'sign-in':
      return (
        <button
          type="button"
          onClick={action.onClick}
          className={clsx(buttonClasses({ size: 'lg', variant: 'accent' }), full)}
        >
          {course.is_free ? 'Enrol for free' : 'Enrol now'}
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
              Enrolling…
            </>
          ) : (
            'Enrol for free'
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
          Buy now
        </Link>
      );
    case 'learn': {
      const label = action.progress > 0 || action.completed ? 'Continue learning' : 'Start learning';
      return action.href ? (
        <Link to={action.href} className={clsx(buttonClasses({ size: 'lg' }), full)}>
          {label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <Link to="/newDashboard/courses" className={clsx(buttonClasses({ size: 'lg' }), full)}>
          Go to my courses
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
          Try again
        </button>
      );
  }
}

/** Under the button: progress when enrolled, the reason when something failed. */
function ActionNote({ action }: { action: EnrolAction }) {
  if (action.kind === 'learn') {
    return (
      <div className="mt-3">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
          <CircleCheck aria-hidden="true" className="size-4" />
          {action.completed
            ? 'You completed this course'
            : action.justEnrolled
              ? 'You are enrolled. Start your first lesson!'
              : 'You are enrolled'}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Course progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={action.progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-primary-600" style={{ width: `${action.progress}%` }} />
          </div>
          <span className="text-sm font-medium text-slate-700">{action.progress}% complete</span>
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
    return (
      <p role="alert" className="mt-3 text-sm text-danger-700">
        We couldn’t check your enrolment. {action.message}
      </p>
    );
  }
  return null;
}

export function CourseIncludes({ course, className }: { course: CourseFullDetail; className?: string }) {
  const liveClasses = course.curriculum.modules.filter((m) => m.kind === 'live').length;
  const items = [
    {
      icon: PlayCircle,
      text: `${formatNumber(course.curriculum.lessons_count)} ${course.curriculum.lessons_count === 1 ? 'lesson' : 'lessons'}`,
    },
    { icon: Clock, text: `${formatTotal(course.curriculum.duration_seconds)} of learning` },
    ...(liveClasses > 0
      ? [{ icon: CalendarClock, text: `${liveClasses} live ${liveClasses === 1 ? 'class' : 'classes'}` }]
      : []),
    { icon: Award, text: 'Certificate you can verify online' },
    { icon: MonitorSmartphone, text: 'On your phone and computer' },
    { icon: InfinityIcon, text: 'Access for as long as the course is offered' },
  ];
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold text-slate-900">This course includes</h2>
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
  const discount = discountPercent(course);
  const enrolled = action.kind === 'learn';
  return (
    <section
      aria-label="Enrol"
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
                {discount}% off
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
              Pay with bKash, Nagad or card.{' '}
              <Link
                to="/terms-and-conditions"
                className="font-semibold text-primary-700 underline-offset-2 hover:underline"
              >
                7-day refund policy
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
  const enrolled = action.kind === 'learn';
  const problem =
    action.kind === 'enrol-free' && action.error
      ? action.error
      : action.kind === 'status-error'
        ? `We couldn’t check your enrolment. ${action.message}`
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
              <p className="text-sm font-semibold text-slate-900">{action.progress}% complete</p>
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
