import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { MailCheck } from 'lucide-react';
import { PasswordResetRequest } from '@dokkho/contract/auth';
import { ApiError } from '@dokkho/contract/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { LOGIN_PATH } from '../../../shared/auth/login-redirect';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormField } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { VerificationCard } from '../components/verification-card';
import { FormAlert } from '../../../shared/ui/form-alert';

/** The text of a 400 body's `email` messages, if it has any. */
function emailErrorFrom(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('email' in body)) return null;
  const value = (body as { email: unknown }).email;
  return Array.isArray(value) ? value.map(String).join(' ') : String(value);
}

/**
 * /lost-password (SPEC.md §2, issue 3 item 8): asks for the account's e-mail and sends a reset link. The
 * server's answer is the same whether or not the e-mail has an account, so the page shows it as it is.
 */
export function LostPasswordPage() {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await requestReset.mutateAsync(values);
      setSent(answer.detail);
    } catch (error) {
      const emailError =
        error instanceof ApiError && error.status === 400 ? emailErrorFrom(error.body) : null;
      if (emailError) {
        setError('email', { type: 'server', message: emailError }, { shouldFocus: true });
        return;
      }
      setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  function tryAgain() {
    setSent(null);
    setFormError(null);
    requestReset.reset();
    reset();
  }

  if (sent !== null) {
    return (
      <VerificationCard icon={<MailCheck aria-hidden="true" />} title={t`Check your inbox`}>
        <p role="status" className="mt-2 text-base text-pretty text-slate-600">
          {sent}
        </p>
        <Link to={LOGIN_PATH} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          <Trans>Back to log in</Trans>
        </Link>
        <Button variant="ghost" className="mt-4 w-full whitespace-normal!" onClick={tryAgain}>
          <Trans>Didn&apos;t get it? Check spam, or try again</Trans>
        </Button>
      </VerificationCard>
    );
  }

  const pending = requestReset.isPending;
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="lost-password-title"
        className="w-full max-w-[480px] rounded-card bg-white p-5 shadow-card sm:p-8"
      >
        <h1 id="lost-password-title" className="text-2xl font-bold text-slate-900">
          <Trans>Forgot your password?</Trans>
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          <Trans>
            Enter the e-mail of your account and we will send you a link to choose a new password.
          </Trans>
        </p>

        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Reset your password`}>
          <FormField
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email')}
          />

          {formError ? <FormAlert>{formError}</FormAlert> : null}

          <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
            {pending ? <SubmitProgress label={t`Sending the link…`} /> : <Trans>Send reset link</Trans>}
          </Button>
        </form>

        <p className="mt-5 text-center text-sm text-slate-600">
          <Trans>Remembered it?</Trans>{' '}
          <Link
            to={LOGIN_PATH}
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline"
          >
            <Trans>Log in</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
