import type { AdminOrderPage, AdminOrderRow, OrderDetail } from '@dokkho/contract/commerce';
import type { AdminPayoutListResponse, AdminPayoutRequest } from '@dokkho/contract/affiliate';
import type { JobReportRow } from '@dokkho/contract/jobs';
import type { HiringLeadListResponse, HiringLeadRow } from '@dokkho/contract/moderation';
import { orderDetail as baseOrderDetail, orderSummary } from '../../test/factories';

/** Test data for the staff screens (not shipped: only tests import it). */

export const TOKEN = '5d2f8a1c-3b4e-4f6a-9c7d-2e1f0a9b8c7d';
export const OTHER_TOKEN = '8e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b';

export function adminOrder(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    ...orderSummary({ token: TOKEN }),
    id: 41,
    tran_id: 'DKO-41-7QH2M',
    buyer: { id: 9, name: 'Tahmina Akter', email: 'tahmina@example.com' },
    payment_method: 'bKash',
    payment_reference: '2611260906abc',
    refunded_at: null,
    refund_reason: null,
    overused_discounts: [],
    ...overrides,
  };
}

export function orderPage(results: AdminOrderRow[], count = results.length): AdminOrderPage {
  return { count, next: null, previous: null, results };
}

/** The staff's order in full: the same order as adminOrder(), as `GET payment/orders/{token}/` gives it. */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const row = adminOrder();
  return baseOrderDetail({
    token: row.token,
    payment_reference: row.payment_reference,
    first_lesson_id: 301,
    ...overrides,
  });
}

export function payoutRequest(overrides: Partial<AdminPayoutRequest> = {}): AdminPayoutRequest {
  return {
    id: 7,
    amount: 75000,
    method: 'bkash',
    account: '+8801712345678',
    status: 'requested',
    note: '',
    created_at: '2026-11-20T06:30:00.000Z',
    processed_at: null,
    payee: {
      kind: 'affiliate',
      id: 3,
      user_id: 15,
      name: 'Rafiq Islam',
      email: 'rafiq@example.com',
      referral_code: 'RAFIQ123',
    },
    balance: 12000,
    ...overrides,
  };
}

export function payoutPage(results: AdminPayoutRequest[], count = results.length): AdminPayoutListResponse {
  return { count, next: null, previous: null, results };
}

export function jobReport(overrides: Partial<JobReportRow> = {}): JobReportRow {
  return {
    id: 12,
    reason: 'scam',
    details: 'They asked me to pay ৳2,000 for training before the interview.',
    created_at: '2026-11-24T04:00:00.000Z',
    reporter_email: 'nusrat@example.com',
    job: { id: 88, title: 'Data Entry Operator', company_name: 'Quick Jobs BD', status: 'open' },
    ...overrides,
  };
}

export function hiringLead(overrides: Partial<HiringLeadRow> = {}): HiringLeadRow {
  return {
    id: 5,
    company_name: 'Shwapno Retail',
    contact_name: 'Kamal Hossain',
    email: 'kamal@shwapno.example',
    phone_number: '+8801811223344',
    hires: 12,
    roles: 'Store supervisors in Sylhet',
    message: 'We open four outlets in January.',
    created_at: '2026-11-25T03:00:00.000Z',
    contacted_at: null,
    ...overrides,
  };
}

export function leadPage(results: HiringLeadRow[], count = results.length): HiringLeadListResponse {
  return { count, next: null, previous: null, results };
}
