import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { CheckCircle2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INSTRUCTOR_LIMITS,
  InstructorProfileUpdate,
  type InstructorOwnProfile,
  type InstructorProfileUpdateValues,
} from '@dokkho/contract/instructors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { ProfilePictureEditor, useProfile } from '../../auth';
import { useOwnProfile, useUpdateOwnProfile } from '../api/profile';
import { ProfileFrame, ProfileSection } from '../components/profile-frame';

interface ProfileForm {
  headline: string;
  headline_bn: string;
  expertise: string;
  experience_years: string;
  bio: string;
  bio_bn: string;
  website_url: string;
  linkedin_url: string;
  facebook_url: string;
  youtube_url: string;
}

const FIELDS = [
  'headline',
  'headline_bn',
  'expertise',
  'experience_years',
  'bio',
  'bio_bn',
  'website_url',
  'linkedin_url',
  'facebook_url',
  'youtube_url',
] as const;

function toForm(profile: InstructorOwnProfile): ProfileForm {
  return {
    headline: profile.headline,
    headline_bn: profile.headline_bn ?? '',
    expertise: profile.expertise,
    experience_years: profile.experience_years === null ? '' : String(profile.experience_years),
    bio: profile.bio,
    bio_bn: profile.bio_bn ?? '',
    website_url: profile.website_url ?? '',
    linkedin_url: profile.linkedin_url ?? '',
    facebook_url: profile.facebook_url ?? '',
    youtube_url: profile.youtube_url ?? '',
  };
}

/** Example addresses, the same in both languages (URLs, not text to translate). */
const EXAMPLES = {
  website: 'https://example.com',
  linkedin: 'https://www.linkedin.com/in/your-name',
  facebook: 'https://facebook.com/your-page',
  youtube: 'https://youtube.com/@your-channel',
};

function ProfileForm({ profile }: { profile: InstructorOwnProfile }) {
  const { t } = useLingui();
  const save = useUpdateOwnProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileForm, unknown, InstructorProfileUpdateValues>({
    // The form holds text; the contract's schema turns '' into "none" where that is allowed.
    resolver: zodResolver(InstructorProfileUpdate) as never,
    defaultValues: toForm(profile),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const next = await save.mutateAsync(values);
      reset(toForm(next));
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setSaved(false);
    void submit(event);
  }

  const pending = save.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset disabled={pending} className="space-y-6">
        <ProfileSection
          id="about-heading"
          title={t`About you`}
          description={t`Learners read this on your course pages and your public profile.`}
        >
          <div className="space-y-4">
            <FormField
              label={t`Headline`}
              placeholder={t`e.g. Senior data analyst, 8 years in garments export`}
              maxLength={INSTRUCTOR_LIMITS.headlineMax}
              help={t`One line under your name.`}
              error={errors.headline?.message}
              {...register('headline')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t`What you teach`}
                placeholder={t`e.g. Data analytics`}
                error={errors.expertise?.message}
                {...register('expertise')}
              />
              <FormField
                label={t`Years of experience`}
                optional
                inputMode="numeric"
                error={errors.experience_years?.message}
                {...register('experience_years')}
              />
            </div>
            <FormTextarea
              label={t`Bio`}
              prose
              rows={6}
              maxLength={INSTRUCTOR_LIMITS.bioMax}
              help={t`What you have done, whom you teach and how. At least 30 characters.`}
              error={errors.bio?.message}
              {...register('bio')}
            />
          </div>
        </ProfileSection>

        <ProfileSection
          id="bangla-heading"
          title={t`In Bangla`}
          description={t`Readers who use Dokkho in Bangla see these instead. Leave them blank to show the English.`}
        >
          <div className="space-y-4" lang="bn">
            <FormField
              label={t`Headline in Bangla`}
              optional
              maxLength={INSTRUCTOR_LIMITS.headlineMax}
              error={errors.headline_bn?.message}
              {...register('headline_bn')}
            />
            <FormTextarea
              label={t`Bio in Bangla`}
              optional
              prose
              rows={6}
              maxLength={INSTRUCTOR_LIMITS.bioMax}
              error={errors.bio_bn?.message}
              {...register('bio_bn')}
            />
          </div>
        </ProfileSection>

        <ProfileSection
          id="links-heading"
          title={t`Links`}
          description={t`Where learners can see more of your work.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t`Website`}
              optional
              inputMode="url"
              placeholder={EXAMPLES.website}
              error={errors.website_url?.message}
              {...register('website_url')}
            />
            <FormField
              label="LinkedIn"
              optional
              inputMode="url"
              placeholder={EXAMPLES.linkedin}
              error={errors.linkedin_url?.message}
              {...register('linkedin_url')}
            />
            <FormField
              label="Facebook"
              optional
              inputMode="url"
              placeholder={EXAMPLES.facebook}
              error={errors.facebook_url?.message}
              {...register('facebook_url')}
            />
            <FormField
              label="YouTube"
              optional
              inputMode="url"
              placeholder={EXAMPLES.youtube}
              error={errors.youtube_url?.message}
              {...register('youtube_url')}
            />
          </div>
        </ProfileSection>
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={pending || !isDirty} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Saving…`} /> : t`Save profile`}
        </Button>
        <p role="status" className="text-sm font-medium text-success-700">
          {saved && !isDirty ? (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              <Trans>Saved. Your course pages show it now.</Trans>
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** /ir-dashboard/update-profile (issue 17 item 1): the photo, headline and bio in both languages, links. */
export function ProfileEditPage() {
  const { t } = useLingui();
  const profile = useOwnProfile();
  const account = useProfile();
  return (
    <ProfileFrame
      title={t`Instructor profile`}
      description={t`How learners see you on your courses and your public profile.`}
      instructorId={profile.data?.id}
    >
      {profile.isError ? (
        <LoadErrorNotice
          title={t`We couldn’t load your profile`}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : !profile.data ? (
        <div className="space-y-4 rounded-card bg-white p-6 shadow-card" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          <ProfileSection
            id="photo-heading"
            title={t`Photo`}
            description={t`Your account picture: learners see it beside your name everywhere on Dokkho.`}
          >
            <ProfilePictureEditor current={account.data?.profile_picture ?? profile.data.picture} />
          </ProfileSection>
          <ProfileForm profile={profile.data} />
        </div>
      )}
    </ProfileFrame>
  );
}
