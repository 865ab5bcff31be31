import { Link } from 'react-router';
import clsx from 'clsx';
import { CircleCheck, PlayCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { EventCard } from '../api/types';
import { freeClassPath, masterclassPath, masterclassRecordingPath } from '../lib/paths';
import { EventCover } from './event-cover';
import { EventWhen, SeatsLeft, Speaker } from './event-facts';
import { KindBadge } from './kind-badge';

/** Where a card leads: a past masterclass with a recording opens the recording page. */
export function eventPath(event: EventCard, past = false): string {
  if (event.kind === 'masterclass') {
    return past && event.has_recording ? masterclassRecordingPath(event.id) : masterclassPath(event.id);
  }
  return past && event.has_recording ? `${freeClassPath(event.id)}#recording` : freeClassPath(event.id);
}

/** A masterclass or free class in a list: the whole card is one link (the title's, stretched). */
export function EventCardView({
  event,
  past = false,
  headingLevel: Heading = 'h3',
}: {
  event: EventCard;
  past?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const mine = event.my_registration;
  return (
    <article
      className={clsx(
        'relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 transition-shadow',
        'hover:shadow-raised has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary-600',
      )}
    >
      <EventCover src={event.cover_image} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={event.kind} />
          {mine && mine.status !== 'cancelled' ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              {mine.status === 'waitlisted' ? <Trans>On the waiting list</Trans> : <Trans>Registered</Trans>}
            </span>
          ) : null}
        </div>
        <Heading className="line-clamp-2 text-lg leading-snug font-bold text-slate-900">
          <Link
            to={eventPath(event, past)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {event.title}
          </Link>
        </Heading>
        <EventWhen event={event} />
        <Speaker speaker={event.speaker} size="sm" />
        <div className="mt-auto pt-1">
          {past ? (
            event.has_recording ? (
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-800">
                <PlayCircle aria-hidden="true" className="size-4" />
                <Trans>Recording available</Trans>
              </p>
            ) : null
          ) : (
            <SeatsLeft event={event} />
          )}
        </div>
      </div>
    </article>
  );
}
