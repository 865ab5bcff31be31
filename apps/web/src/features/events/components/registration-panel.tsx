import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarPlus, CircleCheck, Hourglass, MessagesSquare, XCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses, Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { RegistrationView } from '../api/types';
import { useCancelRegistration } from '../api/registration';
import { JOIN_GROUP_PATH, freeClassPath, masterclassPath, masterclassRecordingPath } from '../lib/paths';
import { forgetTicket, type EventTicket } from '../lib/ticket';
import { EventWhen, Speaker } from './event-facts';
import { JoinButton } from './join-button';
import { ShareButton } from './share-button';

function StatusHeadline({ view }: { view: RegistrationView }) {
  const { t } = useLingui();
  const format = useFormat();
  const { registration } = view;
  if (registration.status === 'cancelled') {
    return (
      <div className="flex items-start gap-3">
        <XCircle aria-hidden="true" className="size-8 shrink-0 text-slate-500" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t`Your registration is cancelled`}</h1>
          <p className="mt-1 text-slate-600">{t`Your seat went to someone else. You can register again while seats are open.`}</p>
        </div>
      </div>
    );
  }
  if (registration.status === 'waitlisted') {
    const position = registration.waitlist_position;
    const place = position === null ? '' : format.number(position);
    return (
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="size-8 shrink-0 text-accent-600" />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t`You are on the waiting list`}</h1>
          <p className="mt-1 text-slate-700">
            {position === null
              ? t`Every seat is taken. If one frees up, it is yours and we tell you by e-mail and SMS.`
              : t`You are number ${place} in the queue. When a seat frees up, the first person waiting gets it and we tell them by e-mail and SMS.`}
          </p>
        </div>
      </div>
    );
  }
  const email = registration.email;
  return (
    <div className="flex items-start gap-3">
      <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success-600" />
      {/* A long e-mail address wraps rather than pushing the page sideways at 360px. */}
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{t`Your seat is booked`}</h1>
        <p className="mt-1 wrap-anywhere text-slate-700">
          <Trans>
            We sent the details to {email} and a text to your phone. We remind you a day and an hour before.
          </Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * A registration, as its owner sees it after booking (the success page, a free class's page, the link in
 * the confirmation e-mail): the state, the event, the join button in its window, add to calendar, share,
 * the community groups, and cancel.
 */
export function RegistrationPanel({ view, ticket }: { view: RegistrationView; ticket: EventTicket | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { registration, event } = view;
  const cancel = useCancelRegistration(registration.id, ticket);
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const active = registration.status !== 'cancelled';
  const ended = event.state === 'ended';
  const publicPath = event.kind === 'masterclass' ? masterclassPath(event.id) : freeClassPath(event.id);
  const title = event.title;

  return (
    <div className="space-y-6">
      <section className="rounded-card bg-white p-5 shadow-card sm:p-6">
        <StatusHeadline view={view} />
        <div className="mt-5 space-y-3 border-t border-slate-100 pt-5">
          <p className="text-lg font-bold text-slate-900">
            <Link to={publicPath} className="hover:underline">
              {event.title}
            </Link>
          </p>
          <EventWhen event={event} />
          <Speaker speaker={event.speaker} size="sm" />
        </div>
        {active && registration.status === 'confirmed' && !ended ? (
          <div className="mt-5">
            <JoinButton eventId={event.id} window={view.join_window} ticket={ticket} />
          </div>
        ) : null}
        {ended && view.recording_available ? (
          <Link
            to={
              event.kind === 'masterclass'
                ? masterclassRecordingPath(event.id)
                : `${freeClassPath(event.id)}#recording`
            }
            className={buttonClasses({ variant: 'accent', size: 'lg', className: 'mt-5 w-full sm:w-auto' })}
          >
            <Trans>Watch the recording</Trans>
          </Link>
        ) : null}
      </section>

      {active && !ended ? (
        <section aria-labelledby="next-steps" className="rounded-card bg-white p-5 shadow-card sm:p-6">
          <h2 id="next-steps" className="text-lg font-bold text-slate-900">
            <Trans>Next steps</Trans>
          </h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <a href={view.calendar.ics_url} download className={buttonClasses({ variant: 'secondary' })}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              <Trans>Add to calendar (.ics)</Trans>
            </a>
            <a
              href={view.calendar.google_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary' })}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              <Trans>Google Calendar</Trans>
            </a>
            <ShareButton title={title} path={publicPath} />
            <Link to={JOIN_GROUP_PATH} className={buttonClasses({ variant: 'secondary' })}>
              <MessagesSquare aria-hidden="true" className="size-4" />
              <Trans>Join the community group</Trans>
            </Link>
          </div>
        </section>
      ) : null}

      {active && !ended ? (
        <div className="text-center">
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trans>Cancel my registration</Trans>
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancel your registration?`}
        description={t`Your seat goes to the next person on the waiting list. You can register again later while seats are open.`}
        pending={cancel.isPending}
        formError={cancelError}
        onDismiss={() => setCancelError(null)}
        cancelLabel={t`Keep my seat`}
        submitLabel={t`Cancel registration`}
        pendingLabel={t`Cancelling…`}
        onSubmit={(domEvent) => {
          domEvent.preventDefault();
          setCancelError(null);
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              forgetTicket(event.id);
              void navigate(publicPath, { replace: true });
            },
            onError: (error) => setCancelError(error.message),
          });
        }}
      />
    </div>
  );
}
