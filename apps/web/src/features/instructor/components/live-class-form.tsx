import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LIVE_CLASS_MAX_MINUTES,
  LIVE_CLASS_MIN_MINUTES,
  LiveClassCreate,
  type LiveClassUpdate,
  type TeachingLiveClass,
} from '@dokkho/contract/live-classes';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import type { LiveClassChange } from '../api/live-classes';

type Values = LiveClassCreate;
const FIELDS = ['title', 'description', 'date', 'time', 'duration_minutes', 'join_url', 'position'] as const;

/** Only what changed: an unchanged start is not sent, so an ongoing class can still be renamed. */
function changesOf(values: Values, current: TeachingLiveClass): LiveClassUpdate {
  const change: LiveClassUpdate = {};
  if (values.title !== current.title) change.title = values.title;
  if ((values.description ?? '') !== current.description) change.description = values.description ?? '';
  if (values.date !== current.date || values.time !== current.time) {
    change.date = values.date;
    change.time = values.time;
  }
  if (values.duration_minutes !== current.duration_minutes) change.duration_minutes = values.duration_minutes;
  if (values.join_url !== current.join_url) change.join_url = values.join_url;
  if (values.position !== undefined && values.position !== current.position)
    change.position = values.position;
  return change;
}

/**
 * Schedules a live class, or changes one (`current`): the date and time are entered on a Dhaka clock,
 * whatever the instructor's own zone, and the server checks them the same way.
 */
export function LiveClassForm({
  current,
  modulesCount,
  pending,
  onSave,
  onCancel,
}: {
  current?: TeachingLiveClass | undefined;
  modulesCount: number;
  pending: boolean;
  onSave: (change: LiveClassChange) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(LiveClassCreate),
    defaultValues: current
      ? {
          title: current.title,
          description: current.description,
          date: current.date,
          time: current.time,
          duration_minutes: current.duration_minutes,
          join_url: current.join_url,
          position: current.position,
        }
      : { title: '', description: '', date: '', time: '', duration_minutes: 60, join_url: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(
        current
          ? { kind: 'update', moduleId: current.id, body: changesOf(values, current) }
          : { kind: 'schedule', body: values },
      );
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const last = modulesCount + (current ? 0 : 1);
  const min = LIVE_CLASS_MIN_MINUTES;
  const max = LIVE_CLASS_MAX_MINUTES;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <h3 id={`${id}-title`} className="font-bold text-slate-900">
        {current ? <Trans>Change the live class</Trans> : <Trans>Schedule a live class</Trans>}
      </h3>
      <fieldset disabled={pending} className="space-y-4 disabled:opacity-70">
        <FormField label={t`Title`} error={errors.title?.message} {...register('title')} />
        <FormTextarea
          label={t`What the class covers`}
          optional
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            type="date"
            label={t`Date (Dhaka time)`}
            error={errors.date?.message}
            {...register('date')}
          />
          <FormField
            type="time"
            label={t`Start time (Dhaka time)`}
            error={errors.time?.message}
            help={t`Bangladesh time (UTC+6), whatever your device’s zone.`}
            {...register('time')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={5}
            label={t`Length in minutes`}
            error={errors.duration_minutes?.message}
            help={t`From ${min} to ${max} minutes.`}
            {...register('duration_minutes', { valueAsNumber: true })}
          />
          <FormField
            type="number"
            inputMode="numeric"
            min={1}
            max={last}
            label={t`Place in the curriculum`}
            optional
            error={errors.position?.message}
            help={t`1 is first; leave it empty for the end (${last}).`}
            {...register('position', {
              setValueAs: (value: unknown) =>
                value === '' || value === null || value === undefined ? undefined : Number(value),
            })}
          />
        </div>
        <FormField
          type="url"
          inputMode="url"
          label={t`Meeting link`}
          placeholder={t`https://meet.jit.si/…`}
          error={errors.join_url?.message}
          help={t`Zoom, Google Meet, Jitsi, Teams or any other, starting with https://. Enrolled learners see it from 15 minutes before the start.`}
          {...register('join_url')}
        />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <SubmitProgress label={t`Saving…`} />
          ) : current ? (
            <Trans>Save changes</Trans>
          ) : (
            <Trans>Schedule and tell learners</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
