import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { CircleCheck, KeyRound, Unlink } from 'lucide-react';
import { PASSWORD_MIN_LENGTH, PasswordResetConfirmRequest } from '@dokkho/contract/auth';
import { ApiError } from '@dokkho/contract/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { LOGIN_PATH } from '../../../shared/auth/login-redirect';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { LOST_PASSWORD_PATH } from '../components/login-form';
import { PasswordField } from '../components/password-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { VerificationCard } from '../components/verification-card';
import { FormAlert } from '../../../shared/ui/form-alert';
import { inLanguageOnScreen } from '../../../shared/forms/zod-resolver';

interface ResetForm {
  password: string;
  confirm_password: string;
}

/** The shared password rule for the new password, and the two fields must match. */
const makeResetResolver = (messages: { typeAgain: string; noMatch: string }): Resolver<ResetForm> =>
  // The password rule's message is the contract's, said in the language on screen.
  inLanguageOnScreen<ResetForm, unknown, ResetForm>((values) => {
    const errors: FieldErrors<ResetForm> = {};
    const password = PasswordResetConfirmRequest.shape.password.safeParse(values.password);
    if (!password.success) {
      errors.password = { type: 'validate', message: password.error.issues[0]?.message };
    }
    if (!values.confirm_password) {
      errors.confirm_password = { type: 'required', message: messages.typeAgain };
    } else if (values.confirm_password !== values.password) {
      errors.confirm_password = { type: 'validate', message: messages.noMatch };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  });

/** The text of a 400 body's `password` messages, if it has any. */
function passwordErrorFrom(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('password' in body)) return null;
  const value = (body as { password: unknown }).password;
  return Array.isArray(value) ? value.map(String).join(' ') : String(value);
}

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline';

/**
 * /reset-password and /log_reg/reset-password (SPEC.md §2, issue 3 item 8): the link from the reset e-mail,
 * `?uid=…&token=…`. Sets a new password; the server then ends every session of the account, so a token kept
 * in this browser is cleared too. Open to everyone, signed in or not: the link must work wherever it opens.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = PasswordResetConfirmRequest.pick({ uidb64: true, token: true }).safeParse({
    uidb64: params.get('uid') ?? '',
    token: params.get('token') ?? '',
  });
  if (!link.success) return <IncompleteLink />;
  return <ResetPasswordForm uidb64={link.data.uidb64} token={link.data.token} />;
}

function ResetPasswordForm({ uidb64, token }: { uidb64: string; token: string }) {
  const [formError, setFormError] = useState<{ message: string; linkIsBad: boolean } | null>(null);
  const { t } = useLingui();
  const format = useFormat();
  const confirm = useConfirmPasswordReset();
  const resolver = useMemo(
    () =>
      makeResetResolver({
        typeAgain: t`Type the new password again`,
        noMatch: t`The passwords do not match`,
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver,
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await confirm.mutateAsync({ uidb64, token, password });
    } catch (error) {
      const rejected = error instanceof ApiError && error.status === 400;
      const passwordError = rejected ? passwordErrorFrom(error.body) : null;
      if (passwordError) {
        setError('password', { type: 'server', message: passwordError }, { shouldFocus: true });
        return;
      }
      // A 400 without field errors: the link is used, expired or tampered. Anything else may work on retry.
      setFormError({
        message: error instanceof Error ? error.message : t`Something went wrong. Please try again.`,
        linkIsBad: rejected,
      });
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  if (confirm.isSuccess) {
    return (
      <VerificationCard
        tone="success"
        icon={<CircleCheck aria-hidden="true" />}
        title={t`Your password is changed`}
      >
        <p role="status" className="mt-2 text-base text-pretty text-slate-600">
          {confirm.data.detail}
        </p>
        <Link to={LOGIN_PATH} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          <Trans>Log in</Trans>
        </Link>
      </VerificationCard>
    );
  }

  const pending = confirm.isPending;
  const minLength = format.number(PASSWORD_MIN_LENGTH);
  return (
    <VerificationCard icon={<KeyRound aria-hidden="true" />} title={t`Choose a new password`}>
      <p className="mt-2 mb-6 text-base text-pretty text-slate-600">
        <Trans>After the change, every device signed in to your account is logged out.</Trans>
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 text-left"
        aria-label={t`Choose a new password`}
      >
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          required
          help={t`At least ${minLength} characters, with both letters and numbers.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />

        {formError ? (
          <FormAlert>
            <p>{formError.message}</p>
            {formError.linkIsBad ? (
              <Link to={LOST_PASSWORD_PATH} className={linkClasses}>
                <Trans>Ask for a new link</Trans>
              </Link>
            ) : null}
          </FormAlert>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Changing your password…`} /> : <Trans>Change password</Trans>}
        </Button>
      </form>
    </VerificationCard>
  );
}

function IncompleteLink() {
  const { t } = useLingui();
  return (
    <VerificationCard
      tone="danger"
      icon={<Unlink aria-hidden="true" />}
      title={t`This reset link is incomplete`}
    >
      <p className="mt-2 text-base text-pretty text-slate-600">
        <Trans>
          Part of the link is missing. E-mail apps sometimes cut long links: open the link from the e-mail
          again, or ask for a new one.
        </Trans>
      </p>
      <Link to={LOST_PASSWORD_PATH} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        <Trans>Ask for a new link</Trans>
      </Link>
    </VerificationCard>
  );
}
