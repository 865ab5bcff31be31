import { useWatch } from 'react-hook-form';
import type { Education } from '@dokkho/contract/hiring';
import { EDUCATION_LEVELS } from '@dokkho/contract/jobs';
import { useLingui } from '@lingui/react/macro';
import { EDUCATION_LEVEL_LABELS } from '../../../shared/labels/jobs';
import { labelOptions } from '../../../shared/labels/resolve';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import {
  EDUCATION_FIELDS,
  educationResolver,
  educationToForm,
  emptyEducation,
  toEducationBody,
} from '../lib/entry-forms';
import { useEntryForm } from '../lib/use-entry-form';
import { EntryFormFrame } from './entry-form-frame';

/** Add or edit one qualification: its level on Bangladesh's ladder (the ranking compares these). */
export function EducationForm({
  education,
  onDone,
}: {
  education?: Education | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { form, initial, formError, pending, onSubmit } = useEntryForm({
    kind: 'education',
    entry: education,
    toForm: educationToForm,
    empty: emptyEducation,
    resolver: educationResolver,
    toBody: toEducationBody,
    fields: EDUCATION_FIELDS,
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const level = useWatch({ control: form.control, name: 'level' });

  return (
    <EntryFormFrame
      title={education ? t`Edit this qualification` : t`Add a qualification`}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={onDone}
      pending={pending}
      formError={formError}
      submitLabel={education ? t`Save qualification` : t`Add qualification`}
    >
      <FormSelect
        label={t`Level`}
        placeholder={t`Choose a level`}
        options={labelOptions(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, i18n)}
        // An empty choice is "choose one", not the contract's list of codes.
        error={
          errors.level
            ? level
              ? errors.level.message
              : t`Choose the level of this qualification`
            : undefined
        }
        defaultValue={initial.level}
        {...register('level')}
      />
      <FormField
        label={t`Institution`}
        maxLength={160}
        placeholder={t`e.g. University of Dhaka`}
        error={errors.institution?.message}
        {...register('institution')}
      />
      <FormField
        label={t`Subject`}
        optional
        maxLength={120}
        placeholder={t`e.g. Accounting, Science group`}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Result`}
          optional
          maxLength={60}
          placeholder={t`e.g. CGPA 3.45, GPA 5.00`}
          error={errors.result?.message}
          {...register('result')}
        />
        <FormField
          label={t`Passing year`}
          optional
          inputMode="numeric"
          maxLength={4}
          placeholder={t`e.g. 2023`}
          help={t`Leave it empty while you are still studying.`}
          error={errors.passing_year?.message}
          {...register('passing_year')}
        />
      </div>
    </EntryFormFrame>
  );
}
