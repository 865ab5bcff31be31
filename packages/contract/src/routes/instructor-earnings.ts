import type { PayoutRequestBody, PayoutRequestDetails } from '../affiliate';
import type {
  InstructorEarningsCourses,
  InstructorEarningsMonths,
  InstructorEarningsSummary,
  InstructorPayoutList,
  InstructorPayoutListQuery,
} from '../instructor-earnings';
import { route } from '../route';

/**
 * Issue 17 item 5: the instructor's earnings (summary, per month, per course) and payout requests. Staff
 * decide the requests in the same queue as the affiliates' (`affiliateRoutes.payoutRequests`).
 */
export const instructorEarningsRoutes = {
  summary: route<{ response: typeof InstructorEarningsSummary }>()(
    'GET',
    '/instructor/earnings/',
    'instructor',
  ),
  months: route<{ response: typeof InstructorEarningsMonths }>()(
    'GET',
    '/instructor/earnings/months/',
    'instructor',
  ),
  courses: route<{ response: typeof InstructorEarningsCourses }>()(
    'GET',
    '/instructor/earnings/courses/',
    'instructor',
  ),
  payouts: route<{ query: typeof InstructorPayoutListQuery; response: typeof InstructorPayoutList }>()(
    'GET',
    '/instructor/payout-requests/',
    'instructor',
  ),
  requestPayout: route<{ body: typeof PayoutRequestBody; response: typeof PayoutRequestDetails }>()(
    'POST',
    '/instructor/payout-requests/',
    'instructor',
  ),
};
