import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventDetail } from '../api/types';
import { eventState } from '../lib/event-state';
import { freeClassPath, masterclassPath } from '../lib/paths';
import type { EventTicket } from '../lib/ticket';
import { EventActionBox } from './event-action-box';
import { EventWhen, SeatsLeft, Speaker } from './event-facts';
import { KindBadge } from './kind-badge';
import { RegistrationForm } from './registration-form';

/**
 * The registration screen of one event: what you are registering for, then the form, or, when the form
 * no longer fits (registered already, full and closed, ended, cancelled), what to do instead.
 */
export function EventRegistration({ event, ticket }: { event: EventDetail; ticket: EventTicket | null }) {
  const { t } = useLingui();
  const state = eventState(event, ticket, new Date());
  const back = event.kind === 'masterclass' ? masterclassPath(event.id) : freeClassPath(event.id);
  const eventTitle = event.title;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to={back}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>About this class</Trans>
      </Link>
      <div className="mt-2 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:gap-10">
        <section aria-label={t`The class`} className="space-y-4">
          <KindBadge kind={event.kind} />
          <h1 className="text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl">
            {state.kind === 'open' ? t`Register for ${eventTitle}` : event.title}
          </h1>
          <EventWhen event={event} />
          <Speaker speaker={event.speaker} size="sm" />
          <SeatsLeft event={event} />
        </section>
        <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6">
          {state.kind === 'open' ? (
            <RegistrationForm event={event} />
          ) : (
            <EventActionBox event={event} ticket={ticket} />
          )}
        </div>
      </div>
    </div>
  );
}
