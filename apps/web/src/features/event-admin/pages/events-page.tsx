import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { CalendarPlus, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManagedEvent } from '@dokkho/contract/events';
import { useFormat } from '../../../shared/i18n/format';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { EVENTS_PAGE_SIZE, useManagedEvents, type EventsWhen } from '../api/event-admin';
import { EventKindBadge, EventStateBadge } from '../components/event-badges';
import {
  eventPath,
  eventsListPath,
  newEventPath,
  pageFrom,
  useEventsArea,
  type EventsArea,
} from '../lib/paths';

function EventRow({ event, area }: { event: ManagedEvent; area: EventsArea }) {
  const format = useFormat();
  const confirmed = format.number(event.funnel.confirmed);
  const cap = event.seat_cap !== null ? format.number(event.seat_cap) : null;
  const waiting = format.number(event.funnel.waitlisted);
  return (
    <li>
      <Link
        to={eventPath(area, event.id)}
        className="block rounded-card bg-white p-4 shadow-card transition-shadow hover:shadow-md focus-visible:outline-2"
        data-testid="managed-event"
      >
        <div className="flex flex-wrap items-center gap-2">
          <EventStateBadge state={event.state} />
          <EventKindBadge kind={event.kind} />
        </div>
        <p className="mt-2 font-semibold text-pretty text-slate-900">{event.title}</p>
        <p className="mt-1 text-sm text-slate-700">
          <time dateTime={event.starts_at}>{format.dateTime(event.starts_at)}</time>{' '}
          <span className="text-slate-500">
            <Trans>(Dhaka time)</Trans>
          </span>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {cap !== null ? (
              <Trans>
                {confirmed} of {cap} seats
              </Trans>
            ) : (
              <Trans>{confirmed} registered</Trans>
            )}
          </span>
          {event.funnel.waitlisted > 0 ? (
            <span>
              <Trans>{waiting} waiting</Trans>
            </span>
          ) : null}
          {area === 'staff' ? (
            <span>
              <Trans>Host: {event.host.name}</Trans>
            </span>
          ) : null}
        </p>
      </Link>
    </li>
  );
}

/**
 * /ir-dashboard/events and /staff/events (issue 18 item 8): the events the instructor hosts (staff: every
 * event), upcoming soonest first, past (ended or cancelled) latest first.
 */
export function EventsPage() {
  const { t } = useLingui();
  const area = useEventsArea();
  const [params] = useSearchParams();
  const when: EventsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const page = pageFrom(params.get('page'));
  const events = useManagedEvents({ when, page });
  const tabs: { value: EventsWhen; label: string }[] = [
    { value: 'upcoming', label: t`Upcoming` },
    { value: 'past', label: t`Past and cancelled` },
  ];

  return (
    <>
      <PageHeading
        title={area === 'staff' ? t`Events` : t`Your events`}
        description={
          area === 'staff'
            ? t`Every masterclass and free class, by any host.`
            : t`Masterclasses and free classes you host: registrations, recordings and results.`
        }
        actions={
          <Link
            to={newEventPath(area)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            <Trans>Schedule an event</Trans>
          </Link>
        }
      />
      <nav aria-label={t`Which events`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {tabs.map((tab) => (
            <li key={tab.value}>
              <Link
                to={eventsListPath(area, tab.value)}
                aria-current={tab.value === when ? 'page' : undefined}
                className={clsx(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
                  tab.value === when
                    ? 'border-primary-700 text-primary-800'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4">
        <QueryStates
          query={events}
          errorTitle={t`We couldn’t load the events`}
          loadingLabel={t`Loading events`}
          loadingClassName="grid gap-3 md:grid-cols-2"
          skeletons={[0, 1, 2, 3].map((i) => (
            <div key={i} className="space-y-2 rounded-card bg-white p-4 shadow-card">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
          isEmpty={(data) => data.results.length === 0}
          empty={
            <Notice
              size="sm"
              illustration={<SignpostIllustration />}
              title={when === 'upcoming' ? t`No upcoming events` : t`No past events yet`}
              description={
                when === 'upcoming'
                  ? t`Schedule a masterclass or a free class: learners register from its page and get reminders.`
                  : t`Events that have ended or were cancelled are kept here, with their registrations.`
              }
            />
          }
        >
          {(data) => (
            <ul aria-label={t`Events`} className="grid gap-3 md:grid-cols-2">
              {data.results.map((event) => (
                <EventRow key={event.id} event={event} area={area} />
              ))}
            </ul>
          )}
        </QueryStates>
        {events.data ? (
          <Pagination
            page={page}
            totalPages={Math.ceil(events.data.count / EVENTS_PAGE_SIZE)}
            hrefFor={(target) => eventsListPath(area, when, target)}
          />
        ) : null}
      </div>
    </>
  );
}
