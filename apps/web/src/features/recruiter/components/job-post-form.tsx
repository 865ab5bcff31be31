import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  BD_DIVISIONS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  JOB_LIMITS,
  WORKPLACES,
  type RecruiterJobDetail,
} from '@dokkho/contract/jobs';
import {
  EDUCATION_LEVEL_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  WORKPLACE_LABELS,
} from '../../../shared/labels/jobs';
import { districtOptions, divisionOptions } from '../../../shared/labels/place-options';
import { labelOptions } from '../../../shared/labels/resolve';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useCreateJobPost, useUpdateJobPost } from '../api/save-job-post';
import {
  JOB_POST_FIELDS,
  deadlineBounds,
  emptyJobPostForm,
  jobPostResolver,
  jobPostToForm,
  toJobPostBody,
  type JobPostFormValues,
} from '../lib/job-post-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { SkillsInput } from '../../../shared/ui/skills-input';
import { JobPostBanglaSection } from './job-post-bangla-section';

type Intent = 'draft' | 'open' | 'save';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Create or edit a job post (issue 6 item 1): every field of JobPostInput, checked with the contract's rules
 * as the recruiter goes, the server's field messages under their fields. A new post or a draft is saved as
 * a draft or published; a published post is saved as it is (closing and re-opening are list actions).
 */
