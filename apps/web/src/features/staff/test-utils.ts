import type { AdminOrderPage, AdminOrderRow, OrderDetail } from '@dokkho/contract/commerce';
import type { AdminPayoutListResponse, AdminPayoutRequest } from '@dokkho/contract/affiliate';

/** Test data for the staff screens (not shipped: only tests import it). */

export const TOKEN = '5d2f8a1c-3b4e-4f6a-9c7d-2e1f0a9b8c7d';
export const OTHER_TOKEN = '8e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b';

export function adminOrder(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: 41,
    token: TOKEN,
    kind: 'course',
    item_id: 12,
    title: 'Data Analytics with Excel and Power BI',
    total: 405000,
    currency: 'BDT',
    status: 'paid',
    gateway: 'sslcommerz',
    invoice_number: 'DKH-INV-2026-000042',
    created_at: '2026-11-26T09:05:00.000Z',
    paid_at: '2026-11-26T09:06:00.000Z',
    tran_id: 'DKO-41-7QH2M',
    buyer: { id: 9, name: 'Tahmina Akter', email: 'tahmina@example.com' },
    payment_method: 'bKash',
    payment_reference: '2611260906abc',
    refunded_at: null,
    refund_reason: null,
    ...overrides,
  };
}

export function orderPage(results: AdminOrderRow[], count = results.length): AdminOrderPage {
  return { count, next: null, previous: null, results };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const row = adminOrder();
  return {
    token: row.token,
    kind: row.kind,
    item_id: row.item_id,
    title: row.title,
    total: row.total,
    currency: 'BDT',
    status: row.status,
    gateway: row.gateway,
    invoice_number: row.invoice_number,
    created_at: row.created_at,
    paid_at: row.paid_at,
    list_price: 650000,
    base_price: 450000,
    discounts: [{ step: 'promo', label: 'Promo code WELCOME10 (10%)', amount: 45000 }],
    promo_code: 'WELCOME10',
    payment_method: 'bKash',
    payment_reference: '2611260906abc',
    courses: [{ id: 12, title: 'Data Analytics with Excel and Power BI', slug: 'data-analytics' }],
    first_lesson_id: 301,
    buyer: { name: 'Tahmina Akter', email: 'tahmina@example.com' },
    refunded_at: null,
    ...overrides,
  };
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
    affiliate: {
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
