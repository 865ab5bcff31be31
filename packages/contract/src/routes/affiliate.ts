import type {
  AdminPayoutDecision,
  AdminPayoutListQuery,
  AdminPayoutListResponse,
  AdminPayoutParams,
  AffiliateDashboard,
  AffiliateDashboardQuery,
  AffiliatePayments,
  AffiliatePaymentsQuery,
  AffiliatePayoutDetails,
  AffiliateProfileDetails,
  AffiliateTerms,
  PayoutRequestBody,
  PayoutRequestDetails,
} from '../affiliate';
import { route } from '../route';

/**
 * Issue 5 item 7 (SPEC.md §7 "Affiliate"): the public programme terms, the affiliate's dashboard, profile,
 * payments and payout requests, and staff's payout queue. Becoming an affiliate is in `routes/users`, link
 * clicks in learning's.
 */
export const affiliateRoutes = {
  programme: route<{ response: typeof AffiliateTerms }>()('GET', '/affiliate/programme/', 'public'),
  dashboard: route<{ query: typeof AffiliateDashboardQuery; response: typeof AffiliateDashboard }>()(
    'GET',
    '/affiliate/dashboard/',
    'affiliate',
  ),
  profile: route<{ response: typeof AffiliateProfileDetails }>()('GET', '/affiliate/profile/', 'affiliate'),
  updateProfile: route<{ body: typeof AffiliatePayoutDetails; response: typeof AffiliateProfileDetails }>()(
    'PATCH',
    '/affiliate/profile/',
    'affiliate',
  ),
  payments: route<{ query: typeof AffiliatePaymentsQuery; response: typeof AffiliatePayments }>()(
    'GET',
    '/affiliate/payments/',
    'affiliate',
  ),
  requestPayout: route<{ body: typeof PayoutRequestBody; response: typeof PayoutRequestDetails }>()(
    'POST',
    '/affiliate/affiliate_payout_request/',
    'affiliate',
  ),
  payoutRequests: route<{ query: typeof AdminPayoutListQuery; response: typeof AdminPayoutListResponse }>()(
    'GET',
    '/admin/payout-requests/',
    'staff',
  ),
  decidePayout: route<{
    params: typeof AdminPayoutParams;
    body: typeof AdminPayoutDecision;
    response: typeof PayoutRequestDetails;
  }>()('POST', '/admin/payout-requests/:id/', 'staff'),
};
