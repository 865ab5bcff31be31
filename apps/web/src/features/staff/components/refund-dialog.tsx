import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RefundRequest, type AdminOrderRow } from '@dokkho/contract/commerce';
import type { z } from 'zod';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { formatMoney } from '../../../shared/lib/format-money';
import { buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useRefundOrder } from '../api/refund-order';
import { ConfirmDialog } from './confirm-dialog';
import { dangerButtonClasses } from './danger-button';
import { GATEWAY_LABELS } from './status-badges';
import { TextAreaField } from './text-area-field';

type Values = z.output<typeof RefundRequest>;

/**
 * Refunding a paid order (issue 5 item 8; `POST admin/orders/{id}/refund/`): the dialog says what the
 * server will do and, as plainly, what it will not (send the money back: that is done in the gateway's
 * merchant panel), then asks why. The server's refusal (a 409 when a colleague was quicker) shows as sent.
 */
export function RefundDialog({
  order,
  open,
  onOpenChange,
  onRefunded,
}: {
  order: AdminOrderRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefunded: (row: AdminOrderRow) => void;
}) {
  const refund = useRefundOrder(order.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof RefundRequest>, unknown, Values>({
    resolver: zodResolver(RefundRequest),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const row = await refund.mutateAsync(values);
      reset();
      onRefunded(row);
    } catch (error) {
      setFormError(applyServerErrors(error, ['reason'], setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  function changeOpen(next: boolean) {
    // Nothing may close the dialog while the refund is on its way: its answer must be seen.
    if (refund.isPending) return;
    if (!next) setFormError(null);
    onOpenChange(next);
  }

  const total = formatMoney(order.total);
  const pending = refund.isPending;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={`Refund ${order.invoice_number ?? 'this order'}?`}
      description={
        <>
          <p>
            {order.buyer.name || order.buyer.email} paid <strong>{total}</strong> for “{order.title}”.
            Refunding it:
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>marks the order refunded, for the buyer too;</li>
            <li>
              removes the course {order.kind === 'bundle' ? 'seats' : 'seat'} it gave (a seat another paid
              order or a free enrolment covers stays);
            </li>
            <li>reverses the affiliate’s commission on it, if there was one.</li>
          </ul>
          {order.gateway === 'none' ? (
            <p>
              No money was taken for this order (its discounts covered the price): there is nothing to return.
            </p>
          ) : (
            <p className="rounded-lg bg-warning-50 px-3 py-2 font-medium text-warning-700">
              It does not send the money back. Return {total} to the buyer in the{' '}
              {GATEWAY_LABELS[order.gateway]} merchant panel yourself.
            </p>
          )}
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <fieldset disabled={pending} className="disabled:opacity-70">
          <TextAreaField
            label="Reason"
            help="Kept with the order, for the team and the records."
            error={errors.reason?.message}
            {...register('reason')}
          />
        </fieldset>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => changeOpen(false)}
            disabled={pending}
            className={buttonClasses({ variant: 'secondary' })}
          >
            Keep the order
          </button>
          <button type="submit" aria-busy={pending} disabled={pending} className={dangerButtonClasses()}>
            {pending ? <SubmitProgress label="Refunding…" /> : 'Refund order'}
          </button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
