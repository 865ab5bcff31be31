import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_PAYOUT_METHOD_LABELS,
  AdminPayoutDecision,
  type AdminPayoutRequest,
} from '@dokkho/contract/affiliate';
import type { z } from 'zod';
import { formatTaka } from '@dokkho/domain/money';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useDecidePayoutRequest } from '../api/decide-payout-request';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

export type PayoutDecisionKind = 'paid' | 'rejected';

/**
 * Deciding a payout request (`POST admin/payout-requests/{id}/`): "Mark paid" once the money is sent, with
 * an optional note (the bKash or Nagad transaction id, the bank's reference), or "Reject" with the reason the
 * affiliate will read (required: the contract's AdminPayoutDecision says so, and the form checks it first).
 */
export function PayoutDecisionDialog({
  request,
  decision,
  open,
  onOpenChange,
  onDecided,
}: {
  request: AdminPayoutRequest;
  decision: PayoutDecisionKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecided: (decision: PayoutDecisionKind) => void;
}) {
  const decide = useDecidePayoutRequest(request.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof AdminPayoutDecision>, unknown, AdminPayoutDecision>({
    resolver: zodResolver(AdminPayoutDecision),
    // The decision is fixed per dialog; it travels with the note (not a field anyone edits).
    defaultValues: { status: decision, note: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await decide.mutateAsync(values);
      reset();
      onDecided(decision);
    } catch (error) {
      setFormError(applyServerErrors(error, ['note'], setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const amount = formatTaka(request.amount);
  const method = AFFILIATE_PAYOUT_METHOD_LABELS[request.method];
  const who = request.affiliate.name || request.affiliate.email;
  const paid = decision === 'paid';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={paid ? `Mark ${amount} to ${who} paid?` : `Reject ${who}’s request for ${amount}?`}
      description={
        paid ? (
          <>
            <p>
              Only once you have sent <strong>{amount}</strong> by {method} to{' '}
              <span className="font-mono font-semibold wrap-anywhere text-slate-900">{request.account}</span>.
            </p>
            <p>The affiliate sees the request as paid, with your note. This cannot be undone.</p>
          </>
        ) : (
          <>
            <p>
              The {amount} goes back to {who}’s balance, and they can ask again. They see your reason, so say
              what to fix (a wrong number, a closed account).
            </p>
            <p>This cannot be undone.</p>
          </>
        )
      }
      pending={decide.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => {
        setFormError(null);
        reset();
      }}
      cancelLabel="Go back"
      submitLabel={paid ? 'Mark paid' : 'Reject request'}
      pendingLabel={paid ? 'Saving…' : 'Rejecting…'}
      tone={paid ? 'primary' : 'danger'}
    >
      {paid ? (
        <FormTextarea
          label="Note"
          optional
          rows={2}
          help={`The ${method === 'Bank account' ? 'bank’s reference' : `${method} transaction id`}, for the affiliate and the records.`}
          error={errors.note?.message}
          {...register('note')}
        />
      ) : (
        <FormTextarea label="Reason" error={errors.note?.message} {...register('note')} />
      )}
    </ConfirmDialog>
  );
}
