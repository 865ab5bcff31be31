import { useState } from 'react';
import { Plus } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffAdvisorSlot } from '@dokkho/contract/support-sessions';
import { useFormat } from '../../../shared/i18n/format';
import { ADVISOR_TOPIC_LABELS } from '../../../shared/labels/events';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeading } from '../../../shared/ui/page-heading';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { useCancelSlot, useStaffAdvisorSlots } from '../api/advisor-slots';
import { AdvisorSlotDialog } from '../components/advisor-slot-dialog';
import { DoneMessage } from '../components/status-tabs';

const STATE_CLASSES: Record<StaffAdvisorSlot['state'], string> = {
  free: 'bg-slate-100 text-slate-700',
  booked: 'bg-success-50 text-success-700',
  cancelled: 'bg-danger-50 text-danger-700',
};

function SlotRow({ slot, onCancel }: { slot: StaffAdvisorSlot; onCancel: (slot: StaffAdvisorSlot) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const state = { free: t`Free`, booked: t`Booked`, cancelled: t`Cancelled` }[slot.state];
  const when = format.dateTime(slot.starts_at);
  const minutes = format.number(slot.duration_minutes);
  const advisor = slot.advisor_name;
  // When the list was drawn: a slot that has started can no longer be cancelled (the server says so too).
  const [drawnAt] = useState(() => Date.now());
  const past = new Date(slot.starts_at).getTime() <= drawnAt;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            <Trans>
              {when} · {minutes} min
            </Trans>
          </h2>
          <p className="text-sm text-slate-700">
            {advisor}
            {slot.advisor_title ? ` · ${slot.advisor_title}` : ''}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            {slot.topics.map((topic) => i18n._(ADVISOR_TOPIC_LABELS[topic])).join(' · ')}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[slot.state]}`}>
          {state}
        </span>
      </div>
      {slot.booking ? (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {slot.booking.learner_name} · <span className="break-all">{slot.booking.learner_email}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{slot.booking.note}</p>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-500">
          {slot.cancelled_bookings > 0
            ? t`${plural(slot.cancelled_bookings, { one: '# earlier booking cancelled', other: '# earlier bookings cancelled' })}`
            : null}
        </span>
        {slot.state !== 'cancelled' && !past ? (
          <button
            type="button"
            onClick={() => onCancel(slot)}
            aria-label={t`Cancel the session on ${when}`}
            className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-danger-700' })}
          >
            <Trans>Cancel session</Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /staff/advisor-slots (issue 18 item 6): the advisor sessions staff publish, their bookings (the learner,
 * their address and note), and cancelling one (the booked learner is told in the bell and by e-mail).
 */
export function StaffAdvisorSlotsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const slots = useStaffAdvisorSlots();
  const cancel = useCancelSlot();
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<StaffAdvisorSlot | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const cancellingWhen = cancelling ? format.dateTime(cancelling.starts_at) : '';

  return (
    <>
      <PageHeading
        title={t`Advisor sessions`}
        description={t`One-to-one career calls learners book on the support session page. Times are Dhaka time.`}
        actions={
          <button
            type="button"
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
            className={buttonClasses()}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Publish session</Trans>
          </button>
        }
      />
      <DoneMessage message={done} />
      <QueryStates
        query={slots}
        errorTitle={t`We couldn’t load the advisor sessions`}
        errorSize="sm"
        loadingLabel={t`Loading advisor sessions`}
        skeletons={
          <div className="space-y-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-28 w-full" />
            ))}
          </div>
        }
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Notice
            size="sm"
            illustration={<SignpostIllustration />}
            title={t`No advisor sessions yet`}
            description={t`Publish a session and learners can book it at once.`}
          />
        }
      >
        {(data) => (
          <ul aria-label={t`Advisor sessions`} className="space-y-3">
            {data.results.map((slot) => (
              <SlotRow
                key={slot.id}
                slot={slot}
                onCancel={(chosen) => {
                  setDone(null);
                  setCancelling(chosen);
                }}
              />
            ))}
          </ul>
        )}
      </QueryStates>
      <AdvisorSlotDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={(slot) => {
          const when = format.dateTime(slot.starts_at);
          setAdding(false);
          setDone(t`Published the session on ${when}.`);
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t`Cancel this session?`}
        description={
          <p>
            {cancelling?.booking ? (
              <Trans>
                The session on {cancellingWhen} is booked: the learner is told in their notifications and by
                e-mail, and can book another time.
              </Trans>
            ) : (
              <Trans>The session on {cancellingWhen} leaves the support session page.</Trans>
            )}
          </p>
        }
        pending={cancel.isPending}
        formError={formError}
        onSubmit={(event) => {
          event.preventDefault();
          if (!cancelling) return;
          setFormError(null);
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              setDone(t`Cancelled the session on ${cancellingWhen}.`);
            },
            onError: (error) => setFormError(error.message),
          });
        }}
        onDismiss={() => setFormError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Cancel session`}
        pendingLabel={t`Cancelling…`}
      />
    </>
  );
}
