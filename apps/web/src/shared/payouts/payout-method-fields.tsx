import { useId } from 'react';
import { useForm, useFormState, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '../forms/zod-resolver';
import clsx from 'clsx';
import { Landmark, Smartphone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AFFILIATE_PAYOUT_METHODS,
  AffiliatePayoutDetails,
  type AffiliatePayoutDetailsInput,
  type AffiliatePayoutMethod,
} from '@dokkho/contract/affiliate';
import { FormField } from '../ui/form-field';
import { PAYOUT_METHOD_LABELS } from '../labels/commerce';

/**
 * "Get paid by" (bKash, Nagad or a bank account) and the account that goes with it, for the affiliate's
 * sign-up and profile and every payout request (affiliates' and instructors'). Radio cards rather than a select: three choices a thumb can see at once.
 * A wallet is its mobile number; a bank account is one line a person at the bank can act on.
 */
export function PayoutMethodFields({
  method,
  methodField,
  accountField,
  methodError,
  accountError,
}: {
  /** The chosen method now (useWatch), for the account field's label and keyboard. */
  method: AffiliatePayoutMethod | undefined;
  methodField: UseFormRegisterReturn;
  accountField: UseFormRegisterReturn;
  methodError?: string | undefined;
  accountError?: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const isBank = method === 'bank';
  const walletName = i18n._(PAYOUT_METHOD_LABELS[method ?? 'bkash']);
  return (
    <>
      <fieldset aria-describedby={methodError ? errorId : undefined}>
        <legend id={legendId} className="mb-1.5 block text-sm font-medium text-slate-800">
          <Trans>Get paid by</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {AFFILIATE_PAYOUT_METHODS.map((value) => {
            const Icon = value === 'bank' ? Landmark : Smartphone;
            return (
              <label
                key={value}
                className={clsx(
                  'flex min-h-12 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border px-2 py-2 text-center text-sm font-semibold transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                  method === value
                    ? 'border-primary-600 bg-primary-50 text-primary-900'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                )}
              >
                <input type="radio" value={value} className="sr-only" {...methodField} />
                <Icon aria-hidden="true" className="size-5" />
                {value === 'bank' ? <Trans>Bank</Trans> : i18n._(PAYOUT_METHOD_LABELS[value])}
              </label>
            );
          })}
        </div>
        {methodError ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger-700">
            {methodError}
          </p>
        ) : null}
      </fieldset>
      {isBank ? (
        <FormField
          key="bank"
          label={t`Bank account`}
          autoComplete="off"
          placeholder={t`Bank, branch, account name, account number`}
          help={t`For example: Dutch-Bangla Bank, Mirpur branch, Rahima Akter, 123-456-7890`}
          error={accountError}
          {...accountField}
        />
      ) : (
        <FormField
          key="wallet"
          label={t`${walletName} number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t`01XXXXXXXXX`}
          help={t`A personal account on this number: we send the money there.`}
          error={accountError}
          {...accountField}
        />
      )}
    </>
  );
}

/** The fields of the contract's AffiliatePayoutDetails, for applyServerErrors. */
export const PAYOUT_DETAILS_FIELDS = ['payout_method', 'payout_account'] as const;

/** A form of where payouts go (AffiliatePayoutDetails): joining the programme, and the profile. */
export function usePayoutDetailsForm(defaultValues: AffiliatePayoutDetailsInput) {
  return useForm<AffiliatePayoutDetailsInput, unknown, AffiliatePayoutDetails>({
    resolver: zodResolver(AffiliatePayoutDetails),
    defaultValues,
  });
}

/** PayoutMethodFields wired to a usePayoutDetailsForm form: its values, its errors. */
export function PayoutDetailsFields({ form }: { form: ReturnType<typeof usePayoutDetailsForm> }) {
  const method = useWatch({ control: form.control, name: 'payout_method' });
  const { errors } = useFormState({ control: form.control });
  return (
    <PayoutMethodFields
      method={method}
      methodField={form.register('payout_method')}
      accountField={form.register('payout_account')}
      methodError={errors.payout_method?.message}
      accountError={errors.payout_account?.message}
    />
  );
}
