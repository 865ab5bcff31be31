import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { BadgeCheck, CircleAlert, RotateCw } from 'lucide-react';
import type { AuthUser } from '@dokkho/contract/auth';
import { ProfileUpdateRequest } from '@dokkho/contract/profile';
import { PHONE_CODE_LENGTH } from '@dokkho/contract/phone-verification';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { UnpluggedIllustration } from '../../../shared/ui/illustrations';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { PROFILE_QUERY_KEY, useProfile } from '../api/get-profile';
import { useUpdateProfile, type ProfileNames } from '../api/update-profile';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { PhoneVerificationForm } from '../components/phone-verification-form';
import { ProfilePictureEditor } from '../components/profile-picture-editor';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { EMAIL_VERIFICATION_PATH, PHONE_VERIFICATION_PATH } from '../lib/verification-step';

const NAME_FIELDS = ['first_name', 'last_name'] as const;

function Section({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id (not made from the title, which is translated). */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-1 text-xs font-semibold text-success-700">
      <BadgeCheck aria-hidden="true" className="size-4" />
      <Trans>Verified</Trans>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-warning-50 px-2.5 py-1 text-xs font-semibold text-warning-700">
      <CircleAlert aria-hidden="true" className="size-4" />
      <Trans>Not verified</Trans>
    </span>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-primary-700 hover:text-primary-900 hover:underline';

function NamesForm({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileNames, unknown, ProfileNames>({
    resolver: zodResolver(ProfileUpdateRequest),
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });

  // A name saved elsewhere (another tab, the answer to this form) becomes the form's new starting point.
  useEffect(() => {
    reset({ first_name: user.first_name, last_name: user.last_name });
  }, [reset, user.first_name, user.last_name]);

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ first_name: values.first_name, last_name: values.last_name });
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, NAME_FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setSaved(false);
    void submit(event);
  }

  const pending = update.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Your name`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`First name`}
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <FormField
          label={t`Last name`}
          autoComplete="family-name"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div role="status">
        {saved && !isDirty ? (
          <p className="rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
            <Trans>Your name is saved.</Trans>
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={pending || !isDirty} aria-busy={pending} className="w-full sm:w-auto">
        {pending ? <SubmitProgress label={t`Saving…`} /> : <Trans>Save changes</Trans>}
      </Button>
    </form>
  );
}

function ContactDetails({ user }: { user: AuthUser }) {
  return (
    <dl className="divide-y divide-slate-100">
      <div className="pb-4">
        <dt className="text-sm font-medium text-slate-600">
          <Trans>E-mail</Trans>
        </dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-base font-medium wrap-anywhere text-slate-900">{user.email}</span>
          <VerifiedBadge verified={user.email_confirmed} />
        </dd>
        {user.email_confirmed ? (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Your sign-in e-mail cannot be changed here.</Trans>
          </p>
        ) : (
          <Link to={EMAIL_VERIFICATION_PATH} className={linkClass}>
            <Trans>Verify your e-mail</Trans>
          </Link>
        )}
      </div>
      <div className="pt-4">
        <dt className="text-sm font-medium text-slate-600">
          <Trans>Mobile number</Trans>
        </dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          {user.phone_number ? (
            <>
              <span className="text-base font-medium text-slate-900 tabular-nums">{user.phone_number}</span>
              <VerifiedBadge verified />
            </>
          ) : (
            <>
              <span className="text-base text-slate-600">
                <Trans>No number yet</Trans>
              </span>
              <VerifiedBadge verified={false} />
            </>
          )}
        </dd>
        {/* Numbers change only through an SMS code (the server never takes one from this page). */}
        {user.phone_number ? (
          <ChangePhoneNumber />
        ) : (
          <Link to={PHONE_VERIFICATION_PATH} className={linkClass}>
            <Trans>Add and verify a number</Trans>
          </Link>
        )}
      </div>
    </dl>
  );
}

/**
 * Changing a verified number, inline: the same SMS form as /phone-verification (which SPEC.md §4 closes to
 * users who have a number), and the new number shows here once its code is confirmed.
 */
function ChangePhoneNumber() {
  const format = useFormat();
  const codeLength = format.number(PHONE_CODE_LENGTH);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  if (!open) {
    return (
      <>
        {changed ? (
          <p role="status" className="mt-2 text-sm font-medium text-emerald-700">
            <Trans>Your new number is verified.</Trans>
          </p>
        ) : null}
        <button
          type="button"
          className={linkClass}
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          <Trans>Change number</Trans>
        </button>
      </>
    );
  }
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>Your new mobile number</Trans>
      </h3>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        <Trans>
          We send a {codeLength}-digit code to the new number. Your current number stays until the code is
          confirmed.
        </Trans>
      </p>
      <PhoneVerificationForm
        onVerified={(user) => {
          queryClient.setQueryData(PROFILE_QUERY_KEY, user);
          setChanged(true);
          setOpen(false);
        }}
      />
      <button type="button" className={`${linkClass} text-sm`} onClick={() => setOpen(false)}>
        <Trans>Keep my current number</Trans>
      </button>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your profile</Trans>
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-card bg-white p-5 shadow-card sm:p-6">
          <Skeleton className="h-6 w-40" />
          <div className="mt-4 flex items-center gap-4">
            {i === 0 ? <Skeleton className="size-28 shrink-0 rounded-full" /> : null}
            <div className="w-full space-y-3">
              <Skeleton className="h-11 w-full rounded-lg" />
              <Skeleton className="h-11 w-2/3 rounded-lg" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /newDashboard/profile (SPEC.md §2): the signed-in user's name and picture, and their e-mail and phone
 * with whether each is verified. The e-mail is read-only; the phone changes only through an SMS code
 * (inline here, or on /phone-verification for a first number).
 */
export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  const user = profile.data;

  let body: ReactNode;
  if (user) {
    body = (
      <div className="space-y-4">
        <Section
          id="profile-profile-picture"
          title={t`Profile picture`}
          description={t`Shown in the menu and to your instructors and recruiters.`}
        >
          <ProfilePictureEditor current={user.profile_picture} />
        </Section>
        <Section
          id="profile-your-name"
          title={t`Your name`}
          description={t`As it should appear on your certificates.`}
        >
          <NamesForm user={user} />
        </Section>
        <Section id="profile-contact-details" title={t`Contact details`}>
          <ContactDetails user={user} />
        </Section>
      </div>
    );
  } else if (profile.isError || profile.fetchStatus === 'paused') {
    body = (
      <StatusPanel
        illustration={<UnpluggedIllustration />}
        title={t`We could not load your profile`}
        description={profile.error?.message ?? t`Check your connection and try again.`}
      >
        <Button onClick={() => void profile.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </Button>
      </StatusPanel>
    );
  } else {
    body = <ProfileSkeleton />;
  }

  // Inside the learner dashboard's frame (app/layout), which gives the background, padding and navigation.
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Your profile</Trans>
      </h1>
      {body}
    </div>
  );
}
