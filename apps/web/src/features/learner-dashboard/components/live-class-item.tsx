import { CirclePlay, Clock, Radio, Video } from 'lucide-react';
import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveModule } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import type { LiveClass } from '../lib/live-classes';

type Status = LiveModule['status'];

/** The join link comes this long before the start (the server's join window). */
const JOIN_WINDOW_MINUTES = 15;

/** The server's status when it answered; until then, the same rule from the clock (it only labels). */
function statusOf(item: LiveClass, live: LiveModule | undefined, now: Date): Status {
  if (live) return live.status;
  const time = now.getTime();
  if (time >= Date.parse(item.endsAt)) return 'ended';
  return time >= Date.parse(item.startsAt) ? 'open' : 'upcoming';
}

const CHIP: Record<Status, { label: MessageDescriptor; className: string }> = {
  upcoming: { label: msg`Upcoming`, className: 'bg-primary-50 text-primary-800' },
  open: { label: msg`Live now`, className: 'bg-danger-50 text-danger-700' },
  ended: { label: msg`Ended`, className: 'bg-slate-100 text-slate-700' },
};

function Action({ item, live, status }: { item: LiveClass; live: LiveModule | undefined; status: Status }) {
  const { t } = useLingui();
  const format = useFormat();
  const classTitle = item.title;
  const joinMinutes = format.number(JOIN_WINDOW_MINUTES);
  if (status === 'open' && live?.join_url) {
    return (
      <a
        href={live.join_url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'accent', size: 'sm' })}
        aria-label={t`Join the live class “${classTitle}” (opens in a new tab)`}
      >
        <Radio aria-hidden="true" className="size-4" />
        <Trans>Join class</Trans>
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
        aria-label={t`Watch the recording of “${classTitle}” (opens in a new tab)`}
      >
        <CirclePlay aria-hidden="true" className="size-4" />
        <Trans>Watch recording</Trans>
      </a>
    );
  }
  const note =
    status === 'ended'
      ? t`The recording appears here once it is ready.`
      : status === 'open'
        ? t`The join link is on its way. This page checks every minute.`
        : t`The join link appears here ${joinMinutes} minutes before the start.`;
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
  const { i18n } = useLingui();
  const format = useFormat();
  const status = statusOf(item, live, now);
  const chip = CHIP[status];
  const endTime = format.time(item.endsAt);
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
            {showDate ? `${format.date(item.startsAt)}, ` : ''}
            {format.time(item.startsAt)}
          </time>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>
            to <time dateTime={item.endsAt}>{endTime}</time>
            <span className="sr-only"> Dhaka time</span>
          </Trans>
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
            {i18n._(chip.label)}
          </span>
          <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
            <Video aria-hidden="true" className="size-3.5" />
            <Trans>Live class</Trans>
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
