import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { AffiliateApplication, PAYOUT_METHODS, type AffiliateApplicationInput } from '@dokkho/contract/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { useBecomeAffiliate } from '../api/become-affiliate';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

const FIELDS = ['payout_method', 'payout_account'] as const;

/**
 * The short affiliate sign-up (POST affiliate/api/v2/affiliate/): where commissions are paid. A wallet
 * (bKash, Nagad) is its mobile number; a bank account is one line. The referral code is made by
 * the server. On success the cached roles change and the affiliate dashboard opens in place.
 */
export function AffiliateForm() {
  const { t, i18n } = useLingui();
  const become = useBecomeAffiliate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<AffiliateApplicationInput, unknown, AffiliateApplication>({
    resolver: zodResolver(AffiliateApplication),
    defaultValues: { payout_method: 'bkash', payout_account: '' },
  });
  const method = useWatch({ control, name: 'payout_method' });
  const isBank = method === 'bank';
  const walletName = i18n._(PAYOUT_METHOD_LABELS[method ?? 'bkash']);

  const submit = handleSubmit(async (values) => {
    try {
      await become.mutateAsync(values);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const pending = become.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 text-left"
      aria-label={t`Join the affiliate programme`}
    >
      <FormSelect
        label={t`Get paid by`}
        options={PAYOUT_METHODS.map((value) => ({
          value,
          label: value === 'bank' ? t`Bank account` : i18n._(PAYOUT_METHOD_LABELS[value]),
        }))}
        error={errors.payout_method?.message}
        {...register('payout_method')}
      />
      {isBank ? (
        <FormField
          key="bank"
          label={t`Bank account`}
          autoComplete="off"
          placeholder={t`Bank, branch, account number`}
          help={t`For example: Dutch-Bangla Bank, Gulshan branch, 123.456.7890`}
          error={errors.payout_account?.message}
          {...register('payout_account')}
        />
      ) : (
        <FormField
          key="wallet"
          label={t`${walletName} number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t`01XXXXXXXXX`}
          help={t`The personal account number your commissions go to.`}
          error={errors.payout_account?.message}
          {...register('payout_account')}
        />
      )}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? (
          <SubmitProgress label={t`Setting up your affiliate account…`} />
        ) : (
          <Trans>Join the affiliate programme</Trans>
        )}
      </Button>
    </form>
  );
}
