import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { CheckCircle2 } from 'lucide-react';
import { HiringLeadRequest, type HiringLeadValues } from '@dokkho/contract/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useSubmitHiringLead } from '../api/submit-hiring-lead';

const FIELDS = [
  'company_name',
  'contact_name',
  'email',
  'phone_number',
  'hires',
  'roles',
  'message',
] as const;

/**
 * /hiringpage's lead form (issue 6 item 7): an employer leaves their details and our hiring team calls
 * back. Validated with the contract's HiringLeadRequest before sending; the server's field messages land
 * under their fields.
 */
export function HiringLeadForm() {
  const { t } = useLingui();
  const lead = useSubmitHiringLead();
  const [formError, setFormError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HiringLeadRequest, unknown, HiringLeadValues>({
    resolver: zodResolver(HiringLeadRequest),
    defaultValues: {
      company_name: '',
      contact_name: '',
      email: '',
      phone_number: '',
      hires: null,
      roles: '',
      message: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await lead.mutateAsync(values);
      setThanks(answer.detail);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  if (thanks) {
    return (
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success-600" />
        <h3 className="mt-4 text-xl font-bold text-slate-900">
          <Trans>Request received</Trans>
        </h3>
        <p className="mt-2 max-w-sm text-pretty text-slate-700">{thanks}</p>
      </div>
    );
  }

  const pending = lead.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Talk to our hiring team`} className="space-y-4">
      <fieldset disabled={pending} className="space-y-4">
        <FormField
          label={t`Company name`}
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <FormField
          label={t`Your name`}
          autoComplete="name"
          error={errors.contact_name?.message}
          {...register('contact_name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t`Work e-mail`}
            type="email"
            autoComplete="email"
            placeholder={t`you@company.com`}
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            label={t`Mobile number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t`01XXXXXXXXX`}
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
        </div>
        <FormField
          label={t`How many people do you want to hire?`}
          optional
          inputMode="numeric"
          error={errors.hires?.message}
          {...register('hires', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        />
        <FormField
          label={t`Roles`}
          optional
          placeholder={t`e.g. 2 sales executives, 1 Flutter developer`}
          error={errors.roles?.message}
          {...register('roles')}
        />
        <FormTextarea
          label={t`Anything else we should know?`}
          optional
          rows={3}
          error={errors.message?.message}
          {...register('message')}
        />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? <SubmitProgress label={t`Sending…`} /> : t`Request a call back`}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans>We reply within one working day. No spam, ever.</Trans>
      </p>
    </form>
  );
}
