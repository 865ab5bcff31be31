import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../forms/zod-resolver';
import { Info } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PayoutRequestForm as PayoutRequestSchema,
  payoutMaximumMessage,
  payoutMinimumMessage,
  type AffiliatePayoutMethod,
  type PayoutRequestFormInput,
} from '@dokkho/contract/affiliate';
import type { z } from 'zod';
import { applyServerErrors } from '../forms/server-errors';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { FormField } from '../ui/form-field';
import { SubmitProgress } from '../ui/submit-progress';
import { poishaToTakaInput } from './amount';
import { PayoutMethodFields } from './payout-method-fields';

type Values = z.output<typeof PayoutRequestSchema>;
const FIELDS = ['amount', 'method', 'account'] as const;

/** What the form sends a request with: a react-query mutation of the payee's request route. */
export interface PayoutRequestMutation {
  mutateAsync: (values: Values) => Promise<unknown>;
  isPending: boolean;
}

/**
 * A payout request (POST affiliate/affiliate_payout_request/ or instructor/payout-requests/, one machinery,
 * docs/decisions/030): the amount in taka (the whole balance by default), to the saved account (if any)
 * unless changed here. When no request can be made (below the minimum,
 * or one already in review) the form stays visible but disabled, with the reason above it.
 */
export function PayoutRequestForm({
  balance,
  minimum,
  blockedReason,
  payout,
  request,
}: {
  balance: number;
  minimum: number;
  blockedReason: string | null;
  payout: { method: AffiliatePayoutMethod | null; account: string | null };
  request: PayoutRequestMutation;
}) {
  const { t } = useLingui();
  const minimumTaka = poishaToTakaInput(minimum);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PayoutRequestFormInput, unknown, Values>({
    resolver: zodResolver(PayoutRequestSchema),
    defaultValues: {
      amount: balance >= minimum ? poishaToTakaInput(balance) : '',
      method: payout.method ?? 'bkash',
      account: payout.account ?? '',
    },
  });
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit(async (values) => {
    // The server's own rules and words (contract), said before the round trip.
    if (values.amount < minimum) {
      setError('amount', { type: 'min', message: payoutMinimumMessage(minimum) }, { shouldFocus: true });
      return;
    }
    if (values.amount > balance) {
      setError('amount', { type: 'max', message: payoutMaximumMessage(balance) }, { shouldFocus: true });
      return;
    }
    try {
      await request.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const pending = request.isPending;
  const disabled = blockedReason !== null;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="payout-form-title" className="space-y-4">
      {disabled && !sent ? (
        <p className="flex gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          {blockedReason}
        </p>
      ) : null}
      <div role="status">
        {sent ? (
          <p className="rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
            <Trans>Request sent. We pay within 7 working days and let you know here.</Trans>
          </p>
        ) : null}
      </div>
      <fieldset disabled={disabled || pending} className="space-y-4 disabled:opacity-70">
        <FormField
          label={t`Amount (taka)`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={poishaToTakaInput(minimum)}
          help={t`At least ${minimumTaka} taka, at most your balance.`}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <PayoutMethodFields
          method={method}
          methodField={register('method')}
          accountField={register('account')}
          methodError={errors.method?.message}
          accountError={errors.account?.message}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" size="lg" variant="accent" className="w-full sm:w-auto" aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Sending…`} /> : <Trans>Request payout</Trans>}
        </Button>
      </fieldset>
    </form>
  );
}
