import type { GatewayOptions, Quote } from '@dokkho/contract/commerce';

/** Test data for the checkout, result and orders pages (not shipped: only tests import it). */

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

export { ORDER_TOKEN as TOKEN, orderDetail, orderSummary } from '../../test/factories';
export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
