import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, LogIn, MessagesSquare } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SupportSlot } from '@dokkho/contract/support-sessions';
import { openLoginDialog } from '../../../shared/auth/login-dialog-store';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useFormat } from '../../../shared/i18n/format';
import { ADVISOR_TOPIC_LABELS } from '../../../shared/labels/events';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageIntro } from '../../../shared/ui/page-intro';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useFreeSlots, useMyBookings, useRescheduleSession } from '../api/support-sessions';
import { BookDialog } from '../components/book-dialog';
import { MySessionCard } from '../components/my-session-card';
import { slotEnd, slotsByDay } from '../lib/days';

function DayHeading({ instant }: { instant: string }) {
  const format = useFormat();
  const weekday = new Intl.DateTimeFormat(format.locale === 'bn' ? 'bn-BD' : 'en-GB', {
    weekday: 'long',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(instant));
  return (
    <h3 className="text-base font-semibold text-slate-900">
      {weekday}, {format.longDate(instant)}
    </h3>
  );
}

function SlotCard({
  slot,
  action,
  onPick,
  pending,
}: {
  slot: SupportSlot;
  action: 'book' | 'move' | 'sign-in' | 'none';
  onPick: () => void;
  pending: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const from = format.time(slot.starts_at);
  const to = format.time(slotEnd(slot));
  const minutes = format.number(slot.duration_minutes);
  const advisor = slot.advisor_name;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <Trans>
            {from} – {to}
          </Trans>{' '}
          <span className="text-sm font-normal text-slate-500">
            <Trans>({minutes} min)</Trans>
          </span>
        </p>
        <p className="text-slate-800">{advisor}</p>
        {slot.advisor_title ? <p className="text-sm text-slate-600">{slot.advisor_title}</p> : null}
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t`Topics`}>
          {slot.topics.map((topic) => (
            <li
              key={topic}
              className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800"
            >
              {i18n._(ADVISOR_TOPIC_LABELS[topic])}
            </li>
          ))}
        </ul>
      </div>
      {action === 'none' ? null : (
        <Button
          variant={action === 'move' ? 'secondary' : 'primary'}
          className="w-full shrink-0 sm:w-auto"
          onClick={onPick}
          disabled={pending}
        >
          {action === 'move' ? (
            <Trans>Move here</Trans>
          ) : action === 'sign-in' ? (
            <Trans>Log in to book</Trans>
          ) : (
            <Trans>Book {from}</Trans>
          )}
        </Button>
      )}
    </li>
  );
}

/**
 * /support-session (issue 18 item 6): free one-to-one calls with a career advisor. Anyone sees the free
 * slots by Dhaka day; a signed-in learner books one with a note, and then sees it at the top with its link,
 * to move or cancel. A signed-out visitor is asked to log in first.
 */
export function SupportSessionPage() {
  const { t } = useLingui();
  const viewerId = useViewerId();
  const signedIn = viewerId !== null;
  const slots = useFreeSlots();
  const mine = useMyBookings();
  const reschedule = useRescheduleSession();
  const [booking, setBooking] = useState<SupportSlot | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = mine.data?.results[0] ?? null;

  function pick(slot: SupportSlot) {
    setMessage(null);
    setError(null);
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    if (current && rescheduling) {
      reschedule.mutate(
        { bookingId: current.id, slotId: slot.id },
        {
          onSuccess: () => {
            setRescheduling(false);
            setMessage(t`Your session has moved. We sent the new time to your e-mail.`);
          },
          onError: (failure) => setError(applyServerErrors(failure, [], () => undefined)),
        },
      );
      return;
    }
    setBooking(slot);
  }

  const action = !signedIn ? 'sign-in' : current ? (rescheduling ? 'move' : 'none') : 'book';

  return (
    <>
      <PageIntro
        eyebrow={t`Free one-to-one call`}
        title={t`Talk to a career advisor`}
        description={t`Book 30 minutes with an experienced advisor for a CV review, interview practice, a career change or help choosing your next course. All times are Dhaka time.`}
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
        {!signedIn ? (
          <section className="flex flex-col gap-3 rounded-card bg-primary-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-800">
              <Trans>
                Log in or create a free account to book a session. Your booking and its link stay here.
              </Trans>
            </p>
            <Button variant="accent" className="shrink-0" onClick={openLoginDialog}>
              <LogIn aria-hidden="true" className="size-4" />
              <Trans>Log in to book</Trans>
            </Button>
          </section>
        ) : null}
        {message ? (
          <p role="status" className="rounded-md bg-emerald-50 px-4 py-3 text-emerald-900">
            {message}
          </p>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
        {current ? (
          <MySessionCard
            booking={current}
            rescheduling={rescheduling}
            onReschedule={setRescheduling}
            onCancelled={() => {
              setRescheduling(false);
              setMessage(t`Your session is cancelled. You can book another time whenever you like.`);
            }}
          />
        ) : null}
        <section aria-labelledby="free-slots-title">
          <h2 id="free-slots-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CalendarDays aria-hidden="true" className="size-5 text-primary-700" />
            {current && !rescheduling ? <Trans>Other free times</Trans> : <Trans>Free times</Trans>}
          </h2>
          <div className="mt-4">
            <QueryStates
              query={slots}
              errorTitle={t`We couldn’t load the free times`}
              loadingLabel={t`Loading free times`}
              skeletons={
                <div className="space-y-3">
                  {[0, 1, 2].map((key) => (
                    <Skeleton key={key} className="h-24 w-full" />
                  ))}
                </div>
              }
              isEmpty={(data) => data.results.length === 0}
              empty={
                <Notice
                  illustration={<SignpostIllustration />}
                  title={t`No free times right now`}
                  description={t`Our advisors publish new times every week. Meanwhile, ask the community: learners and mentors answer in the groups.`}
                >
                  <Link to="/join-group" className={buttonClasses({ variant: 'secondary' })}>
                    <MessagesSquare aria-hidden="true" className="size-4" />
                    <Trans>Join a group</Trans>
                  </Link>
                </Notice>
              }
            >
              {(data) => (
                <div className="space-y-6">
                  {slotsByDay(data.results).map((group) => (
                    <section key={group.day} className="space-y-2">
                      <DayHeading instant={group.slots[0]!.starts_at} />
                      <ul className="space-y-2">
                        {group.slots.map((slot) => (
                          <SlotCard
                            key={slot.id}
                            slot={slot}
                            action={action}
                            onPick={() => pick(slot)}
                            pending={reschedule.isPending}
                          />
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              )}
            </QueryStates>
          </div>
        </section>
      </div>
      <BookDialog
        slot={booking}
        onClose={() => setBooking(null)}
        onBooked={() => {
          setBooking(null);
          setMessage(t`Your session is booked. We sent the details and the join link to your e-mail.`);
        }}
      />
    </>
  );
}
