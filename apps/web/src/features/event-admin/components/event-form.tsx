import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EVENT_MAX_MINUTES,
  EVENT_MIN_MINUTES,
  EventCreate,
  type EventFormOptions,
  type EventUpdate,
  type ManagedEvent,
} from '@dokkho/contract/events';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** The agenda is typed one item a line; the contract's other rules stay as they are. */
const FormSchema = EventCreate.extend({
  agenda: z.string().max(4000),
  agenda_bn: z.string().max(4000),
});
type Values = z.input<typeof FormSchema>;
type Parsed = z.output<typeof FormSchema>;

const FIELDS = [
  'kind',
  'title',
  'title_bn',
  'summary',
  'summary_bn',
  'description',
  'description_bn',
  'agenda',
  'agenda_bn',
  'genre_id',
  'speaker_name',
  'speaker_title',
  'speaker_title_bn',
  'speaker_photo',
  'speaker_instructor_id',
  'related_course_id',
  'date',
  'time',
  'duration_minutes',
  'seat_cap',
  'registration_open',
  'join_url',
  'cover_image',
] as const;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const idOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

function defaults(current: ManagedEvent | undefined): Values {
  if (!current) {
    return {
      kind: 'masterclass',
      title: '',
      title_bn: '',
      summary: '',
      summary_bn: '',
      description: '',
      description_bn: '',
      agenda: '',
      agenda_bn: '',
      genre_id: null,
      speaker_name: '',
      speaker_title: '',
      speaker_title_bn: '',
      speaker_photo: '',
      speaker_instructor_id: null,
      related_course_id: null,
      date: '',
      time: '',
      duration_minutes: 60,
      seat_cap: null,
      registration_open: true,
      join_url: null,
      cover_image: '',
    };
  }
  return {
    kind: current.kind,
    title: current.title,
    title_bn: current.title_bn ?? '',
    summary: current.summary,
    summary_bn: current.summary_bn ?? '',
    description: current.description,
    description_bn: current.description_bn ?? '',
    agenda: current.agenda.join('\n'),
    agenda_bn: current.agenda_bn.join('\n'),
    genre_id: current.genre_id,
    speaker_name: current.speaker_name,
    speaker_title: current.speaker_title,
    speaker_title_bn: current.speaker_title_bn ?? '',
    speaker_photo: current.speaker_photo,
    speaker_instructor_id: current.speaker_instructor_id,
    related_course_id: current.related_course?.id ?? null,
    date: current.date,
    time: current.time,
    duration_minutes: current.duration_minutes,
    seat_cap: current.seat_cap,
    registration_open: current.registration_open,
    join_url: current.join_url,
    cover_image: current.cover_image,
  };
}

/** What the API takes: the agenda as a list, and blank Bangla texts as "not written". */
function toBody(values: Parsed) {
  return {
    ...values,
    agenda: lines(values.agenda),
    agenda_bn: lines(values.agenda_bn),
    title_bn: textOrNull(values.title_bn),
    summary_bn: textOrNull(values.summary_bn),
    description_bn: textOrNull(values.description_bn),
    speaker_title_bn: textOrNull(values.speaker_title_bn),
  };
}

export type EventFormSave = { kind: 'create'; body: EventCreate } | { kind: 'update'; body: EventUpdate };

/**
 * Schedules a masterclass or a free class, or edits one (`current`). The date and time are a Dhaka clock's,
 * whatever the device's zone; English is required and Bangla optional (a blank Bangla field shows the
 * English, ADR 026). An event that has started keeps its time: the server refuses a change.
 */
