import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Check, Copy, PhoneCall } from 'lucide-react';
import { ConsultationRequest, type ConsultationResponse } from '@dokkho/contract/learning';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useRequestConsultation } from '../api/request-consultation';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

type Values = ConsultationRequest;
const FIELDS = [
  'name',
  'phone_number',
  'email',
  'preferred_time',
  'message',
] as const satisfies readonly FieldPath<Values>[];

function CouponIssued({ courseId, answer }: { courseId: number; answer: ConsultationResponse }) {
  const { t } = useLingui();
  const format = useFormat();
  const [copied, setCopied] = useState(false);
  const { code, discount_percent: percent, expires_at: expiresAt } = answer.coupon;
  const discount = format.number(percent);
  const until = format.date(expiresAt);
  return (
    <div role="status" className="rounded-card border border-primary-200 bg-primary-50 p-5">
      <p className="font-semibold text-slate-900">{answer.detail}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="rounded-lg border border-dashed border-primary-600 bg-white px-4 py-2 font-mono text-lg font-bold tracking-wider text-primary-800">
          {code}
        </span>
        <button
          type="button"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t`Copied` : t`Copy code`}
        </button>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <Trans>
          {discount}% off this course, once, until {until}.
        </Trans>
      </p>
      <Link
        to={`/payment/${courseId}?promo=${encodeURIComponent(code)}`}
        className={buttonClasses({ className: 'mt-4' })}
      >
        <Trans>Buy with this coupon</Trans>
      </Link>
    </div>
  );
}

/**
 * "Not sure yet?" on a paid course (issue 4 item 1, SPEC.md §7 course/create-consultation/): the learner
 * leaves a number for an advisor's call and gets a personal coupon for the course at once.
 */
export function ConsultationCard({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const consultation = useRequestConsultation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ConsultationRequest),
    defaultValues: {
      course_id: courseId,
      name: '',
      phone_number: '',
      email: '',
      preferred_time: '',
      message: '',
    },
  });
  const { errors } = form.formState;

  if (consultation.data) return <CouponIssued courseId={courseId} answer={consultation.data} />;

  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(async (values) => {
      try {
        await consultation.mutateAsync(values);
      } catch (error) {
        setFormError(applyServerErrors(error, FIELDS, form.setError));
      }
    })(event);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="rounded-card border border-slate-200 bg-white p-5"
      aria-label={t`Talk to an advisor`}
    >
      <div className="flex items-start gap-3">
        <PhoneCall aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <p className="text-slate-700">
          <Trans>
            Leave your number and an advisor will call you to answer your questions. You also get a coupon for
            this course straight away.
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
          error={errors.phone_number?.message}
          {...form.register('phone_number')}
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
        <FormField
          label={t`Your question`}
          optional
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
        className="mt-5 w-full sm:w-auto"
        disabled={consultation.isPending}
        aria-busy={consultation.isPending}
      >
        {consultation.isPending ? <SubmitProgress label={t`Sending…`} /> : t`Call me back`}
      </Button>
    </form>
  );
}
