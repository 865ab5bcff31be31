import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMPLOYMENT_TYPES } from '@dokkho/contract/jobs';
import type { ResumeExperience, ResumeProject } from '@dokkho/contract/resume';
import { EMPLOYMENT_TYPE_LABELS } from '../../../shared/labels/jobs';
import { labelOptions } from '../../../shared/labels/resolve';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { newItemId } from '../lib/builder-ids';
import { useEntryListActions } from '../lib/use-entry-list-actions';
import type { ResumeAutosave } from '../lib/use-resume-autosave';
import { useStepForm } from '../lib/use-step-form';
import { BuilderEntryList } from './builder-entry-list';
import { entryHasError, errorText, MonthField, nullIfEmpty, URL_PLACEHOLDER } from './step-fields';

const blankJob = (): ResumeExperience => ({
  id: newItemId(),
  position: '',
  company: '',
  location: '',
  employment_type: null,
  start: '',
  end: '',
  current: false,
  description: '',
});

const blankProject = (): ResumeProject => ({
  id: newItemId(),
  name: '',
  role: '',
  url: '',
  start: '',
  end: '',
  description: '',
});

function FormShell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form noValidate aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}

/** Step 2: jobs, internships and volunteering, newest first as the person orders them. */
export function StepExperience({ autosave }: { autosave: ResumeAutosave }) {
  const { t, i18n } = useLingui();
  const form = useStepForm(['experience'] as const, autosave);
  const { register, control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const list = useFieldArray({ control, name: 'experience', keyName: 'key' });
  const actions = useEntryListActions(list, (index) => form.getValues(`experience.${index}`));

  return (
    <FormShell label={t`Experience`}>
      <BuilderEntryList
        legend={t`Jobs`}
        keys={list.fields.map((field) => field.key)}
        addLabel={t`Add a job`}
        emptyText={t`No jobs yet. Internships, part-time work and volunteering count too.`}
        heading={(index) => {
          const position = watch(`experience.${index}.position`);
          const company = watch(`experience.${index}.company`);
          if (position && company) return t`${position} at ${company}`;
          return position || company || t`New job`;
        }}
        hasError={(index) => entryHasError(errors, 'experience', index)}
        onAdd={() => list.append(blankJob())}
        {...actions}
      >
        {(index) => {
          const current = watch(`experience.${index}.current`);
          const e = errors.experience?.[index];
          return (
            <div className="grid gap-4 @md:grid-cols-2">
              <FormField
                label={t`Job title`}
                error={errorText(e?.position)}
                {...register(`experience.${index}.position`)}
              />
              <FormField
                label={t`Company`}
                error={errorText(e?.company)}
                {...register(`experience.${index}.company`)}
              />
              <FormField
                label={t`Location`}
                optional
                error={errorText(e?.location)}
                {...register(`experience.${index}.location`)}
              />
              <FormSelect
                label={t`Type`}
                placeholder={t`Not stated`}
                options={labelOptions(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, i18n)}
                error={errorText(e?.employment_type)}
                {...register(`experience.${index}.employment_type`, { setValueAs: nullIfEmpty })}
              />
              <MonthField
                label={t`Start month`}
                error={errorText(e?.start)}
                {...register(`experience.${index}.start`)}
              />
              {current ? (
                <div className="flex items-end pb-3 text-sm font-medium text-slate-700">
                  <Trans>End: Present</Trans>
                </div>
              ) : (
                <MonthField
                  label={t`End month`}
                  error={errorText(e?.end)}
                  {...register(`experience.${index}.end`)}
                />
              )}
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 @md:col-span-2">
                <input
                  type="checkbox"
                  className="size-5 accent-primary-700"
                  {...register(`experience.${index}.current`, {
                    onChange: (event: { target: { checked: boolean } }) => {
                      if (event.target.checked) setValue(`experience.${index}.end`, '');
                    },
                  })}
                />
                <Trans>I work here now</Trans>
              </label>
              <FormTextarea
                label={t`What you did`}
                optional
                rows={5}
                prose
                className="@md:col-span-2"
                placeholder={t`Built the weekly sales report in Excel, used by 12 branch managers
Cut stock-count errors by 30%`}
                help={t`One achievement per line; each becomes a bullet. Start with a verb and add numbers.`}
                error={errorText(e?.description)}
                {...register(`experience.${index}.description`)}
              />
            </div>
          );
        }}
      </BuilderEntryList>
    </FormShell>
  );
}

/** Step 3: projects (optional), with a link when there is something to show. */
export function StepProjects({ autosave }: { autosave: ResumeAutosave }) {
  const { t } = useLingui();
  const form = useStepForm(['projects'] as const, autosave);
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const list = useFieldArray({ control, name: 'projects', keyName: 'key' });
  const actions = useEntryListActions(list, (index) => form.getValues(`projects.${index}`));

  return (
    <FormShell label={t`Projects`}>
      <BuilderEntryList
        legend={t`Projects`}
        keys={list.fields.map((field) => field.key)}
        addLabel={t`Add a project`}
        emptyText={t`No projects yet. Course projects, a thesis or something you built for yourself all count. You can also skip this step.`}
        heading={(index) => watch(`projects.${index}.name`) || t`New project`}
        hasError={(index) => entryHasError(errors, 'projects', index)}
        onAdd={() => list.append(blankProject())}
        {...actions}
      >
        {(index) => {
          const p = errors.projects?.[index];
          return (
            <div className="grid gap-4 @md:grid-cols-2">
              <FormField
                label={t`Project name`}
                error={errorText(p?.name)}
                {...register(`projects.${index}.name`)}
              />
              <FormField
                label={t`Your role`}
                optional
                error={errorText(p?.role)}
                {...register(`projects.${index}.role`)}
              />
              <FormField
                label={t`Link`}
                optional
                type="url"
                inputMode="url"
                placeholder={URL_PLACEHOLDER}
                className="@md:col-span-2"
                error={errorText(p?.url)}
                {...register(`projects.${index}.url`)}
              />
              <MonthField
                label={t`Start month`}
                optional
                error={errorText(p?.start)}
                {...register(`projects.${index}.start`)}
              />
              <MonthField
                label={t`End month`}
                optional
                error={errorText(p?.end)}
                {...register(`projects.${index}.end`)}
              />
              <FormTextarea
                label={t`What it does and what you did`}
                optional
                rows={4}
                prose
                className="@md:col-span-2"
                help={t`One point per line; each becomes a bullet.`}
                error={errorText(p?.description)}
                {...register(`projects.${index}.description`)}
              />
            </div>
          );
        }}
      </BuilderEntryList>
    </FormShell>
  );
}
