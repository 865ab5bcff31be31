import type { CourseListItem } from '@dokkho/contract/catalog';
import type { OrderDetail, OrderSummary } from '@dokkho/contract/commerce';

/**
 * Contract-typed test data more than one feature's tests need (the features' test-utils build on these and
 * keep only what is their own). Not shipped: only tests import it.
 */

/** A course as the catalog lists it: a free beginner's course. */
export function courseListItem(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id: 12,
    slug: 'excel-essentials-for-office-jobs',
    title: 'Excel Essentials for Office Jobs',
    subtitle: 'The formulas, shortcuts and reports every office job in Bangladesh expects',
    thumbnail: '/demo/courses/excel-essentials-for-office-jobs.svg',
    genre: { id: 1, name: 'Data Analytics', slug: 'data-analytics' },
    instructor: { id: 3, name: 'Tanvir Ahmed', avatar: null },
    level: 'beginner',
    language: 'bn',
    duration_minutes: 176,
    lessons_count: 4,
    price: 0,
    sale_price: null,
    currency: 'BDT',
    is_free: true,
    is_featured: false,
    rating_avg: 4.7,
    rating_count: 980,
    enrolled_count: 21000,
    ...overrides,
  };
}

export const ORDER_TOKEN = '3f2b8c1e-7d4a-4e9b-8c2d-1a5e6f7b8c9d';

/** A paid course order, as the learner's order list shows it. */
export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    token: ORDER_TOKEN,
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

/** The same order in full (`GET payment/orders/{token}/`): a promo code took 10% off. */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    list_price: 650000,
    base_price: 450000,
    discounts: [
      {
        step: 'promo',
        label: 'Promo code WELCOME10 (10%)',
        code: 'WELCOME10',
        name: null,
        rule: { kind: 'percent', amount: 10 },
        amount: 45000,
      },
    ],
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
