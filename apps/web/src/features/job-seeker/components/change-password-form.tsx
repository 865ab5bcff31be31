import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckCircle2 } from 'lucide-react';
import { ChangePasswordRequest } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { PasswordField } from '../../auth';
import { useChangePassword } from '../api/change-password';
import { contractResolver } from '../lib/contract-resolver';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const FIELDS = ['current_password', 'new_password'] as const;
/** The English of the mismatch message (the tests read it); the form shows its translation. */
export const CONFIRM_MISMATCH = 'The two new passwords are not the same';

const contractRules = contractResolver<ChangePasswordValues, typeof ChangePasswordRequest>(
  ChangePasswordRequest,
  ({ current_password, new_password }) => ({ current_password, new_password }),
);

/** The contract's rules (ChangePasswordRequest), then the confirmation, which only the form has. */
const makeResolver =
  (messages: { mismatch: string; typeAgain: string }): Resolver<ChangePasswordValues> =>
  async (values, context, options) => {
    const result = await contractRules(values, context, options);
    if (values.confirm_password !== values.new_password) {
      return {
        values: {},
        errors: {
          ...result.errors,
          confirm_password: {
            type: 'mismatch',
            message: values.confirm_password ? messages.mismatch : messages.typeAgain,
          },
        },
      };
    }
    return result;
  };

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** Change password (SPEC.md §2 update-profile/security): the current one, the new one twice. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const format = useFormat();
  const minLength = format.number(8);
  const resolver = useMemo(
    () =>
      makeResolver({
        mismatch: t`The two new passwords are not the same`,
        typeAgain: t`Type the new password again`,
      }),
    [t],
  );
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY, mode: 'onTouched', resolver });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    setDone(null);
    try {
      const answer = await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY);
      setDone(answer?.detail ?? t`Your password has been changed.`);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, form.setError));
    }
  });

  const pending = change.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {done ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {done}
        </p>
      ) : null}
      <fieldset disabled={pending} className="space-y-5 disabled:opacity-80">
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          help={t`At least ${minLength} characters, with letters and numbers.`}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
        {pending ? <SubmitProgress label={t`Changing…`} /> : <Trans>Change password</Trans>}
      </Button>
    </form>
  );
}
