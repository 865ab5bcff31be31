import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADVISOR_TOPICS, AdvisorSlotInput, type StaffAdvisorSlot } from '@dokkho/contract/support-sessions';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { ADVISOR_TOPIC_LABELS } from '../../../shared/labels/events';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { usePublishSlot } from '../api/advisor-slots';

type Values = z.output<typeof AdvisorSlotInput>;
const FIELDS = [
  'advisor_name',
  'advisor_title',
  'date',
  'time',
  'duration_minutes',
  'topics',
  'meeting_url',
] as const;

/** Publishing one advisor slot: who, when on a Dhaka clock, how long, what about, and the call's link. */
export function AdvisorSlotDialog({
  open,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (slot: StaffAdvisorSlot) => void;
}) {
  const { t, i18n } = useLingui();
  const publish = usePublishSlot();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof AdvisorSlotInput>, unknown, Values>({
    resolver: zodResolver(AdvisorSlotInput),
    defaultValues: {
      advisor_name: '',
      advisor_title: '',
      date: '',
      time: '',
      duration_minutes: 30,
      topics: [],
      meeting_url: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const slot = await publish.mutateAsync(values);
      reset();
      onSaved(slot);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title={t`Publish an advisor session`}
      description={
        <p>
          <Trans>
            Learners see it on the support session page at once, in Dhaka time, until someone books it.
          </Trans>
        </p>
      }
      pending={publish.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => {
        setFormError(null);
        reset();
      }}
      cancelLabel={t`Cancel`}
      submitLabel={t`Publish session`}
      pendingLabel={t`Publishing…`}
    >
      <div className="space-y-4">
        <FormField
          label={t`Advisor’s name`}
          autoComplete="off"
          error={errors.advisor_name?.message}
          {...register('advisor_name')}
        />
        <FormField
          label={t`Advisor’s role`}
          help={t`e.g. “Career coach, 8 years in HR”`}
          optional
          autoComplete="off"
          error={errors.advisor_title?.message}
          {...register('advisor_title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField type="date" label={t`Date (Dhaka)`} error={errors.date?.message} {...register('date')} />
          <FormField
            type="time"
            label={t`Start time (Dhaka)`}
            error={errors.time?.message}
            {...register('time')}
          />
        </div>
        <FormSelect
          label={t`Length`}
          options={[15, 30, 45, 60, 90].map((minutes) => ({
            value: String(minutes),
            label: t`${minutes} minutes`,
          }))}
          error={errors.duration_minutes?.message}
          {...register('duration_minutes', { valueAsNumber: true })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">
            <Trans>Topics</Trans>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ADVISOR_TOPICS.map((topic) => (
              <label key={topic} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={topic} className="size-4" {...register('topics')} />
                {i18n._(ADVISOR_TOPIC_LABELS[topic])}
              </label>
            ))}
          </div>
          {errors.topics?.message ? (
            <p className="mt-1 text-sm text-danger-700">{errors.topics.message}</p>
          ) : null}
        </fieldset>
        <FormField
          type="url"
          label={t`Call link`}
          help={t`Google Meet, Zoom or any https link. Only the learner who books sees it.`}
          autoComplete="off"
          error={errors.meeting_url?.message}
          {...register('meeting_url')}
        />
      </div>
    </ConfirmDialog>
  );
}
