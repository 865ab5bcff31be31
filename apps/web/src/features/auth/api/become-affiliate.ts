import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateApplication, AffiliateCreated } from '@dokkho/contract/roles';
import { usersRoutes } from '@dokkho/contract/routes/users';
import { callApi } from '../../../shared/api/call';
import { setCachedRoles } from '../lib/cached-profile';

/**
 * `POST /api/affiliate/api/v2/affiliate/` (bearer): 201 with the profile (its referral code) and the user's
 * roles; 400 with field messages; 403 when the e-mail is not confirmed yet.
 */
export function becomeAffiliate(body: AffiliateApplication): Promise<AffiliateCreated> {
  return callApi(usersRoutes.becomeAffiliate, { body });
}

export function useBecomeAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeAffiliate,
    onSuccess: (answer) => setCachedRoles(queryClient, answer.roles),
  });
}
