import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { LoginRequest, type LoginResponse } from '@dokkho/contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { LOGIN_PATH, readNextPath } from '../../../shared/auth/login-redirect';
import { useLogin } from '../api/login';
import { FormField } from '../../../shared/ui/form-field';
import { PasswordField } from './password-field';
import { GoogleButton } from './google-button';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { FormAlert } from '../../../shared/ui/form-alert';

export const LOST_PASSWORD_PATH = '/lost-password';
export const REGISTER_PATH = '/register';

/**
 * The sign-in form of SPEC.md §2 and §5, used by the login dialog and the /login page: username (or e-mail)
 * and password, both required with the exact messages of LOGIN_MESSAGES (from the shared LoginRequest
 * schema), show/hide password, Google, and the links to sign up and to reset a password. A server error
 * (wrong password, too many attempts) shows in red under the fields; it is cleared before each submit.
 */
export function LoginForm({
  onSuccess,
  onNavigate,
  autoFocus = false,
}: {
  onSuccess?: (answer: LoginResponse) => void;
  /** Called when one of the form's links is followed (the dialog closes itself with it). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await loginMutation.mutateAsync(values);
      onSuccess?.(answer);
    } catch (error) {
      // The client's ApiError already carries one readable sentence (SPEC.md §8).
      setServerError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // SPEC.md §5: the error text is cleared before each submit, even one that fails validation.
    setServerError(null);
    void submit(event);
  }

  // Where a Google sign-in returns to: /login's own `next`, else (the dialog) the page being read (SPEC.md §4).
  const afterGoogle =
    location.pathname === LOGIN_PATH
      ? readNextPath(location.search)
      : `${location.pathname}${location.search}${location.hash}`;

  const pending = loginMutation.isPending;
  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Log in`}>
        <FormField
          label={t`Username or e-mail`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          autoFocus={autoFocus}
          error={errors.username?.message}
          {...register('username')}
        />
        <div>
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-1 flex justify-end">
            <Link
              to={LOST_PASSWORD_PATH}
              onClick={onNavigate}
              className="inline-flex min-h-11 items-center rounded-md text-sm font-medium text-primary-700 hover:text-primary-900 hover:underline"
            >
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
        </div>

        {serverError ? <FormAlert>{serverError}</FormAlert> : null}

        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Signing in…`} /> : <Trans>Log in</Trans>}
        </Button>
      </form>

      <GoogleButton disabled={pending} divider="before" next={afterGoogle} />

      <p className="text-center text-sm text-slate-600">
        <Trans>New to Dokkho?</Trans>{' '}
        <Link
          // SPEC.md §2: /register keeps the query string it arrived with from the login dialog.
          to={`${REGISTER_PATH}${location.search}`}
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </div>
  );
}
