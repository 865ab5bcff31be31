import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { SupportBookingInput, type SupportSlot } from '@dokkho/contract/support-sessions';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useFormat } from '../../../shared/i18n/format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useBookSession } from '../api/support-sessions';

const NoteOnly = SupportBookingInput.pick({ note: true });
type Values = z.output<typeof NoteOnly>;

/** Booking one slot: what the learner wants help with, then the server's word (a 409 shows here). */
export function BookDialog({
  slot,
  onClose,
  onBooked,
}: {
  slot: SupportSlot | null;
  onClose: () => void;
  onBooked: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const bookSession = useBookSession();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof NoteOnly>, unknown, Values>({
    resolver: zodResolver(NoteOnly),
    defaultValues: { note: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (!slot) return;
    try {
      await bookSession.mutateAsync({ slot_id: slot.id, note: values.note });
      reset();
      onBooked();
    } catch (error) {
      setFormError(applyServerErrors(error, ['note'], setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const advisor = slot?.advisor_name ?? '';
  const when = slot ? format.dateTime(slot.starts_at) : '';
  return (
    <ConfirmDialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="primary"
      title={t`Book a session with ${advisor}`}
      description={
        <p>
          <Trans>{when} (Dhaka time). The join link appears here and in your e-mail once it is booked.</Trans>
        </p>
      }
      pending={bookSession.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => {
        setFormError(null);
        reset();
      }}
      cancelLabel={t`Cancel`}
      submitLabel={t`Book this session`}
      pendingLabel={t`Booking…`}
    >
      <FormTextarea
        label={t`What would you like help with?`}
        help={t`A sentence or two, e.g. “I want to move from banking into data analysis and need a CV review.”`}
        rows={4}
        maxLength={500}
        error={errors.note?.message}
        {...register('note')}
      />
    </ConfirmDialog>
  );
}