export function JobPostForm({
  post,
  onSaved,
  onCancel,
}: {
  post?: RecruiterJobDetail | undefined;
  onSaved: (post: RecruiterJobDetail, intent: Intent) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const maxSkills = format.number(JOB_LIMITS.skills);
  const maxDays = format.number(JOB_LIMITS.deadlineMaxDays);
  const [initial] = useState(() => (post ? jobPostToForm(post) : emptyJobPostForm()));
  const [intent, setIntent] = useState<Intent>('save');
  const [bounds] = useState(() => deadlineBounds());
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateJobPost();
  const update = useUpdateJobPost();
  const isDraft = !post || post.status === 'draft';
  const initialDeadline = initial.deadline;

  const form = useForm<JobPostFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    // A deadline is checked when it is new or changed, as the server does; publishing a draft whose stored
    // deadline has passed gets the server's message under the deadline.
    resolver: jobPostResolver(
      (values) => ({ checkDeadline: !post || values.deadline !== initialDeadline }),
      i18n,
    ),
  });
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const workplace = useWatch({ control, name: 'workplace' });
  const division = useWatch({ control, name: 'division' });
  const negotiable = useWatch({ control, name: 'salary_negotiable' });

  async function save(values: JobPostFormValues, next: Intent) {
    // Saving a draft again leaves its status alone; publishing sends `open`.
    const status = next === 'save' || (post && next === 'draft') ? undefined : next;
    const body = toJobPostBody(values, status);
    try {
      const saved = post ? await update.mutateAsync({ id: post.id, body }) : await create.mutateAsync(body);
      onSaved(saved, next);
    } catch (error) {
      setFormError(applyServerErrors(error, JOB_POST_FIELDS, setError));
    }
  }

  function submitAs(next: Intent) {
    return (event: FormEvent<HTMLFormElement> | MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      setIntent(next);
      setFormError(null);
      void form.handleSubmit((values) => save(values, next))();
    };
  }

  const pending = create.isPending || update.isPending;
  return (
    <form noValidate onSubmit={submitAs(isDraft ? 'open' : 'save')} className="space-y-6">
      <fieldset disabled={pending} className="space-y-6 disabled:opacity-80">
        <Section title={t`The role`}>
          <FormField
            label={t`Job title`}
            maxLength={JOB_LIMITS.titleMax}
            placeholder={t`e.g. Junior Data Analyst`}
            error={errors.title?.message}
            {...register('title')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelect
              label={t`Employment type`}
              placeholder={t`Choose a type`}
              options={labelOptions(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, i18n)}
              error={errors.employment_type?.message}
              {...register('employment_type')}
            />
            <FormField
              label={t`Vacancies`}
              inputMode="numeric"
              error={errors.vacancies?.message}
              {...register('vacancies')}
            />
          </div>
          <FormTextarea
            label={t`Description`}
            rows={8}
            prose
            maxLength={JOB_LIMITS.descriptionMax}
            help={t`What the job is, the team and why it matters. Markdown works: **bold**, lists with “-”.`}
            error={errors.description?.message}
            {...register('description')}
          />
          <FormTextarea
            label={t`Responsibilities`}
            optional
            rows={4}
            help={t`One per line.`}
            error={errors.responsibilities?.message}
            {...register('responsibilities')}
          />
          <FormTextarea
            label={t`Requirements`}
            optional
            rows={4}
            help={t`One per line.`}
            error={errors.requirements?.message}
            {...register('requirements')}
          />
          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <SkillsInput
                value={field.value}
                onChange={field.onChange}
                error={errors.skills?.message}
                help={t`Press Enter after each skill (up to ${maxSkills}). Job seekers search by these.`}
              />
            )}
          />
          <JobPostBanglaSection
            register={register}
            errors={errors}
            written={Boolean(initial.title_bn || initial.description_bn)}
          />
        </Section>

        <Section title={t`Where`}>
          <FormSelect
            label={t`Workplace`}
            placeholder={t`Choose a workplace`}
            options={labelOptions(WORKPLACES, WORKPLACE_LABELS, i18n)}
            error={errors.workplace?.message}
            {...register('workplace')}
          />
          {workplace !== 'remote' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormSelect
                label={t`Division`}
                placeholder={t`Choose a division`}
                options={divisionOptions(i18n)}
                error={errors.division?.message}
                {...register('division', {
                  onChange: (event: { target: { value: string } }) => {
                    const next =
                      (BD_DIVISIONS as Record<string, readonly string[]>)[event.target.value] ?? [];
                    if (!next.includes(form.getValues('district'))) setValue('district', '');
                  },
                })}
              />
              <FormSelect
                label={t`District`}
                placeholder={division ? t`Choose a district` : t`Choose a division first`}
                disabled={!division}
                options={districtOptions(division, i18n)}
                error={errors.district?.message}
                {...register('district')}
              />
            </div>
          ) : (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <Trans>Remote jobs are listed as “Remote” and found from anywhere in Bangladesh.</Trans>
            </p>
          )}
        </Section>

        <Section title={t`Who and how much`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t`Minimum experience (years)`}
              inputMode="numeric"
              error={errors.experience_min_years?.message}
              {...register('experience_min_years')}
            />
            <FormField
              label={t`Maximum experience (years)`}
              optional
              inputMode="numeric"
              error={errors.experience_max_years?.message}
              {...register('experience_max_years')}
            />
          </div>
          <FormField
            label={t`Education`}
            optional
            maxLength={JOB_LIMITS.educationMax}
            placeholder={t`e.g. Bachelor’s in any subject`}
            error={errors.education?.message}
            {...register('education')}
          />
          <FormSelect
            label={t`Minimum education level`}
            help={t`Used to rank applicants. “Any level” ranks everyone equally on education.`}
            options={[
              { value: '', label: t`Any level` },
              ...labelOptions(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, i18n),
            ]}
            error={errors.education_level?.message}
            {...register('education_level')}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              {...register('salary_negotiable', {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (event.target.checked) {
                    setValue('salary_min', '');
                    setValue('salary_max', '');
                  }
                },
              })}
            />
            <Trans>The salary is negotiable</Trans>
          </label>
          {!negotiable ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t`Minimum salary (৳ a month)`}
                inputMode="numeric"
                placeholder="25000"
                error={errors.salary_min?.message}
                {...register('salary_min')}
              />
              <FormField
                label={t`Maximum salary (৳ a month)`}
                inputMode="numeric"
                placeholder="40000"
                error={errors.salary_max?.message}
                {...register('salary_max')}
              />
            </div>
          ) : null}
          <FormField
            label={t`Application deadline`}
            type="date"
            min={bounds.min}
            max={bounds.max}
            help={t`At most ${maxDays} days ahead. The post closes at the end of that day (Dhaka time).`}
            error={errors.deadline?.message}
            {...register('deadline')}
          />
        </Section>
      </fieldset>

      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-slate-200 bg-white px-4 py-3 sm:-mx-6 sm:justify-end sm:px-6">
        {/* The sheet's × closes it on a phone; the room goes to the two saves. */}
        <div className="hidden sm:block">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
        {isDraft ? (
          <>
            <Button
              variant="secondary"
              onClick={submitAs('draft')}
              disabled={pending}
              className="min-w-0 flex-1 sm:flex-none"
            >
              {pending && intent === 'draft' ? <SubmitProgress label={t`Saving…`} /> : t`Save as draft`}
            </Button>
            <Button
              type="submit"
              disabled={pending}
              aria-busy={pending}
              className="min-w-0 flex-1 sm:flex-none"
            >
              {pending && intent === 'open' ? <SubmitProgress label={t`Publishing…`} /> : t`Publish`}
            </Button>
          </>
        ) : (
          <Button
            type="submit"
            disabled={pending}
            aria-busy={pending}
            className="min-w-0 flex-1 sm:flex-none"
          >
            {pending ? <SubmitProgress label={t`Saving…`} /> : t`Save changes`}
          </Button>
        )}
      </div>
    </form>
  );
}
