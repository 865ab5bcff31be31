import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InstructorAccount } from '@dokkho/contract/instructors';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import {
  PAYOUT_DETAILS_FIELDS,
  PayoutDetailsFields,
  usePayoutDetailsForm,
} from '../../../shared/payouts/payout-method-fields';
import { useInstructorAccount, useUpdatePayoutDetails } from '../api/account';
import { useOwnProfile } from '../api/profile';
import { ProfileFrame, ProfileSection } from '../components/profile-frame';

function PayoutForm({ account }: { account: InstructorAccount }) {
  const { t } = useLingui();
  const update = useUpdatePayoutDetails();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = usePayoutDetailsForm({
    payout_method: account.payout_method ?? 'bkash',
    payout_account: account.payout_account ?? '',
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const next = await update.mutateAsync(values);
      // The server's normalised account (+8801...) becomes the form's new starting point.
      reset({ payout_method: next.payout_method ?? 'bkash', payout_account: next.payout_account ?? '' });
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, PAYOUT_DETAILS_FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setSaved(false);
    void submit(event);
  }

  const pending = update.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset disabled={pending} className="space-y-4">
        <PayoutDetailsFields form={form} />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={pending || !isDirty} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Saving…`} /> : t`Save payout details`}
        </Button>
        <p role="status" className="text-sm font-medium text-success-700">
          {saved && !isDirty ? (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              <Trans>Saved. Your earnings will be paid here.</Trans>
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}

function Identity({ account }: { account: InstructorAccount }) {
  const { t } = useLingui();
  const rows = [
    { label: t`Name`, value: account.name },
    { label: t`E-mail`, value: account.email },
    { label: t`Mobile number`, value: account.phone_number ?? t`Not verified yet` },
  ];
  return (
    <>
      <dl className="divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
            <dt className="text-sm text-slate-600 sm:w-40 sm:shrink-0">{row.label}</dt>
            <dd className="font-medium break-words text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        <Trans>
          Change your name, picture, password or mobile number on{' '}
          <Link to="/profile" className="font-semibold text-primary-700 underline underline-offset-2">
            your account page
          </Link>
          .
        </Trans>
      </p>
    </>
  );
}

/**
 * /ir-dashboard/update-profile/account (issue 17 item 1): the sign-in identity (private: never on the
 * public profile) and where earnings are paid, with the affiliate's fields and rules.
 */
export function AccountPage() {
  const { t } = useLingui();
  const account = useInstructorAccount();
  const profile = useOwnProfile();
  return (
    <ProfileFrame
      title={t`Account`}
      description={t`Your sign-in details and where we pay your earnings. Only you see this page.`}
      instructorId={profile.data?.id}
    >
      {account.isError ? (
        <LoadErrorNotice
          title={t`We couldn’t load your account`}
          error={account.error}
          onRetry={() => void account.refetch()}
          isRetrying={account.isFetching}
        />
      ) : !account.data ? (
        <div className="space-y-4 rounded-card bg-white p-6 shadow-card" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          <ProfileSection id="identity-heading" title={t`Sign-in details`}>
            <Identity account={account.data} />
          </ProfileSection>
          <ProfileSection
            id="payout-heading"
            title={t`Payout details`}
            description={t`Your share of each sale is paid to this bKash or Nagad number or bank account.`}
          >
            <PayoutForm account={account.data} />
          </ProfileSection>
        </div>
      )}
    </ProfileFrame>
  );
}
