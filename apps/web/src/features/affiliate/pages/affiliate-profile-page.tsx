import { useState, type FormEvent } from 'react';
import type { AffiliateProfileDetails } from '@dokkho/contract/affiliate';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useAffiliateProfile } from '../api/get-affiliate-profile';
import { useUpdatePayoutDetails } from '../api/update-payout-details';
import {
  PAYOUT_DETAILS_FIELDS,
  PayoutDetailsFields,
  usePayoutDetailsForm,
} from '../../../shared/payouts/payout-method-fields';
import { formatPercent } from '../lib/format';
import { PAYOUT_METHOD_LABELS } from '../../../shared/labels/commerce';

function PayoutDetailsForm({ profile }: { profile: AffiliateProfileDetails }) {
  const { t } = useLingui();
  const update = useUpdatePayoutDetails();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = usePayoutDetailsForm({
    payout_method: profile.payout_method ?? 'bkash',
    payout_account: profile.payout_account ?? '',
  });
  const {
    handleSubmit,
    setError,
    formState: { isDirty },
    reset,
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
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="payout-details-title">
      <PayoutDetailsFields form={form} />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div role="status">
        {saved && !isDirty ? (
          <p className="rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
            <Trans>Saved. Your next payout goes here.</Trans>
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending} aria-busy={pending}>
        {pending ? <SubmitProgress label={t`Saving…`} /> : <Trans>Save payout details</Trans>}
      </Button>
    </form>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading your affiliate profile</Trans>
      </span>
      <div className="rounded-card bg-white p-5 shadow-card">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-4 h-12 w-full rounded-lg" />
        <Skeleton className="mt-4 h-11 w-full rounded-lg" />
        <Skeleton className="mt-6 h-12 w-48 rounded-lg" />
      </div>
      <div className="rounded-card bg-white p-5 shadow-card">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="mt-4 h-20 w-full" />
      </div>
    </div>
  );
}

/**
 * /affiliate-dashboard/profile: the referral code (fixed: links already shared use it), where payouts go
 * (PATCH affiliate/profile/, checked with the contract's schema) and the programme's terms.
 */
export function AffiliateProfilePage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const profile = useAffiliateProfile();
  const data = profile.data;
  const heading = (
    <PageHeading
      title={t`Affiliate profile`}
      description={t`Your referral code and where we send your earnings.`}
    />
  );

  if (!data) {
    return (
      <>
        {heading}
        {profile.isError ? (
          <LoadErrorPanel
            title={t`We couldn’t load your affiliate profile`}
            error={profile.error}
            onRetry={() => void profile.refetch()}
            isRetrying={profile.isFetching}
          />
        ) : (
          <ProfileSkeleton />
        )}
      </>
    );
  }

  const { terms } = data;
  const method = data.payout_method ? i18n._(PAYOUT_METHOD_LABELS[data.payout_method]) : null;
  const account = data.payout_account ?? '';
  const since = format.date(data.created_at);
  const commission = formatPercent(terms.commission_percent, format.locale);
  const buyerDiscount = formatPercent(terms.buyer_discount_percent, format.locale);
  const days = terms.attribution_days;
  return (
    <>
      {heading}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="payout-details-title"
          className="rounded-card bg-white p-4 shadow-card sm:p-6"
        >
          <h2 id="payout-details-title" className="text-lg font-bold text-slate-900">
            <Trans>Payout details</Trans>
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600">
            {method ? (
              <Trans>
                Now: {method}, {account}
              </Trans>
            ) : (
              <Trans>Not set yet: add them before you ask for a payout.</Trans>
            )}
          </p>
          <PayoutDetailsForm profile={data} />
        </section>

        <div className="space-y-4">
          <section aria-labelledby="code-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
            <h2 id="code-title" className="text-lg font-bold text-slate-900">
              <Trans>Referral code</Trans>
            </h2>
            <p className="mt-3 rounded-lg bg-primary-50 px-4 py-3 text-center font-mono text-2xl font-bold tracking-widest text-primary-900">
              {data.referral_code}
            </p>
            <p className="mt-2 text-sm text-slate-600">
              <Trans>
                Part of every link you share. It never changes, so links you already posted keep working.
                Affiliate since {since}.
              </Trans>
            </p>
          </section>

          <section aria-labelledby="terms-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
            <h2 id="terms-title" className="text-lg font-bold text-slate-900">
              <Trans>Programme terms</Trans>
            </h2>
            <dl className="mt-3 divide-y divide-slate-100 text-sm">
              {[
                [t`Your commission`, t`${commission} of what the buyer pays`],
                [t`Buyer’s discount`, t`${buyerDiscount} through your link`],
                [
                  t`Link lasts`,
                  t`${plural(days, { one: '# day after the click', other: '# days after the click' })}`,
                ],
                [t`Smallest payout`, format.taka(terms.payout_minimum)],
              ].map(([term, value]) => (
                <div key={term} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600">{term}</dt>
                  <dd className="text-right font-semibold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}
