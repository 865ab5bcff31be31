import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { PASSWORD_MIN_LENGTH, RegisterRequest } from '@dokkho/contract/auth';
import { ApiError } from '@dokkho/contract/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { LOGIN_PATH, readNextPath } from '../../../shared/auth/login-redirect';
import { useRegister, type RegisterBody } from '../api/register';
import { FormField } from '../../../shared/ui/form-field';
import { PasswordField } from '../components/password-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { FormAlert } from '../../../shared/ui/form-alert';
import { GoogleButton } from '../components/google-button';

/** After sign-up the new account confirms its e-mail first (SPEC.md §4 verification gating). */
export const AFTER_REGISTER_PATH = '/email-verification';

type RegisterForm = RegisterRequest;
const FIELDS = ['first_name', 'last_name', 'email', 'username', 'password', 'phone_number'] as const;

function isField(name: string): name is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * Splits a 400 body `{field: [messages]}` into messages for our fields and the rest (`detail`, unknown
 * fields), so each message lands next to what it is about.
 */
export function fieldErrorsFrom(body: unknown): {
  fields: Partial<Record<FieldPath<RegisterForm>, string>>;
  rest: string[];
} {
  const fields: Partial<Record<FieldPath<RegisterForm>, string>> = {};
  const rest: string[] = [];
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { fields, rest };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    if (isField(key)) fields[key] = text;
    else rest.push(text);
  }
  return { fields, rest };
}

/**
 * /register: sign-up in one column (DESIGN.md "Forms"), validated by the shared RegisterRequest schema (the
 * server uses the same one). Server field errors (a taken e-mail or username) show under their fields.
 * On success the user is signed in and goes on to confirm their e-mail.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const format = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm, unknown, RegisterBody>({
    resolver: zodResolver(RegisterRequest),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      username: '',
      password: '',
      phone_number: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(values);
      await navigate(AFTER_REGISTER_PATH);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const { fields, rest } = fieldErrorsFrom(error.body);
        const entries = Object.entries(fields) as [FieldPath<RegisterForm>, string][];
        entries.forEach(([name, message], index) =>
          setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (entries.length > 0 && rest.length === 0) return;
        setFormError(rest.join(' ') || error.message);
        return;
      }
      setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const pending = registerMutation.isPending;
  const minLength = format.number(PASSWORD_MIN_LENGTH);
  const usernameMin = format.number(3);
  const usernameMax = format.number(30);
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="register-title"
        className="w-full max-w-[480px] rounded-card bg-white p-5 shadow-card sm:p-8"
      >
        <h1 id="register-title" className="text-2xl font-bold text-slate-900">
          <Trans>Create your account</Trans>
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">
          <Trans>Sign up in a minute and start learning for free.</Trans>
        </p>

        <GoogleButton
          label={t`Sign up with Google`}
          divider="after"
          dividerText={t`or sign up with e-mail`}
          next={readNextPath(location.search)}
          disabled={pending}
          className="mb-5"
        />

        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Create your account`}>
          <FormField
            label={t`First name`}
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <FormField
            label={t`Last name`}
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
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
          <FormField
            label={t`Username`}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            help={t`${usernameMin} to ${usernameMax} letters, numbers, dots or underscores.`}
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            required
            help={t`At least ${minLength} characters, with both letters and numbers.`}
            error={errors.password?.message}
            {...register('password')}
          />
          <FormField
            label={t`Mobile number`}
            optional
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t`01XXXXXXXXX`}
            help={t`A Bangladeshi mobile number. You can add it later.`}
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />

          {formError ? <FormAlert>{formError}</FormAlert> : null}

          <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
            {pending ? <SubmitProgress label={t`Creating your account…`} /> : <Trans>Create account</Trans>}
          </Button>
        </form>

        <p className="mt-5 text-center text-sm text-slate-600">
          <Trans>Already have an account?</Trans>{' '}
          <Link
            to={`${LOGIN_PATH}${location.search}`}
            className="inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline"
          >
            <Trans>Log in</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
