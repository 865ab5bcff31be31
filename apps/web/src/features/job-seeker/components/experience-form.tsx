import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Experience } from '@dokkho/contract/hiring';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@dokkho/contract/jobs';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useSaveEntry } from '../api/profile-entries';
import {
  EXPERIENCE_FIELDS,
  emptyExperience,
  experienceResolver,
  experienceToForm,
  toExperienceBody,
  type ExperienceFormValues,
} from '../lib/entry-forms';
import { EntryFormFrame } from './entry-form-frame';

/** Add or edit one job of the work history: months as the CV states them, or "I still work here". */
export function ExperienceForm({
  experience,
  onDone,
}: {
  experience?: Experience | undefined;
  onDone: () => void;
}) {
  const save = useSaveEntry('experience');
  const [formError, setFormError] = useState<string | null>(null);
  const [initial] = useState(() => (experience ? experienceToForm(experience) : emptyExperience()));
  const form = useForm<ExperienceFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: experienceResolver,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const current = useWatch({ control: form.control, name: 'current' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: experience?.id ?? null, body: toExperienceBody(values) });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, EXPERIENCE_FIELDS, form.setError));
    }
  });

  return (
    <EntryFormFrame
      title={experience ? 'Edit this job' : 'Add a job'}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onDone}
      pending={save.isPending}
      formError={formError}
      submitLabel={experience ? 'Save job' : 'Add job'}
    >
      <FormField
        label="Job title"
        maxLength={120}
        placeholder="e.g. Sales executive"
        error={errors.title?.message}
        {...register('title')}
      />
      <FormField
        label="Company"
        maxLength={120}
        placeholder="e.g. Pran-RFL Group"
        error={errors.company?.message}
        {...register('company')}
      />
      <FormSelect
        label="Employment type (optional)"
        placeholder="Not stated"
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }))}
        error={errors.employment_type?.message}
        // The starting choice is also given to React, which selects it as the options render.
        defaultValue={initial.employment_type}
        {...register('employment_type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Start month"
          type="month"
          placeholder="2024-03"
          error={errors.start_month?.message}
          {...register('start_month')}
        />
        <FormField
          label="End month"
          type="month"
          placeholder="2025-01"
          disabled={current}
          error={current ? undefined : errors.end_month?.message}
          {...register('end_month')}
        />
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
        <input type="checkbox" className="size-5 accent-primary-700" {...register('current')} />I still work
        here
      </label>
      <FormTextarea
        label="What you did"
        optional
        rows={4}
        prose
        maxLength={2000}
        placeholder="Your work and what you achieved: numbers help."
        error={errors.description?.message}
        {...register('description')}
      />
    </EntryFormFrame>
  );
}
