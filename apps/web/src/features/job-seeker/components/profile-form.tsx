import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CheckCircle2, Eye } from 'lucide-react';
import { HIRING_LIMITS, type SeekerProfile } from '@dokkho/contract/hiring';
import { JOB_LIMITS } from '@dokkho/contract/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { districtOptions, divisionOptions } from '../../../shared/labels/place-options';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SkillsInput } from '../../../shared/ui/skills-input';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useUpdateSeekerProfile } from '../api/seeker-profile';
import {
  PROFILE_FIELDS,
  profileResolver,
  profileToForm,
  toProfileBody,
  type ProfileFormValues,
} from '../lib/profile-form';

/**
 * The job seeker's own profile fields (issue 6 item 3): what recruiters rank and search by. Checked with the
 * contract's SeekerProfileUpdate as one types; the salary is typed in taka and sent in poisha.
 */
export function ProfileForm({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const skillsMax = format.number(JOB_LIMITS.skills);
  const update = useUpdateSeekerProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [initial] = useState(() => profileToForm(profile));
  const form = useForm<ProfileFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: profileResolver,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const division = useWatch({ control, name: 'division' });
  const discoverable = useWatch({ control, name: 'discoverable' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const next = await update.mutateAsync(toProfileBody(values));
      form.reset(profileToForm(next));
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, PROFILE_FIELDS, form.setError));
    }
  });

  const pending = update.isPending;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <fieldset disabled={pending} className="space-y-5 disabled:opacity-80">
        <FormField
          label={t`Headline`}
          maxLength={HIRING_LIMITS.headlineMax}
          placeholder={t`e.g. Junior data analyst, Excel and SQL`}
          help={t`One line recruiters see first, under your name.`}
          error={errors.headline?.message}
          {...register('headline')}
        />
        <FormTextarea
          label={t`About you`}
          optional
          rows={5}
          prose
          maxLength={HIRING_LIMITS.aboutMax}
          placeholder={t`What you are good at, what you have done, and the job you want next.`}
          error={errors.about?.message}
          {...register('about')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            label={t`Division`}
            placeholder={t`Choose a division`}
            options={divisionOptions(i18n)}
            error={errors.division?.message}
            defaultValue={initial.division}
            {...register('division', {
              onChange: () => setValue('district', '', { shouldDirty: true }),
            })}
          />
          <FormSelect
            label={t`District`}
            placeholder={division ? t`Choose a district` : t`Choose a division first`}
            disabled={!division}
            options={districtOptions(division, i18n)}
            error={errors.district?.message}
            defaultValue={initial.district}
            {...register('district')}
          />
        </div>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <SkillsInput
              value={field.value}
              onChange={(skills) => field.onChange(skills)}
              error={fieldState.error?.message}
              help={t`Press Enter after each skill (up to ${skillsMax}). Jobs are matched to these; skills your Dokkho certificates prove show as verified.`}
            />
          )}
        />
        <FormField
          label={t`Expected salary (taka a month)`}
          optional
          inputMode="numeric"
          placeholder={t`e.g. 30000`}
          help={t`Only used to match you with jobs; recruiters do not see it.`}
          error={errors.expected_salary?.message}
          {...register('expected_salary')}
        />

        <div className="rounded-card border border-slate-200 bg-slate-50 p-4">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-primary-700"
              aria-describedby="discoverable-help"
              {...register('discoverable')}
            />
            <span>
              <span className="block font-semibold text-slate-900">
                <Trans>Let recruiters find me</Trans>
              </span>
              <span id="discoverable-help" className="mt-1 block text-sm text-slate-700">
                <Trans>
                  Recruiters searching for talent can see your name, photo, headline, location, skills,
                  experience, education and Dokkho certificates. Your e-mail and phone number stay hidden: a
                  recruiter has to ask, and they see them only if you accept.
                </Trans>
              </span>
            </span>
          </label>
          {discoverable ? (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-primary-800">
              <Eye aria-hidden="true" className="size-4" />
              <Trans>You are visible in the talent search.</Trans>
            </p>
          ) : null}
        </div>
      </fieldset>

      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {saved && !isDirty ? (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-success-700">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          <Trans>Profile saved.</Trans>
        </p>
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
        {pending ? <SubmitProgress label={t`Saving…`} /> : <Trans>Save profile</Trans>}
      </Button>
    </form>
  );
}
