import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '@dokkho/contract/errors';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { QueryStates } from '../../../shared/ui/query-states';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useFreeClass } from '../api/get-event';
import { useFreeClasses } from '../api/get-events';
import { EventDetailSkeleton } from '../components/event-detail-view';
import { SeatsLeft } from '../components/event-facts';
import { EventRegistration } from '../components/event-registration-layout';
import { EventLoadError, EventNotFound } from '../components/event-states';
import { FREE_CLASSES_PATH, freeClassBookingPath, parseEventId } from '../lib/paths';
import { ticketFor } from '../lib/ticket';

/** Step one without an id: pick one of the upcoming free classes. */
function PickAClass() {
  const { t } = useLingui();
  const format = useFormat();
  const classes = useFreeClasses({ when: 'upcoming', topic: '', page: 1 });
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
        <Trans>Book a free class</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>Pick a class, then leave your name, number and e-mail. It takes a minute.</Trans>
      </p>
      <div className="mt-6">
        <QueryStates
          query={classes}
          errorTitle={t`We couldn’t load the free classes`}
          loadingLabel={t`Loading free classes`}
          skeletons={
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 w-full rounded-card" />
              ))}
            </div>
          }
          isEmpty={(data) => data.results.length === 0}
          empty={
            <Notice
              illustration={<SignpostIllustration />}
              title={t`No free classes scheduled right now`}
              description={t`New classes are added every week. Watch a recorded one meanwhile.`}
            >
              <Link to={`${FREE_CLASSES_PATH}?when=past`} className={buttonClasses()}>
                <Trans>Watch a recorded class</Trans>
              </Link>
            </Notice>
          }
        >
          {(data) => (
            <ul className="space-y-3">
              {data.results.map((event) => (
                <li key={event.id}>
                  <Link
                    to={freeClassBookingPath(event.id)}
                    className="flex items-center gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 transition-shadow hover:shadow-raised"
                  >
                    <span className="min-w-0 flex-1 space-y-1.5">
                      <span className="block font-semibold break-words text-slate-900">{event.title}</span>
                      <span className="block text-sm text-slate-600">
                        <time dateTime={event.starts_at}>{format.dateTime(event.starts_at)}</time>
                      </span>
                      <SeatsLeft event={event} />
                    </span>
                    <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </div>
  );
}

function BookOne({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const { hash } = useLocation();
  const detail = useFreeClass(eventId);
  if (detail.data) return <EventRegistration event={detail.data} ticket={ticketFor(detail.data.id, hash)} />;
  if (detail.isError) {
    const status = detail.error instanceof ApiError ? detail.error.status : undefined;
    if (status === 404 || status === 400) return <EventNotFound />;
    return (
      <EventLoadError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        isRetrying={detail.isFetching}
      />
    );
  }
  return <EventDetailSkeleton label={t`Loading the free class`} />;
}

/**
 * /free-class-booking (issue 18 item 2): `?id=` opens that class's form (the waiting list when it is
 * full); without it, the upcoming classes to pick from.
 */
export function FreeClassBookingPage() {
  const [params] = useSearchParams();
  const eventId = parseEventId(params.get('id'));
  return eventId === null ? <PickAClass /> : <BookOne eventId={eventId} />;
}
