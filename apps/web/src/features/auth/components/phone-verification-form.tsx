import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import clsx from 'clsx';
import type { AuthUser } from '@dokkho/contract/auth';
import { ApiError } from '@dokkho/contract/errors';
import { normaliseBdPhone } from '@dokkho/contract/phone';
import {
  PHONE_CODE_LENGTH,
  PhoneVerifyConfirmRequest,
  PhoneVerifySendRequest,
  toLatinDigits,
  type PhoneVerifySendResponse,
} from '@dokkho/contract/phone-verification';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { useCooldown } from '../../../shared/hooks/use-cooldown';
import { Button } from '../../../shared/ui/button';
import { useConfirmPhoneCode } from '../api/confirm-phone-code';
import { useSendPhoneCode } from '../api/send-phone-code';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField, inputClasses } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** Longer waits (a daily cap: hours) are said in the message; a countdown on the button would be silly. */
const MAX_COUNTDOWN_SECONDS = 600;

type SendForm = { phone_number: string };
type SendBody = { phone_number: string };
type CodeForm = { code: string };
type CodeBody = { code: string };

/** The server's messages for one field of a 400 body, joined; undefined when it has none. */
function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.body;
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[field];
  return Array.isArray(value) && value.length > 0 ? value.map(String).join(' ') : undefined;
}

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}

export interface PhoneVerificationFormProps {
  /** The number to offer first, e.g. the one given at sign-up (pending, not confirmed yet). */
  initialPhoneNumber?: string | null | undefined;
  /**
   * Called with the updated user once the code is accepted. The form stays busy until it settles, so a
   * caller that navigates away can return the navigation's promise.
   */
  onVerified: (user: AuthUser) => void | Promise<void>;
}

/** Where the code went; `expires_in_seconds` is unknown for a code sent before this page was opened. */
type CodeTarget = Pick<PhoneVerifySendResponse, 'phone_number'> &
  Partial<Pick<PhoneVerifySendResponse, 'expires_in_seconds'>>;

type Step = { kind: 'number'; phoneNumber: string; returning: boolean } | { kind: 'code'; sent: CodeTarget };

/** A 429 this short is the resend cooldown: a code went out a moment ago and is probably on the phone. */
const COOLDOWN_LIKE_SECONDS = 120;

/**
 * Confirming a mobile number by SMS, in two steps: the number ("Send code"), then the 6-digit code
 * ("Verify"), with resend behind the server's countdown and a way back to change the number. Server
 * messages land under their field, or in red under the form. Used by /phone-verification and meant for the
 * profile page (changing a number) as well.
 */
export function PhoneVerificationForm({ initialPhoneNumber, onVerified }: PhoneVerificationFormProps) {
  const [step, setStep] = useState<Step>({
    kind: 'number',
    phoneNumber: initialPhoneNumber ?? '',
    returning: false,
  });
  const cooldown = useCooldown();

  /** A 429's wait, as a countdown on the send buttons when it is short enough to watch. */
  const waitAfter = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 429) return;
    const seconds = error.retryAfterSeconds;
    if (seconds !== undefined && seconds <= MAX_COUNTDOWN_SECONDS) cooldown.start(seconds);
  };

  if (step.kind === 'number') {
    return (
      <NumberStep
        defaultPhoneNumber={step.phoneNumber}
        focus={step.returning}
        secondsLeft={cooldown.secondsLeft}
        onWait={waitAfter}
        onSent={(sent) => {
          cooldown.start(sent.retry_after_seconds);
          setStep({ kind: 'code', sent });
        }}
        onHaveCode={(phoneNumber) => setStep({ kind: 'code', sent: { phone_number: phoneNumber } })}
      />
    );
  }
  return (
    <CodeStep
      sent={step.sent}
      secondsLeft={cooldown.secondsLeft}
      onWait={waitAfter}
      onResent={(sent) => {
        cooldown.start(sent.retry_after_seconds);
        setStep({ kind: 'code', sent });
      }}
      onChangeNumber={() => setStep({ kind: 'number', phoneNumber: step.sent.phone_number, returning: true })}
      onVerified={onVerified}
    />
  );
}

