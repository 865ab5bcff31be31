import type { GatewayOptions, OrderDetail, OrderSummary, Quote } from '@dokkho/contract/commerce';

/** Test data for the checkout, result and orders pages (not shipped: only tests import it). */

export const TOKEN = '3f2b8c1e-7d4a-4e9b-8c2d-1a5e6f7b8c9d';

export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    item: {
      kind: 'course',
      id: 12,
      title: 'Data Analytics with Excel and Power BI',
      thumbnail: '/demo/courses/data-analytics.svg',
      course_ids: [12],
    },
    currency: 'BDT',
    list_price: 650000,
    base_price: 450000,
    discounts: [],
    total: 450000,
    promo_code: null,
    affiliate: null,
    notice: null,
    ...overrides,
  };
}

export function gateways(overrides: Partial<GatewayOptions> = {}): GatewayOptions {
  return {
    sslcommerz: { enabled: true, demo: true },
    stripe: { enabled: true, demo: true },
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
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
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    list_price: 650000,
    base_price: 450000,
    discounts: [{ step: 'promo', label: 'Promo code WELCOME10 (10%)', amount: 45000 }],
    promo_code: 'WELCOME10',
    payment_method: 'bKash',
    payment_reference: 'BKASH7XK2M9',
    courses: [{ id: 12, title: 'Data Analytics with Excel and Power BI', slug: 'data-analytics' }],
    first_lesson_id: 1201,
    buyer: { name: 'Tahmina Akter', email: 'tahmina@example.com' },
    refunded_at: null,
    ...overrides,
  };
}

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
