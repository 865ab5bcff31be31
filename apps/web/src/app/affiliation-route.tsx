import { useAccessToken } from '../shared/auth/use-session';
import { useProfile } from '../features/auth/api/get-profile';
import { useBecomeAffiliate } from '../features/auth/api/become-affiliate';
import { ResendEmailVerification } from '../features/auth/components/resend-email-verification';
import { AffiliationPage, type AffiliationViewer } from '../features/affiliate/pages/affiliation-page';
import { useLingui } from '@lingui/react/macro';

/**
 * /affiliation, composed here: the programme page belongs to features/affiliate, the account (who is
 * signed in, their roles, becoming an affiliate, the confirmation e-mail) to features/auth, and features
 * do not read each other's caches.
 */
export function AffiliationRoute() {
  const { t } = useLingui();
  const token = useAccessToken();
  const profile = useProfile();
  const become = useBecomeAffiliate();
  const user = profile.data;
  let viewer: AffiliationViewer;
  if (!token) viewer = { state: 'signed-out' };
  // The profile could not load: offer the form anyway, the server has the last word on the role.
  else if (!user)
    viewer = profile.isError ? { state: 'member', emailConfirmed: true, email: '' } : { state: 'loading' };
  // Staff pass every role check but have no affiliate profile: they join like anyone else.
  else if (user.roles.includes('affiliate')) viewer = { state: 'affiliate' };
  else viewer = { state: 'member', emailConfirmed: user.email_confirmed, email: user.email };
  return (
    <AffiliationPage
      viewer={viewer}
      join={async (details) => {
        const created = await become.mutateAsync(details);
        return { referralCode: created.profile.referral_code };
      }}
      resendConfirmation={<ResendEmailVerification label={t`Send the confirmation e-mail again`} />}
    />
  );
}
