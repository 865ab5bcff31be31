import clsx from 'clsx';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import type { EventCard } from '../api/types';

/** "Sat 28 Nov 2026, 8:00 pm" on the Dhaka clock, and how long it runs. */
export function EventWhen({ event, className }: { event: EventCard; className?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const minutes = event.duration_minutes;
  const length = format.number(minutes);
  return (
    <ul className={clsx('flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700', className)}>
      <li className="inline-flex items-start gap-1.5">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <span>
          <time dateTime={event.starts_at}>{format.dateTime(event.starts_at)}</time>{' '}
          <span className="whitespace-nowrap text-slate-500">
            <Trans>(Dhaka time)</Trans>
          </span>
        </span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
        {t`${plural(minutes, { one: `${length} minute`, other: `${length} minutes` })}`}
      </li>
    </ul>
  );
}

/** Seats left, "Full: waiting list" or nothing when the event has no cap. */
export function SeatsLeft({ event }: { event: EventCard }) {
  const { t } = useLingui();
  const format = useFormat();
  if (event.seats_left === null) return null;
  const left = event.seats_left;
  const count = format.number(left);
  const few = !event.is_full && left <= 5;
  return (
    <p
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
        event.is_full
          ? 'bg-slate-100 text-slate-700'
          : few
            ? 'bg-accent-50 text-accent-800'
            : 'bg-primary-50 text-primary-800',
      )}
    >
      <Users aria-hidden="true" className="size-4" />
      {event.is_full
        ? t`Full: join the waiting list`
        : t`${plural(left, { one: `${count} seat left`, other: `${count} seats left` })}`}
    </p>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The speaker's photo (or initials), name and title. */
export function Speaker({ speaker, size = 'md' }: { speaker: EventCard['speaker']; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-9 text-sm' : 'size-14 text-lg';
  return (
    <div className="flex min-w-0 items-center gap-3">
      {speaker.photo ? (
        <img
          src={speaker.photo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className={clsx('shrink-0 rounded-full bg-slate-100 object-cover', box)}
        />
      ) : (
        <span
          aria-hidden="true"
          className={clsx(
            'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800',
            box,
          )}
        >
          {initials(speaker.name)}
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-semibold break-words text-slate-900">{speaker.name}</span>
        {speaker.title ? (
          <span className="block text-sm break-words text-slate-600">{speaker.title}</span>
        ) : null}
      </span>
    </div>
  );
}
