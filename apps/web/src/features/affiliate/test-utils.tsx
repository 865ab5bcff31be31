import type {
  AffiliateDashboard,
  AffiliatePayments,
  AffiliateProfileDetails,
  AffiliateTerms,
  CommissionEntry,
  PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import type { CourseListItem } from '@dokkho/contract/catalog';
import { courseListItem } from '../../test/factories';

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';

/** Test data of the affiliate pages (only tests import it). */

export function terms(overrides: Partial<AffiliateTerms> = {}): AffiliateTerms {
  return {
    commission_percent: 20,
    buyer_discount_percent: 5,
    payout_minimum: 50_000,
    payout_methods: ['bkash', 'nagad', 'bank'],
    attribution_days: 30,
    currency: 'BDT',
    ...overrides,
  };
}

export function affiliateProfile(overrides: Partial<AffiliateProfileDetails> = {}): AffiliateProfileDetails {
  return {
    referral_code: 'AFFDEMO7',
    payout_method: 'bkash',
    payout_account: '+8801711000007',
    created_at: '2026-01-10T04:00:00.000Z',
    terms: terms(),
    ...overrides,
  };
}

function days(count: number): AffiliateDashboard['series'] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 2, 10 - (count - 1) + i)).toISOString().slice(0, 10);
    return {
      date,
      clicks: i % 3,
      conversions: i === count - 1 ? 1 : 0,
      earnings: i === count - 1 ? 66_500 : 0,
    };
  });
}

export function dashboard(overrides: Partial<AffiliateDashboard> = {}): AffiliateDashboard {
  const series = days(overrides.days ?? 30);
  return {
    days: 30,
    from: series[0]!.date,
    to: series.at(-1)!.date,
    time_zone: 'Asia/Dhaka',
    referral_code: 'AFFDEMO7',
    clicks: 124,
    unique_visitors: 97,
    conversions: 8,
    conversion_rate: 0.0645,
    earnings: 532_000,
    balance: 312_400,
    pending_payout: 0,
    series,
    top_courses: [
      {
        kind: 'course',
        id: 12,
        title: 'Data Analytics with Excel and Power BI',
        clicks: 60,
        conversions: 5,
        earnings: 332_500,
      },
      { kind: 'course', id: 14, title: 'SQL for Analysts', clicks: 30, conversions: 3, earnings: 199_500 },
    ],
    ...overrides,
  };
}

export function commission(overrides: Partial<CommissionEntry> = {}): CommissionEntry {
  return {
    id: 1,
    created_at: '2026-03-01T06:00:00.000Z',
    kind: 'course',
    item_title: 'Data Analytics with Excel and Power BI',
    order_total: 332_500,
    amount: 66_500,
    rate_percent: 20,
    status: 'earned',
    ...overrides,
  };
}

export function payout(overrides: Partial<PayoutRequestDetails> = {}): PayoutRequestDetails {
  return {
    id: 3,
    amount: 100_000,
    method: 'bkash',
    account: '+8801711000007',
    status: 'paid',
    note: 'bKash TrxID 9A7B6C5D',
    created_at: '2026-02-01T06:00:00.000Z',
    processed_at: '2026-02-03T06:00:00.000Z',
    ...overrides,
  };
}

export function payments(overrides: Partial<AffiliatePayments> = {}): AffiliatePayments {
  return {
    balance: 312_400,
    earned_total: 412_400,
    paid_total: 100_000,
    payout_minimum: 50_000,
    open_request: null,
    request_blocked_reason: null,
    commissions: {
      count: 2,
      next: null,
      previous: null,
      results: [commission(), commission({ id: 2, status: 'reversed', item_title: 'SQL for Analysts' })],
    },
    payouts: [payout()],
    ...overrides,
  };
}

export function course(id: number, title: string, price = 350_000): CourseListItem {
  return courseListItem({
    id,
    slug: `course-${id}`,
    title,
    subtitle: '',
    thumbnail: '/demo/courses/excel.svg',
    price,
    is_free: false,
  });
}
