import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { AdminPayoutDecision, type AdminPayoutRequest } from '@dokkho/contract/affiliate';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useDecidePayoutRequest } from '../api/decide-payout-request';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

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
  const { t, i18n } = useLingui();
  const format = useFormat();
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

  const amount = format.taka(request.amount);
  const account = request.account;
  const method = i18n._(PAYOUT_METHOD_LABELS[request.method]);
  const who = request.payee.name || request.payee.email;
  const paid = decision === 'paid';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={paid ? t`Mark ${amount} to ${who} paid?` : t`Reject ${who}’s request for ${amount}?`}
      description={
        paid ? (
          <>
            <p>
              <Trans>
                Only once you have sent <strong>{amount}</strong> by {method} to{' '}
                <span className="font-mono font-semibold wrap-anywhere text-slate-900">{account}</span>.
              </Trans>
            </p>
            <p>
              <Trans>The affiliate sees the request as paid, with your note. This cannot be undone.</Trans>
            </p>
          </>
        ) : (
          <>
            <p>
              <Trans>
                The {amount} goes back to {who}’s balance, and they can ask again. They see your reason, so
                say what to fix (a wrong number, a closed account).
              </Trans>
            </p>
            <p>
              <Trans>This cannot be undone.</Trans>
            </p>
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
      cancelLabel={t`Go back`}
      submitLabel={paid ? t`Mark paid` : t`Reject request`}
      pendingLabel={paid ? t`Saving…` : t`Rejecting…`}
      tone={paid ? 'primary' : 'danger'}
    >
      {paid ? (
        <FormTextarea
          label={t`Note`}
          optional
          rows={2}
          help={
            request.method === 'bank'
              ? t`The bank’s reference, for the affiliate and the records.`
              : t`The ${method} transaction id, for the affiliate and the records.`
          }
          error={errors.note?.message}
          {...register('note')}
        />
      ) : (
        <FormTextarea label={t`Reason`} error={errors.note?.message} {...register('note')} />
      )}
    </ConfirmDialog>
  );
}
