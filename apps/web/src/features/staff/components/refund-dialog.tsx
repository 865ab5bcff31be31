import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { RefundRequest, type AdminOrderRow } from '@dokkho/contract/commerce';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useRefundOrder } from '../api/refund-order';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { GATEWAY_LABELS } from '../../../shared/labels/commerce';

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
  const { t, i18n } = useLingui();
  const format = useFormat();
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

  const total = format.taka(order.total);
  const invoice = order.invoice_number;
  const buyer = order.buyer.name || order.buyer.email;
  const title = order.title;
  const gateway = i18n._(GATEWAY_LABELS[order.gateway]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={invoice ? t`Refund ${invoice}?` : t`Refund this order?`}
      description={
        <>
          <p>
            <Trans>
              {buyer} paid <strong>{total}</strong> for “{title}”. Refunding it:
            </Trans>
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <Trans>marks the order refunded, for the buyer too;</Trans>
            </li>
            <li>
              {order.kind === 'bundle' ? (
                <Trans>
                  removes the course seats it gave (a seat another paid order or a free enrolment covers
                  stays);
                </Trans>
              ) : (
                <Trans>
                  removes the course seat it gave (a seat another paid order or a free enrolment covers
                  stays);
                </Trans>
              )}
            </li>
            <li>
              <Trans>reverses the affiliate’s commission on it, if there was one.</Trans>
            </li>
          </ul>
          {order.gateway === 'none' ? (
            <p>
              <Trans>
                No money was taken for this order (its discounts covered the price): there is nothing to
                return.
              </Trans>
            </p>
          ) : (
            <p className="rounded-lg bg-warning-50 px-3 py-2 font-medium text-warning-700">
              <Trans>
                It does not send the money back. Return {total} to the buyer in the {gateway} merchant panel
                yourself.
              </Trans>
            </p>
          )}
        </>
      }
      pending={refund.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => setFormError(null)}
      cancelLabel={t`Keep the order`}
      submitLabel={t`Refund order`}
      pendingLabel={t`Refunding…`}
    >
      <FormTextarea
        label={t`Reason`}
        help={t`Kept with the order, for the team and the records.`}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ConfirmDialog>
  );
}
