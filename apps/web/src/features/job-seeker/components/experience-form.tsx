import { useWatch } from 'react-hook-form';
import type { Experience } from '@dokkho/contract/hiring';
import { EMPLOYMENT_TYPES } from '@dokkho/contract/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMPLOYMENT_TYPE_LABELS } from '../../../shared/labels/jobs';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import {
  EXPERIENCE_FIELDS,
  emptyExperience,
  experienceResolver,
  experienceToForm,
  toExperienceBody,
} from '../lib/entry-forms';
import { useEntryForm } from '../lib/use-entry-form';
import { EntryFormFrame } from './entry-form-frame';

/** Add or edit one job of the work history: months as the CV states them, or "I still work here". */
export function ExperienceForm({
  experience,
  onDone,
}: {
  experience?: Experience | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { form, initial, formError, pending, onSubmit } = useEntryForm({
    kind: 'experience',
    entry: experience,
    toForm: experienceToForm,
    empty: emptyExperience,
    resolver: experienceResolver,
    toBody: toExperienceBody,
    fields: EXPERIENCE_FIELDS,
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const current = useWatch({ control: form.control, name: 'current' });

  return (
    <EntryFormFrame
      title={experience ? t`Edit this job` : t`Add a job`}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onDone}
      pending={pending}
      formError={formError}
      submitLabel={experience ? t`Save job` : t`Add job`}
    >
      <FormField
        label={t`Job title`}
        maxLength={120}
        placeholder={t`e.g. Sales executive`}
        error={errors.title?.message}
        {...register('title')}
      />
      <FormField
        label={t`Company`}
        maxLength={120}
        placeholder={t`e.g. Pran-RFL Group`}
        error={errors.company?.message}
        {...register('company')}
      />
      <FormSelect
        label={t`Employment type (optional)`}
        placeholder={t`Not stated`}
        options={EMPLOYMENT_TYPES.map((type) => ({
          value: type,
          label: i18n._(EMPLOYMENT_TYPE_LABELS[type]),
        }))}
        error={errors.employment_type?.message}
        // The starting choice is also given to React, which selects it as the options render.
        defaultValue={initial.employment_type}
        {...register('employment_type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Start month`}
          type="month"
          placeholder="2024-03"
          error={errors.start_month?.message}
          {...register('start_month')}
        />
        <FormField
          label={t`End month`}
          type="month"
          placeholder="2025-01"
          disabled={current}
          error={current ? undefined : errors.end_month?.message}
          {...register('end_month')}
        />
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5 accent-primary-700" {...register('current')} />
        <Trans>I still work here</Trans>
      </label>
      <FormTextarea
        label={t`What you did`}
        optional
        rows={4}
        prose
        maxLength={2000}
        placeholder={t`Your work and what you achieved: numbers help.`}
        error={errors.description?.message}
        {...register('description')}
      />
    </EntryFormFrame>
  );
}
