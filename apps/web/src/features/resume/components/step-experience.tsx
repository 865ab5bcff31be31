import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@dokkho/contract/jobs';
import type { ResumeExperience, ResumeProject } from '@dokkho/contract/resume';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { newItemId } from '../lib/builder-ids';
import { useEntryListActions } from '../lib/use-entry-list-actions';
import type { ResumeAutosave } from '../lib/use-resume-autosave';
import { useStepForm } from '../lib/use-step-form';
import { BuilderEntryList } from './builder-entry-list';
import { entryHasError, errorText, MonthField, nullIfEmpty } from './step-fields';

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
  const form = useStepForm(['experience'] as const, autosave);
  const { register, control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const list = useFieldArray({ control, name: 'experience', keyName: 'key' });
  const actions = useEntryListActions(list, (index) => form.getValues(`experience.${index}`));

  return (
    <FormShell label="Experience">
      <BuilderEntryList
        legend="Jobs"
        keys={list.fields.map((field) => field.key)}
        addLabel="Add a job"
        emptyText="No jobs yet. Internships, part-time work and volunteering count too."
        heading={(index) => {
          const position = watch(`experience.${index}.position`);
          const company = watch(`experience.${index}.company`);
          return [position, company].filter(Boolean).join(' at ') || 'New job';
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
                label="Job title"
                error={errorText(e?.position)}
                {...register(`experience.${index}.position`)}
              />
              <FormField
                label="Company"
                error={errorText(e?.company)}
                {...register(`experience.${index}.company`)}
              />
              <FormField
                label="Location"
                optional
                error={errorText(e?.location)}
                {...register(`experience.${index}.location`)}
              />
              <FormSelect
                label="Type"
                placeholder="Not stated"
                options={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))}
                error={errorText(e?.employment_type)}
                {...register(`experience.${index}.employment_type`, { setValueAs: nullIfEmpty })}
              />
              <MonthField
                label="Start month"
                error={errorText(e?.start)}
                {...register(`experience.${index}.start`)}
              />
              {current ? (
                <div className="flex items-end pb-3 text-sm font-medium text-slate-700">End: Present</div>
              ) : (
                <MonthField
                  label="End month"
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
                I work here now
              </label>
              <FormTextarea
                label="What you did"
                optional
                rows={5}
                prose
                className="@md:col-span-2"
                placeholder={
                  'Built the weekly sales report in Excel, used by 12 branch managers\nCut stock-count errors by 30%'
                }
                help="One achievement per line; each becomes a bullet. Start with a verb and add numbers."
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
  const form = useStepForm(['projects'] as const, autosave);
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const list = useFieldArray({ control, name: 'projects', keyName: 'key' });
  const actions = useEntryListActions(list, (index) => form.getValues(`projects.${index}`));

  return (
    <FormShell label="Projects">
      <BuilderEntryList
        legend="Projects"
        keys={list.fields.map((field) => field.key)}
        addLabel="Add a project"
        emptyText="No projects yet. Course projects, a thesis or something you built for yourself all count. You can also skip this step."
        heading={(index) => watch(`projects.${index}.name`) || 'New project'}
        hasError={(index) => entryHasError(errors, 'projects', index)}
        onAdd={() => list.append(blankProject())}
        {...actions}
      >
        {(index) => {
          const p = errors.projects?.[index];
          return (
            <div className="grid gap-4 @md:grid-cols-2">
              <FormField
                label="Project name"
                error={errorText(p?.name)}
                {...register(`projects.${index}.name`)}
              />
              <FormField
                label="Your role"
                optional
                error={errorText(p?.role)}
                {...register(`projects.${index}.role`)}
              />
              <FormField
                label="Link"
                optional
                type="url"
                inputMode="url"
                placeholder="https://"
                className="@md:col-span-2"
                error={errorText(p?.url)}
                {...register(`projects.${index}.url`)}
              />
              <MonthField
                label="Start month"
                optional
                error={errorText(p?.start)}
                {...register(`projects.${index}.start`)}
              />
              <MonthField
                label="End month"
                optional
                error={errorText(p?.end)}
                {...register(`projects.${index}.end`)}
              />
              <FormTextarea
                label="What it does and what you did"
                optional
                rows={4}
                prose
                className="@md:col-span-2"
                help="One point per line; each becomes a bullet."
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
