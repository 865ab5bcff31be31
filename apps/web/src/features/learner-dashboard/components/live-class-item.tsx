import { CirclePlay, Clock, Radio, Video } from 'lucide-react';
import clsx from 'clsx';
import type { LiveModule } from '@dokkho/contract/learning';
import { formatDhakaDate, formatDhakaTime } from '@dokkho/domain/dates';
import { buttonClasses } from '../../../shared/ui/button';
import type { LiveClass } from '../lib/live-classes';

type Status = LiveModule['status'];

/** The server's status when it answered; until then, the same rule from the clock (it only labels). */
function statusOf(item: LiveClass, live: LiveModule | undefined, now: Date): Status {
  if (live) return live.status;
  const time = now.getTime();
  if (time >= Date.parse(item.endsAt)) return 'ended';
  return time >= Date.parse(item.startsAt) ? 'open' : 'upcoming';
}

const CHIP: Record<Status, { label: string; className: string }> = {
  upcoming: { label: 'Upcoming', className: 'bg-primary-50 text-primary-800' },
  open: { label: 'Live now', className: 'bg-danger-50 text-danger-700' },
  ended: { label: 'Ended', className: 'bg-slate-100 text-slate-700' },
};

function Action({ item, live, status }: { item: LiveClass; live: LiveModule | undefined; status: Status }) {
  if (status === 'open' && live?.join_url) {
    return (
      <a
        href={live.join_url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'accent', size: 'sm' })}
        aria-label={`Join the live class “${item.title}” (opens in a new tab)`}
      >
        <Radio aria-hidden="true" className="size-4" />
        Join class
      </a>
    );
  }
  if (status === 'ended' && live?.recording_url) {
    return (
      <a
        href={live.recording_url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        aria-label={`Watch the recording of “${item.title}” (opens in a new tab)`}
      >
        <CirclePlay aria-hidden="true" className="size-4" />
        Watch recording
      </a>
    );
  }
  const note =
    status === 'ended'
      ? 'The recording appears here once it is ready.'
      : status === 'open'
        ? 'The join link is on its way. This page checks every minute.'
        : 'The join link appears here 15 minutes before the start.';
  return <p className="text-sm text-slate-600">{note}</p>;
}

/**
 * One live class on the schedule: Dhaka time, course, status, and the one thing to do now (join while it
 * is open, watch the recording after). The link comes from `course/live-module/{id}/`, which gives it to
 * enrolled learners only in the join window.
 */
export function LiveClassItem({
  item,
  live,
  now,
  showDate = false,
  flat = false,
  headingLevel: Heading = 'h3',
}: {
  item: LiveClass;
  live: LiveModule | undefined;
  now: Date;
  /** The date next to the time, where no day heading says it. */
  showDate?: boolean;
  /** Inside a panel: a bordered, always-stacked row instead of a card. */
  flat?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const status = statusOf(item, live, now);
  const chip = CHIP[status];
  return (
    <article
      className={clsx(
        'flex flex-col gap-3 rounded-card bg-white',
        flat ? 'border border-slate-200 p-4' : 'p-4 shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-5',
      )}
    >
      <div
        className={clsx(
          'flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1',
          !flat && 'sm:w-44 sm:flex-col sm:items-start sm:gap-1',
        )}
      >
        <p className="flex items-center gap-1.5 font-semibold text-slate-900 tabular-nums">
          <Clock aria-hidden="true" className="size-4 text-primary-700" />
          <time dateTime={item.startsAt}>
            {showDate ? `${formatDhakaDate(item.startsAt)}, ` : ''}
            {formatDhakaTime(item.startsAt)}
          </time>
        </p>
        <p className="text-sm text-slate-600">
          to <time dateTime={item.endsAt}>{formatDhakaTime(item.endsAt)}</time>
          <span className="sr-only"> Dhaka time</span>
        </p>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
              chip.className,
            )}
          >
            {status === 'open' ? <span className="size-1.5 rounded-full bg-danger-600" /> : null}
            {chip.label}
          </span>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
            <Video aria-hidden="true" className="size-3.5" />
            Live class
          </span>
        </div>
        <Heading className="mt-1 font-semibold break-words text-slate-900">{item.title}</Heading>
        <p className="text-sm break-words text-slate-600">{item.courseTitle}</p>
      </div>
      <div className={clsx(!flat && 'sm:max-w-56 sm:text-right')}>
        <Action item={item} live={live} status={status} />
      </div>
    </article>
  );
}