export function EventForm({
  current,
  options,
  pending,
  onSave,
  onCancel,
}: {
  current?: ManagedEvent | undefined;
  options: EventFormOptions;
  pending: boolean;
  onSave: (save: EventFormSave) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaults(current),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const body = toBody(values);
      if (current) {
        const { kind: _kind, ...update } = body;
        await onSave({ kind: 'update', body: update });
      } else {
        await onSave({ kind: 'create', body });
      }
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const min = EVENT_MIN_MINUTES;
  const max = EVENT_MAX_MINUTES;
  const started = current !== undefined && current.state !== 'upcoming';
  const asNumberOrNull = { setValueAs: idOrNull };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t`Event details`}>
      <fieldset disabled={pending} className="space-y-6 disabled:opacity-70">
        <section className="space-y-4 rounded-card bg-white p-4 shadow-card sm:p-6">
          <h2 className="font-bold text-slate-900">
            <Trans>What it is</Trans>
          </h2>
          {current ? null : (
            <FormSelect
              label={t`Kind`}
              error={errors.kind?.message}
              options={[
                { value: 'masterclass', label: t`Masterclass (leads to a course)` },
                { value: 'free_class', label: t`Free class` },
              ]}
              {...register('kind')}
            />
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={t`Title (English)`} error={errors.title?.message} {...register('title')} />
            <FormField
              label={t`Title (Bangla)`}
              optional
              lang="bn"
              error={errors.title_bn?.message}
              {...register('title_bn')}
            />
            <FormTextarea
              label={t`Summary (English)`}
              optional
              rows={2}
              error={errors.summary?.message}
              {...register('summary')}
            />
            <FormTextarea
              label={t`Summary (Bangla)`}
              optional
              lang="bn"
              rows={2}
              error={errors.summary_bn?.message}
              {...register('summary_bn')}
            />
            <FormTextarea
              label={t`Description (English, Markdown)`}
              optional
              rows={5}
              error={errors.description?.message}
              {...register('description')}
            />
            <FormTextarea
              label={t`Description (Bangla, Markdown)`}
              optional
              lang="bn"
              rows={5}
              error={errors.description_bn?.message}
              {...register('description_bn')}
            />
            <FormTextarea
              label={t`Agenda (English)`}
              optional
              rows={4}
              help={t`One item a line.`}
              error={errors.agenda?.message}
              {...register('agenda')}
            />
            <FormTextarea
              label={t`Agenda (Bangla)`}
              optional
              lang="bn"
              rows={4}
              help={t`One item a line.`}
              error={errors.agenda_bn?.message}
              {...register('agenda_bn')}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <FormSelect
              label={t`Topic`}
              placeholder={t`No topic`}
              error={errors.genre_id?.message}
              options={options.topics.map((topic) => ({ value: String(topic.id), label: topic.name }))}
              {...register('genre_id', asNumberOrNull)}
            />
            <FormSelect
              label={t`Related course`}
              placeholder={t`No related course`}
              help={t`Attendees of a masterclass get a time-limited offer for it.`}
              error={errors.related_course_id?.message}
              options={options.courses.map((course) => ({ value: String(course.id), label: course.title }))}
              {...register('related_course_id', asNumberOrNull)}
            />
          </div>
        </section>

        <section className="space-y-4 rounded-card bg-white p-4 shadow-card sm:p-6">
          <h2 className="font-bold text-slate-900">
            <Trans>Speaker</Trans>
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t`Speaker’s name`}
              error={errors.speaker_name?.message}
              {...register('speaker_name')}
            />
            <FormSelect
              label={t`Instructor profile`}
              placeholder={t`Not linked`}
              error={errors.speaker_instructor_id?.message}
              options={options.instructors.map((item) => ({ value: String(item.id), label: item.name }))}
              {...register('speaker_instructor_id', asNumberOrNull)}
            />
            <FormField
              label={t`Speaker’s title (English)`}
              optional
              placeholder={t`Senior Data Analyst, bKash`}
              error={errors.speaker_title?.message}
              {...register('speaker_title')}
            />
            <FormField
              label={t`Speaker’s title (Bangla)`}
              optional
              lang="bn"
              error={errors.speaker_title_bn?.message}
              {...register('speaker_title_bn')}
            />
            <FormField
              type="url"
              inputMode="url"
              label={t`Speaker’s photo link`}
              optional
              error={errors.speaker_photo?.message}
              {...register('speaker_photo')}
            />
            <FormField
              type="url"
              inputMode="url"
              label={t`Cover image link`}
              optional
              error={errors.cover_image?.message}
              {...register('cover_image')}
            />
          </div>
        </section>

        <section className="space-y-4 rounded-card bg-white p-4 shadow-card sm:p-6">
          <h2 className="font-bold text-slate-900">
            <Trans>When and where</Trans>
          </h2>
          {started ? (
            <p className="text-sm text-slate-600">
              <Trans>This event has started: its time and length stay as they are.</Trans>
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              type="date"
              label={t`Date (Dhaka time)`}
              readOnly={started}
              error={errors.date?.message}
              {...register('date')}
            />
            <FormField
              type="time"
              label={t`Start time (Dhaka time)`}
              readOnly={started}
              help={t`Bangladesh time (UTC+6), whatever your device’s zone.`}
              error={errors.time?.message}
              {...register('time')}
            />
            <FormField
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={5}
              readOnly={started}
              label={t`Length in minutes`}
              help={t`From ${min} to ${max} minutes.`}
              error={errors.duration_minutes?.message}
              {...register('duration_minutes', { valueAsNumber: true })}
            />
          </div>
          <FormField
            type="url"
            inputMode="url"
            label={t`Meeting link`}
            optional
            placeholder={t`https://meet.jit.si/…`}
            help={t`Zoom, Google Meet, Jitsi, Teams or any other, starting with https://. Only registrants get it, from 15 minutes before the start.`}
            error={errors.join_url?.message}
            {...register('join_url', { setValueAs: textOrNull })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              type="number"
              inputMode="numeric"
              min={1}
              label={t`Seats`}
              optional
              help={t`Leave empty for no limit. Past it, people join a waiting list.`}
              error={errors.seat_cap?.message}
              {...register('seat_cap', asNumberOrNull)}
            />
            <label className="flex min-h-11 items-center gap-3 self-center text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                className="size-5 rounded border-slate-300 text-primary-700"
                {...register('registration_open')}
              />
              <Trans>Registration is open</Trans>
            </label>
          </div>
        </section>
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
            <Trans>Schedule the event</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
