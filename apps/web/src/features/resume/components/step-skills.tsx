import { useFieldArray } from 'react-hook-form';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_FLUENCIES, SKILL_LEVELS } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { LANGUAGE_FLUENCY_LABELS, SKILL_LEVEL_LABELS } from '../../../shared/labels/resume';
import { labelOptions } from '../../../shared/labels/resolve';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { newItemId } from '../lib/builder-ids';
import { useEntryListActions } from '../lib/use-entry-list-actions';
import type { ResumeAutosave } from '../lib/use-resume-autosave';
import { useStepForm } from '../lib/use-step-form';
import { BuilderEntryList } from './builder-entry-list';
import { entryHasError, errorText, nullIfEmpty } from './step-fields';

/** Step 4: skills with a level, and the languages the person speaks. */
export function StepSkills({ autosave }: { autosave: ResumeAutosave }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const form = useStepForm(['skills', 'languages'] as const, autosave);
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const skills = useFieldArray({ control, name: 'skills', keyName: 'key' });
  const languages = useFieldArray({ control, name: 'languages', keyName: 'key' });
  const skillActions = useEntryListActions(skills, (index) => form.getValues(`skills.${index}`));
  const languageActions = useEntryListActions(languages, (index) => form.getValues(`languages.${index}`));
  const named = (watch('skills') ?? []).filter((skill) => skill.name.trim() !== '').length;
  const namedCount = format.number(named);
  const minimumSkills = format.number(3);

  return (
    <form
      noValidate
      aria-label={t`Skills`}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-8"
    >
      <div>
        <BuilderEntryList
          legend={t`Skills`}
          keys={skills.fields.map((field) => field.key)}
          addLabel={t`Add a skill`}
          emptyText={t`No skills yet. Use the words job posts use: “Excel”, “SQL”, “Customer service”.`}
          heading={(index) => watch(`skills.${index}.name`) || t`New skill`}
          hasError={(index) => entryHasError(errors, 'skills', index)}
          onAdd={() => skills.append({ id: newItemId(), name: '', level: null })}
          {...skillActions}
          compact
        >
          {(index) => (
            <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] gap-3 @md:grid-cols-[minmax(0,1fr)_11rem]">
              <FormField
                label={t`Skill`}
                error={errorText(errors.skills?.[index]?.name)}
                {...register(`skills.${index}.name`)}
              />
              <FormSelect
                label={t`Level`}
                placeholder={t`Not stated`}
                options={labelOptions(SKILL_LEVELS, SKILL_LEVEL_LABELS, i18n)}
                error={errorText(errors.skills?.[index]?.level)}
                {...register(`skills.${index}.level`, { setValueAs: nullIfEmpty })}
              />
            </div>
          )}
        </BuilderEntryList>
        <p className="mt-2 text-sm text-slate-600">
          {named >= 3
            ? t`${plural(named, {
                one: '# skill. Recruiters search by skill: list the ones the jobs you want ask for.',
                other: '# skills. Recruiters search by skill: list the ones the jobs you want ask for.',
              })}`
            : t`Add at least ${minimumSkills} skills (${namedCount} so far).`}
        </p>
      </div>

      <BuilderEntryList
        legend={t`Languages`}
        keys={languages.fields.map((field) => field.key)}
        addLabel={t`Add a language`}
        emptyText={t`Bangla, English... say how well you speak each.`}
        heading={(index) => watch(`languages.${index}.language`) || t`New language`}
        hasError={(index) => entryHasError(errors, 'languages', index)}
        onAdd={() => languages.append({ id: newItemId(), language: '', fluency: null })}
        {...languageActions}
        compact
      >
        {(index) => (
          <div className="grid grid-cols-[minmax(0,1fr)_9rem] gap-3 @md:grid-cols-[minmax(0,1fr)_13rem]">
            <FormField
              label={t`Language`}
              error={errorText(errors.languages?.[index]?.language)}
              {...register(`languages.${index}.language`)}
            />
            <FormSelect
              label={t`Fluency`}
              placeholder={t`Not stated`}
              options={labelOptions(LANGUAGE_FLUENCIES, LANGUAGE_FLUENCY_LABELS, i18n)}
              error={errorText(errors.languages?.[index]?.fluency)}
              {...register(`languages.${index}.fluency`, { setValueAs: nullIfEmpty })}
            />
          </div>
        )}
      </BuilderEntryList>
    </form>
  );
}
