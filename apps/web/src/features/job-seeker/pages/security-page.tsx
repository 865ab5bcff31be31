import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileTabs } from '../components/profile-tabs';

/** /js-dashboard/update-profile/security (SPEC.md §2; issue 6 item 3: change password). */
export function SecurityPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Security`} description={t`Change the password you log in with.`} />
      <ProfileTabs />
      <div className="max-w-xl rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6">
        <h2 className="mb-4 text-lg font-bold text-slate-900">
          <Trans>Change password</Trans>
        </h2>
        <ChangePasswordForm />
        <p className="mt-5 border-t border-slate-100 pt-4 text-sm text-slate-600">
          <Trans>Forgot your current password?</Trans>{' '}
          <Link to="/lost-password" className="font-semibold text-primary-700 underline underline-offset-2">
            <Trans>Reset it by e-mail</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