function NumberStep(props: {
  defaultPhoneNumber: string;
  /** Put the cursor in the field (coming back with "Change number"; not on page load, where the
   * keyboard would cover the button). */
  focus: boolean;
  secondsLeft: number;
  onWait: (error: unknown) => void;
  onSent: (sent: PhoneVerifySendResponse) => void;
  /** "I already have a code": straight to the code step for this number. */
  onHaveCode: (phoneNumber: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const send = useSendPhoneCode();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeLikelySent, setCodeLikelySent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<SendForm, unknown, SendBody>({
    resolver: zodResolver(PhoneVerifySendRequest),
    defaultValues: { phone_number: props.defaultPhoneNumber },
  });

  useEffect(() => {
    if (props.focus) setFocus('phone_number');
  }, [props.focus, setFocus]);

  const typed = useWatch({ control, name: 'phone_number' });
  const normalised = typed ? normaliseBdPhone(toLatinDigits(typed)) : null;

  const submit = handleSubmit(async (values) => {
    try {
      props.onSent(await send.mutateAsync(values));
    } catch (error) {
      const message = fieldMessage(error, 'phone_number');
      if (message) {
        setError('phone_number', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      props.onWait(error);
      setFormError(errorMessage(error, t`Something went wrong. Please try again.`));
      // Back on this page within the cooldown (a reload, a second tab): the last code may be on the phone.
      if (
        error instanceof ApiError &&
        error.status === 429 &&
        (error.retryAfterSeconds ?? Infinity) <= COOLDOWN_LIKE_SECONDS
      ) {
        setCodeLikelySent(true);
      }
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setCodeLikelySent(false);
    void submit(event);
  }

  const pending = send.isPending;
  const waiting = props.secondsLeft > 0;
  const seconds = format.number(props.secondsLeft);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-6 space-y-4 text-left"
      aria-label={t`Your mobile number`}
    >
      <FormField
        label={t`Mobile number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t`01XXXXXXXXX`}
        required
        error={errors.phone_number?.message}
        // The error already says what a valid number looks like.
        help={
          errors.phone_number ? undefined : normalised ? (
            <Trans>
              We will text the code to <strong className="font-semibold text-slate-900">{normalised}</strong>.
            </Trans>
          ) : (
            t`A Bangladeshi mobile number, like 01712345678.`
          )
        }
        {...register('phone_number')}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending || waiting} aria-busy={pending}>
        {pending ? (
          <SubmitProgress label={t`Sending…`} />
        ) : waiting ? (
          t`Send code in ${seconds} s`
        ) : (
          <Trans>Send code</Trans>
        )}
      </Button>
      {codeLikelySent && normalised ? (
        <Button variant="secondary" className="w-full" onClick={() => props.onHaveCode(normalised)}>
          <Trans>Enter the code I already have</Trans>
        </Button>
      ) : null}
    </form>
  );
}

function CodeStep(props: {
  sent: CodeTarget;
  secondsLeft: number;
  onWait: (error: unknown) => void;
  onResent: (sent: PhoneVerifySendResponse) => void;
  onChangeNumber: () => void;
  onVerified: (user: AuthUser) => void | Promise<void>;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { sent } = props;
  const confirm = useConfirmPhoneCode();
  const resend = useSendPhoneCode();
  const [formError, setFormError] = useState<string | null>(null);
  // Only for resends: the first send is said by the instructions, which the code field points to.
  const [notice, setNotice] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const inputId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<CodeForm, unknown, CodeBody>({
    resolver: zodResolver(PhoneVerifyConfirmRequest),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    let user: AuthUser;
    try {
      user = (await confirm.mutateAsync(values)).user;
    } catch (error) {
      const message = fieldMessage(error, 'code');
      if (message) {
        setError('code', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      setFormError(errorMessage(error, t`Something went wrong. Please try again.`));
      return;
    }
    setFinishing(true);
    setNotice(t`Your number is verified.`);
    try {
      await props.onVerified(user);
    } finally {
      setFinishing(false);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  function onResend() {
    setFormError(null);
    resend.mutate(
      { phone_number: sent.phone_number },
      {
        onSuccess: (answer) => {
          reset({ code: '' });
          const phoneNumber = answer.phone_number;
          setNotice(t`We sent a new code to ${phoneNumber}.`);
          props.onResent(answer);
          setFocus('code');
        },
        onError: (error) => {
          props.onWait(error);
          setFormError(errorMessage(error, t`Something went wrong. Please try again.`));
        },
      },
    );
  }

  const verifying = confirm.isPending || finishing;
  const waiting = props.secondsLeft > 0;
  const codeError = errors.code?.message;
  const minutes = sent.expires_in_seconds ? Math.round(sent.expires_in_seconds / 60) : null;
  const field = register('code');
  const instructionsId = `${inputId}-instructions`;
  const codeLength = format.number(PHONE_CODE_LENGTH);
  const phoneNumber = sent.phone_number;
  const seconds = format.number(props.secondsLeft);
  return (
    <div className="mt-6">
      <p id={instructionsId} className="text-base text-pretty text-slate-600">
        <Trans>
          Enter the {codeLength}-digit code we sent to{' '}
          <strong className="font-semibold whitespace-nowrap text-slate-900">{phoneNumber}</strong>.
        </Trans>
        {minutes ? ` ${t`It is valid for ${plural(minutes, { one: '# minute', other: '# minutes' })}.`}` : ''}
      </p>
      <div role="status">
        {notice ? (
          <p className="mt-3 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
            {notice}
          </p>
        ) : null}
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-4 space-y-4 text-left"
        aria-label={t`Verification code`}
      >
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            <Trans>{codeLength}-digit code</Trans>
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={16}
            placeholder="123456"
            required
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${inputId}-error ${instructionsId}` : instructionsId}
            className={clsx(
              inputClasses(Boolean(codeError)),
              'text-center text-2xl font-semibold tracking-[0.4em] tabular-nums placeholder:tracking-[0.4em] placeholder:text-slate-300',
            )}
            {...field}
          />
          {codeError ? (
            <p id={`${inputId}-error`} className="mt-1.5 text-sm text-danger-700">
              {codeError}
            </p>
          ) : null}
        </div>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={verifying} aria-busy={verifying}>
          {verifying ? <SubmitProgress label={t`Verifying…`} /> : <Trans>Verify</Trans>}
        </Button>
      </form>

      <div className="mt-4 flex flex-col items-stretch gap-2 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          onClick={onResend}
          disabled={resend.isPending || waiting || verifying}
          aria-busy={resend.isPending}
        >
          {resend.isPending ? (
            <SubmitProgress label={t`Sending…`} />
          ) : waiting ? (
            t`Resend code in ${seconds} s`
          ) : (
            <Trans>Resend code</Trans>
          )}
        </Button>
        <Button variant="ghost" onClick={props.onChangeNumber} disabled={verifying}>
          <Trans>Change number</Trans>
        </Button>
      </div>
    </div>
  );
}
