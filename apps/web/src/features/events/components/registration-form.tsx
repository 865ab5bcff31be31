import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { z } from 'zod';
import { MasterclassRegistrationRequest } from '@dokkho/contract/events';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useProfile } from '../../auth';
import type { EventDetail } from '../api/types';
import { useRegisterForEvent, useResendJoiningDetails } from '../api/register';
import { registrationPath } from '../lib/paths';
import { saveTicket } from '../lib/ticket';

/** The masterclass form's fields; a free class's form is the same without the profession. */
const RegistrantForm = MasterclassRegistrationRequest.omit({ masterclass_id: true });
type Values = z.input<typeof RegistrantForm>;
type Parsed = z.output<typeof RegistrantForm>;
const FIELDS = ['name', 'phone', 'email', 'profession'] as const satisfies readonly FieldPath<Values>[];

/** A 409 whose body names the e-mail or the phone: someone registered with them already. */
function isDuplicate(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('email' in body || 'phone' in body);
}

/**
 * The registration form of a masterclass (name, phone, e-mail, profession) or a free class (no
 * profession), prefilled for a signed-in learner. Past the seat cap the same form joins the waiting list,
 * and says so before the visitor sends it. On success the ticket goes to the registration page in the URL
 * fragment and sessionStorage, never in a query string.
 */
export function RegistrationForm({ event }: { event: EventDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const profile = useProfile();
  const register = useRegisterForEvent(event);
  const [formError, setFormError] = useState<string | null>(null);
  // A 409 naming the e-mail or phone: already registered. The details can be sent again to the address on
  // file; the form never shows the first registration's ticket.
  const [duplicate, setDuplicate] = useState<{ email: string; phone: string } | null>(null);
  const resend = useResendJoiningDetails();
  const isMasterclass = event.kind === 'masterclass';
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(RegistrantForm),
    defaultValues: { name: '', phone: '', email: '', profession: '' },
  });
  const { errors } = form.formState;

  // Prefilled once the signed-in learner's profile arrives, without overwriting what they typed.
  const user = profile.data;
  useEffect(() => {
    if (!user) return;
    const name = `${user.first_name} ${user.last_name}`.trim();
    const current = form.getValues();
    if (!current.name && name) form.setValue('name', name);
    if (!current.email && user.email) form.setValue('email', user.email);
    if (!current.phone && user.phone_number) form.setValue('phone', user.phone_number);
  }, [user, form]);

  const submit = (domEvent: FormEvent) => {
    setFormError(null);
    setDuplicate(null);
    resend.reset();
    void form.handleSubmit(async (values) => {
      try {
        const answer = await register.mutateAsync(values);
        const ticket = { registrationId: answer.registration.id, ticket: answer.ticket };
        saveTicket(event.id, ticket);
        void navigate(registrationPath(event, ticket));
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && isDuplicate(error.body)) {
          setDuplicate({ email: values.email, phone: values.phone });
        }
        setFormError(applyServerErrors(error, FIELDS, form.setError));
      }
    })(domEvent);
  };

  const label = event.is_full ? t`Join the waiting list` : t`Reserve my seat`;
  return (
    <form noValidate onSubmit={submit} aria-label={t`Registration`} className="space-y-4">
      {event.is_full ? (
        <p className="rounded-lg bg-accent-50 p-3 text-sm text-accent-800">
          <Trans>
            Every seat is taken. Register to join the waiting list: when someone cancels, the first person
            waiting gets the seat and a message at once.
          </Trans>
        </p>
      ) : null}
      <FormField
        label={t`Full name`}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label={t`Mobile number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01712345678"
        help={t`A Bangladeshi mobile number: we text you the reminder.`}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        help={t`Your joining link and calendar invitation go here.`}
        error={errors.email?.message}
        {...form.register('email')}
      />
      {isMasterclass ? (
        <FormField
          label={t`Profession`}
          optional
          autoComplete="organization-title"
          placeholder={t`Student, developer, marketer…`}
          error={errors.profession?.message}
          {...form.register('profession')}
        />
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {duplicate ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {resend.isSuccess ? (
            <p role="status">{resend.data.detail}</p>
          ) : (
            <>
              <p>
                <Trans>
                  Lost the e-mail? We can send the joining details again to the address you registered with.
                </Trans>
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                disabled={resend.isPending}
                onClick={() => resend.mutate({ event_id: event.id, ...duplicate })}
              >
                {resend.isPending ? <SubmitProgress label={t`Sending…`} /> : t`Send my joining details again`}
              </Button>
              {resend.isError ? <p className="mt-2 text-danger-700">{resend.error.message}</p> : null}
            </>
          )}
        </div>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={register.isPending}
        aria-busy={register.isPending}
      >
        {register.isPending ? <SubmitProgress label={t`Registering…`} /> : label}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans>Free. We use your number and e-mail only for this class’s reminders.</Trans>
      </p>
    </form>
  );
}
