import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { InstructorApplication, type InstructorApplicationInput } from '@dokkho/contract/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { useBecomeInstructor } from '../api/become-instructor';
import { useProfile } from '../api/get-profile';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { RoleSignupCard } from '../components/role-signup-card';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormTextarea } from '../../../shared/ui/form-textarea';

export const INSTRUCTOR_DASHBOARD_PATH = '/ir-dashboard';
const FIELDS = ['headline', 'expertise', 'experience_years', 'bio', 'website_url'] as const;

/**
 * /convert-instructor (SPEC.md §2, §7 POST user/api/v2/instructor/): a signed-in learner tells learners who
 * they are and becomes an instructor. Validated by the shared InstructorApplication schema (the server uses
 * the same one); server messages land under their fields. On success the cached roles change and the
 * instructor dashboard opens.
 */
export function ConvertInstructorPage() {
  const { t } = useLingui();
  const format = useFormat();
  const bioMinLength = format.number(30);
  const { data: user } = useProfile();
  const navigate = useNavigate();
  const become = useBecomeInstructor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InstructorApplicationInput, unknown, InstructorApplication>({
    resolver: zodResolver(InstructorApplication),
    defaultValues: { headline: '', expertise: '', experience_years: '', bio: '', website_url: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await become.mutateAsync(values);
      await navigate(INSTRUCTOR_DASHBOARD_PATH);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const pending = become.isPending;
  return (
    <RoleSignupCard
      user={user}
      holdsRole={user?.roles.includes('instructor') ?? false}
      title={t`Become an instructor`}
      intro={t`Tell learners who you are and what you teach. You can change all of it later from your instructor dashboard.`}
      already={{
        title: t`You are already an instructor`,
        dashboard: INSTRUCTOR_DASHBOARD_PATH,
        dashboardLabel: t`Go to your instructor dashboard`,
      }}
      verifyReason={t`Instructors are shown to learners and paid for their courses, so we need a confirmed e-mail address first.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Become an instructor`}>
        <FormField
          label={t`Headline`}
          required
          placeholder={t`Data analyst at a Dhaka bank`}
          help={t`One line learners see under your name.`}
          error={errors.headline?.message}
          {...register('headline')}
        />
        <FormField
          label={t`What you teach`}
          required
          placeholder={t`Data analytics`}
          help={t`The subject you know best, in a few words.`}
          error={errors.expertise?.message}
          {...register('expertise')}
        />
        <FormField
          label={t`Years of experience`}
          required
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          className="max-w-48"
          help={t`In this subject, counting work and teaching.`}
          error={errors.experience_years?.message}
          {...register('experience_years')}
        />
        <FormTextarea
          label={t`About you`}
          prose
          rows={5}
          required
          help={t`At least ${bioMinLength} characters: your experience, what you have built, who you have taught.`}
          error={errors.bio?.message}
          {...register('bio')}
        />
        <FormField
          label={t`Website or LinkedIn`}
          optional
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t`https://linkedin.com/in/your-name`}
          help={t`A portfolio, a LinkedIn profile or a sample lesson.`}
          error={errors.website_url?.message}
          {...register('website_url')}
        />

        {formError ? <FormAlert>{formError}</FormAlert> : null}

        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? (
            <SubmitProgress label={t`Creating your instructor profile…`} />
          ) : (
            <Trans>Start teaching</Trans>
          )}
        </Button>
      </form>
    </RoleSignupCard>
  );
}
