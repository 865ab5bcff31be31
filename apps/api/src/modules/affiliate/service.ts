import {
  AFFILIATE_PAYOUT_METHODS,
  PAYOUT_OPEN_MESSAGE,
  payoutMinimumMessage,
  type AffiliateDashboard,
  type AffiliatePayments,
  type AffiliatePayoutDetails,
  type AffiliatePayoutMethod,
  type AffiliateProfileDetails,
  type AffiliateTerms,
  type AffiliateTopItem,
  type DashboardPeriod,
  type PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import { formatTaka } from '@dokkho/domain/money';
import { AFFILIATE_ATTRIBUTION_DAYS } from '@dokkho/contract/learning';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { pageWindow, toPage } from '../../lib/pagination';
import * as repo from './repo';

export type AffiliateSettings = AppConfig['affiliate'];

export const NOT_AN_AFFILIATE_MESSAGE = 'Join the affiliate programme first: you have no affiliate profile.';
const TOP_COURSES = 5;
const PAYOUT_HISTORY = 50;

const iso = (date: Date) => date.toISOString();

/** The programme's terms, as config.affiliate sets them (GET affiliate/programme/ and the profile). */
export function programmeTerms(settings: AffiliateSettings): AffiliateTerms {
  return {
    commission_percent: settings.commissionBasisPoints / 100,
    buyer_discount_percent: settings.buyerDiscountPercent,
    payout_minimum: settings.payoutMinimum,
    payout_methods: [...AFFILIATE_PAYOUT_METHODS],
    attribution_days: AFFILIATE_ATTRIBUTION_DAYS,
    currency: 'BDT',
  };
}

/**
 * The caller's affiliate profile. The route's role guard lets staff through every role check, but the
 * numbers here are an affiliate's own: staff without a profile have none to show.
 */
export async function requireAffiliate(db: Database, userId: number) {
  const profile = await repo.findProfileByUser(db, userId);
  if (!profile) throw AppError.forbidden(NOT_AN_AFFILIATE_MESSAGE);
  return profile;
}

/** Sign-up also took Rocket (roles.ts); payouts go only by bKash, Nagad or bank, so it reads as unset. */
export function payoutMethodOf(stored: string | null): AffiliatePayoutMethod | null {
  return (AFFILIATE_PAYOUT_METHODS as readonly string[]).includes(stored ?? '')
    ? (stored as AffiliatePayoutMethod)
    : null;
}

function profileDetails(
  profile: NonNullable<Awaited<ReturnType<typeof repo.findProfileByUser>>>,
  settings: AffiliateSettings,
): AffiliateProfileDetails {
  const method = payoutMethodOf(profile.payoutMethod);
  return {
    referral_code: profile.referralCode,
    payout_method: method,
    payout_account: method ? profile.payoutAccount : null,
    created_at: iso(profile.createdAt),
    terms: programmeTerms(settings),
  };
}

/** GET affiliate/profile/. */
export async function getAffiliateProfile(options: {
  db: Database;
  userId: number;
  settings: AffiliateSettings;
}): Promise<AffiliateProfileDetails> {
  return profileDetails(await requireAffiliate(options.db, options.userId), options.settings);
}

/** PATCH affiliate/profile/: the payout details; the referral code never changes (links in the wild use it). */
export async function updatePayoutDetails(options: {
  db: Database;
  userId: number;
  settings: AffiliateSettings;
  input: AffiliatePayoutDetails;
}): Promise<AffiliateProfileDetails> {
  const { db, input } = options;
  const profile = await requireAffiliate(db, options.userId);
  const updated = await repo.updatePayoutDetails(db, profile.id, {
    payoutMethod: input.payout_method,
    payoutAccount: input.payout_account,
  });
  // Gone between the two statements: the account was deleted meanwhile.
  if (!updated) throw AppError.forbidden(NOT_AN_AFFILIATE_MESSAGE);
  return profileDetails(updated, options.settings);
}

/** conversions / clicks, to four places (the web shows a percent with one decimal). */
function rate(conversions: number, clicks: number): number | null {
  return clicks === 0 ? null : Math.round((conversions / clicks) * 10_000) / 10_000;
}

/** GET affiliate/dashboard/?days=: the period's numbers, its daily series and the best-selling courses. */
export async function getDashboard(options: {
  db: Database;
  userId: number;
  days: DashboardPeriod;
  now?: Date;
  /** The reader's language for the course and bundle titles (English where there is no Bangla). */
  locale?: Locale;
}): Promise<AffiliateDashboard> {
  const { db, days } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const now = options.now ?? new Date();
  const profile = await requireAffiliate(db, options.userId);
  const period = { affiliateId: profile.id, now, days };
  const [series, visitors, clicksByCourse, salesByItem, ledger] = await Promise.all([
    repo.dailySeries(db, period),
    repo.uniqueVisitors(db, period),
    repo.clicksByCourse(db, period),
    repo.salesByItem(db, period),
    repo.ledgerOf(db, profile.id),
  ]);

  const totals = series.reduce(
    (sum, day) => ({
      clicks: sum.clicks + day.clicks,
      conversions: sum.conversions + day.conversions,
      earnings: sum.earnings + day.earnings,
    }),
    { clicks: 0, conversions: 0, earnings: 0 },
  );

  // Clicks are per course; sales per course or bundle: merged by item.
  const items = new Map<string, AffiliateTopItem>();
  for (const row of clicksByCourse) {
    items.set(`course:${row.id}`, {
      kind: 'course',
      id: row.id,
      title: textIn(locale, row.title, row.titleBn),
      clicks: row.clicks,
      conversions: 0,
      earnings: 0,
    });
  }
  for (const row of salesByItem) {
    const key = `${row.kind}:${row.id}`;
    const item = items.get(key) ?? {
      kind: row.kind,
      id: row.id,
      title: textIn(locale, row.title, row.titleBn),
      clicks: 0,
      conversions: 0,
      earnings: 0,
    };
    items.set(key, { ...item, conversions: row.conversions, earnings: row.earnings });
  }
  const topCourses = [...items.values()]
    .sort(
      (a, b) =>
        b.conversions - a.conversions || b.earnings - a.earnings || b.clicks - a.clicks || a.id - b.id,
    )
    .slice(0, TOP_COURSES);

  return {
    days,
    from: series[0]!.date,
    to: series[series.length - 1]!.date,
    time_zone: repo.TIME_ZONE,
    referral_code: profile.referralCode,
    clicks: totals.clicks,
    unique_visitors: visitors,
    conversions: totals.conversions,
    conversion_rate: rate(totals.conversions, totals.clicks),
    earnings: totals.earnings,
    balance: repo.availableBalance(ledger),
    pending_payout: ledger.requested,
    series,
    top_courses: topCourses,
  };
}

export function payoutDetails(row: repo.PayoutRow): PayoutRequestDetails {
  return {
    id: row.id,
    amount: row.amount,
    method: row.method,
    account: row.account,
    status: row.status,
    note: row.note,
    created_at: iso(row.createdAt),
    processed_at: row.processedAt ? iso(row.processedAt) : null,
  };
}

/**
 * Why a payout request would be refused now, in the words the request itself would get (payouts.ts), so
 * the form can say it before anyone types an amount.
 */
export function requestBlockedReason(input: {
  balance: number;
  minimum: number;
  open: boolean;
}): string | null {
  if (input.open) return PAYOUT_OPEN_MESSAGE;
  if (input.balance < input.minimum) {
    return `${payoutMinimumMessage(input.minimum)} Your balance is ${formatTaka(input.balance)}.`;
  }
  return null;
}

/** GET affiliate/payments/: the balance, the open request and both histories. */
export async function getPayments(options: {
  db: Database;
  userId: number;
  settings: AffiliateSettings;
  query: PageQuery;
  requestUrl: URL;
}): Promise<AffiliatePayments> {
  const { db, query } = options;
  const profile = await requireAffiliate(db, options.userId);
  const { limit, offset } = pageWindow(query);
  const [ledger, total, commissions, payouts] = await Promise.all([
    repo.ledgerOf(db, profile.id),
    repo.countCommissions(db, profile.id),
    repo.listCommissions(db, { affiliateId: profile.id, limit, offset }),
    repo.listPayouts(db, profile.id, PAYOUT_HISTORY),
  ]);
  const balance = repo.availableBalance(ledger);
  const open =
    payouts.find((row) => row.status === 'requested') ?? (await repo.findOpenPayout(db, profile.id));
  return {
    balance,
    earned_total: ledger.earned,
    paid_total: ledger.paid,
    payout_minimum: options.settings.payoutMinimum,
    open_request: open ? payoutDetails(open) : null,
    request_blocked_reason: requestBlockedReason({
      balance,
      minimum: options.settings.payoutMinimum,
      open: Boolean(open),
    }),
    commissions: toPage({
      query,
      requestUrl: options.requestUrl,
      total,
      results: commissions.map((row) => ({
        id: row.id,
        created_at: iso(row.createdAt),
        kind: row.kind,
        item_title: row.itemTitle,
        order_total: row.orderTotal,
        amount: row.amount,
        rate_percent: row.rateBasisPoints / 100,
        status: row.status,
      })),
    }),
    payouts: payouts.map(payoutDetails),
  };
}
