import { useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { CircleCheck, PhoneCall } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MasterclassConsultationRequest } from '@dokkho/contract/events';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useRequestMasterclassConsultation } from '../api/request-consultation';

type Values = MasterclassConsultationRequest;
const FIELDS = [
  'name',
  'phone',
  'email',
  'message',
  'preferred_time',
] as const satisfies readonly FieldPath<Values>[];

/**
 * "Talk to an advisor" under a masterclass (`POST course/masterclass-consultation/`): the quiet second
 * action of the page, for a visitor who wants a call about the related course rather than the class.
 * The request lands in the staff's follow-up queue.
 */
export function ConsultationForm({ masterclassId }: { masterclassId: number }) {
  const { t } = useLingui();
  const request = useRequestMasterclassConsultation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(MasterclassConsultationRequest),
    defaultValues: {
      masterclass_id: masterclassId,
      name: '',
      phone: '',
      email: '',
      message: '',
      preferred_time: '',
    },
  });
  const { errors } = form.formState;

  if (request.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-card bg-success-50 p-5">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success-700" />
        <p className="text-slate-800">
          <Trans>Thank you. An advisor will call you soon, at the time you asked for if you gave one.</Trans>
        </p>
      </div>
    );
  }

  const submit = (domEvent: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(async (values) => {
      try {
        await request.mutateAsync(values);
      } catch (error) {
        setFormError(applyServerErrors(error, FIELDS, form.setError));
      }
    })(domEvent);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Talk to an advisor`}
      className="rounded-card border border-slate-200 bg-white p-5"
    >
      <div className="flex items-start gap-3">
        <PhoneCall aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <p className="text-slate-700">
          <Trans>
            Questions about the course or your career? Leave your number and an advisor calls you back.
          </Trans>
        </p>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Your name`}
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
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <FormField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          optional
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label={t`Best time to call`}
          optional
          placeholder={t`After 7 pm`}
          error={errors.preferred_time?.message}
          {...form.register('preferred_time')}
        />
        <FormTextarea
          label={t`What would you like to talk about?`}
          className="sm:col-span-2"
          error={errors.message?.message}
          {...form.register('message')}
        />
      </div>
      {formError ? (
        <div className="mt-4">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        className="mt-5 w-full sm:w-auto"
        disabled={request.isPending}
        aria-busy={request.isPending}
      >
        {request.isPending ? <SubmitProgress label={t`Sending…`} /> : t`Call me back`}
      </Button>
    </form>
  );
}
