import { useState } from 'react';
import { CalendarCheck, Clock, Video } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SupportBooking } from '@dokkho/contract/support-sessions';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useFormat } from '../../../shared/i18n/format';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelSession } from '../api/support-sessions';
import { slotEnd } from '../lib/days';

/** The learner's booked session: when, the join link, their note, and the way to move or cancel it. */
export function MySessionCard({
  booking,
  rescheduling,
  onReschedule,
  onCancelled,
}: {
  booking: SupportBooking;
  rescheduling: boolean;
  onReschedule: (on: boolean) => void;
  onCancelled: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const cancel = useCancelSession();
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { slot } = booking;
  const advisor = slot.advisor_name;
  const day = format.longDate(slot.starts_at);
  const from = format.time(slot.starts_at);
  const to = format.time(slotEnd(slot));

  return (
    <section
      aria-labelledby="my-session-title"
      className="rounded-card border border-primary-200 bg-white p-5 shadow-card sm:p-6"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-primary-700">
        <CalendarCheck aria-hidden="true" className="size-4" />
        <Trans>Your session is booked</Trans>
      </p>
      <h2 id="my-session-title" className="mt-1 text-xl font-bold text-slate-900">
        <Trans>With {advisor}</Trans>
      </h2>
      {slot.advisor_title ? <p className="text-sm text-slate-600">{slot.advisor_title}</p> : null}
      <p className="mt-3 flex items-start gap-2 text-slate-800">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          <Trans>
            {day}, {from} – {to} (Dhaka time)
          </Trans>
        </span>
      </p>
      <blockquote className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
        {booking.note}
      </blockquote>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={booking.meeting_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'accent' })}
        >
          <Video aria-hidden="true" className="size-4" />
          <Trans>Open the call link</Trans>
        </a>
        <Button variant="secondary" onClick={() => onReschedule(!rescheduling)} aria-pressed={rescheduling}>
          {rescheduling ? <Trans>Keep this time</Trans> : <Trans>Choose another time</Trans>}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          <Trans>Cancel session</Trans>
        </Button>
      </div>
      {rescheduling ? (
        <p role="status" className="mt-3 text-sm text-primary-800">
          <Trans>Pick a new time below: your booking moves in one step, and this time is freed.</Trans>
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancel your session?`}
        description={
          <p>
            <Trans>
              Your call with {advisor} on {day} at {from} is cancelled and the time is offered to other
              learners. You can book another time afterwards.
            </Trans>
          </p>
        }
        pending={cancel.isPending}
        formError={formError}
        onSubmit={(event) => {
          event.preventDefault();
          setFormError(null);
          cancel.mutate(booking.id, {
            onSuccess: () => {
              setConfirming(false);
              onCancelled();
            },
            onError: (error) => setFormError(applyServerErrors(error, [], () => undefined)),
          });
        }}
        onDismiss={() => setFormError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Cancel session`}
        pendingLabel={t`Cancelling…`}
      />
    </section>
  );
}
