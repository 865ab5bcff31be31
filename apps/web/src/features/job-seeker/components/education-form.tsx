import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Education } from '@dokkho/contract/hiring';
import { EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS } from '@dokkho/contract/jobs';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { useSaveEntry } from '../api/profile-entries';
import {
  EDUCATION_FIELDS,
  educationResolver,
  educationToForm,
  emptyEducation,
  toEducationBody,
  type EducationFormValues,
} from '../lib/entry-forms';
import { EntryFormFrame } from './entry-form-frame';

/** Add or edit one qualification: its level on Bangladesh's ladder (the ranking compares these). */
export function EducationForm({
  education,
  onDone,
}: {
  education?: Education | undefined;
  onDone: () => void;
}) {
  const save = useSaveEntry('education');
  const [formError, setFormError] = useState<string | null>(null);
  const [initial] = useState(() => (education ? educationToForm(education) : emptyEducation()));
  const form = useForm<EducationFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: educationResolver,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const level = useWatch({ control: form.control, name: 'level' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: education?.id ?? null, body: toEducationBody(values) });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, EDUCATION_FIELDS, form.setError));
    }
  });

  return (
    <EntryFormFrame
      title={education ? 'Edit this qualification' : 'Add a qualification'}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onDone}
      pending={save.isPending}
      formError={formError}
      submitLabel={education ? 'Save qualification' : 'Add qualification'}
    >
      <FormSelect
        label="Level"
        placeholder="Choose a level"
        options={EDUCATION_LEVELS.map((value) => ({ value, label: EDUCATION_LEVEL_LABELS[value] }))}
        // An empty choice is "choose one", not the contract's list of codes.
        error={
          errors.level ? (level ? errors.level.message : 'Choose the level of this qualification') : undefined
        }
        defaultValue={initial.level}
        {...register('level')}
      />
      <FormField
        label="Institution"
        maxLength={160}
        placeholder="e.g. University of Dhaka"
        error={errors.institution?.message}
        {...register('institution')}
      />
      <FormField
        label="Subject"
        optional
        maxLength={120}
        placeholder="e.g. Accounting, Science group"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Result"
          optional
          maxLength={60}
          placeholder="e.g. CGPA 3.45, GPA 5.00"
          error={errors.result?.message}
          {...register('result')}
        />
        <FormField
          label="Passing year"
          optional
          inputMode="numeric"
          maxLength={4}
          placeholder="e.g. 2023"
          help="Leave it empty while you are still studying."
          error={errors.passing_year?.message}
          {...register('passing_year')}
        />
      </div>
    </EntryFormFrame>
  );
}
