import { z } from 'zod';
import { formatTaka } from '@dokkho/domain/money';
import { IdParam } from './common';
import { PageQuery, paginated } from './pagination';
import { BD_PHONE_MESSAGE, normaliseBdPhone } from './phone';
import { PAYOUT_METHODS } from './roles';

/**
 * The affiliate programme (issue 5 item 7; SPEC.md §2 /affiliation and /affiliate-dashboard, §7
 * "Affiliate"). Money is integer poisha, as everywhere (commerce.ts). Becoming an affiliate and the role
 * checks are in roles.ts; link clicks in learning.ts.
 */

/**
 * Where payouts can go: the sign-up's list (roles.ts). Profiles saved before it lost Rocket may still say
 * 'rocket'; they read as "no payout details yet".
 */
export const AFFILIATE_PAYOUT_METHODS = PAYOUT_METHODS;
export const AffiliatePayoutMethod = z.enum(AFFILIATE_PAYOUT_METHODS, {
  error: 'Choose bKash, Nagad or a bank account',
});
export type AffiliatePayoutMethod = z.infer<typeof AffiliatePayoutMethod>;

export const BANK_ACCOUNT_MIN = 15;
export const BANK_ACCOUNT_MAX = 200;
export const BANK_ACCOUNT_MESSAGE = 'Enter the bank, branch, account name and account number';
/** An account number: at least 6 digits, maybe grouped with spaces or dashes as printed on a cheque book. */
const ACCOUNT_NUMBER = /\d(?:[\s-]?\d){5,}/;
// Control characters would garble the staff's payout list (line breaks and tabs are folded into spaces).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A payout account as it is stored: a wallet's mobile number normalised to +8801XXXXXXXXX, or one line
 * "bank, branch, account name, account number". `{error}` is the field message otherwise.
 */
export function normalisePayoutAccount(
  method: AffiliatePayoutMethod,
  account: string,
): { account: string } | { error: string } {
  const value = account.trim().replace(/\s+/g, ' ');
  if (method !== 'bank') {
    const phone = normaliseBdPhone(value);
    return phone ? { account: phone } : { error: BD_PHONE_MESSAGE };
  }
  if (CONTROL_CHARACTERS.test(value)) return { error: BANK_ACCOUNT_MESSAGE };
  if (value.length > BANK_ACCOUNT_MAX) return { error: `Use at most ${BANK_ACCOUNT_MAX} characters` };
  if (value.length < BANK_ACCOUNT_MIN || !ACCOUNT_NUMBER.test(value)) return { error: BANK_ACCOUNT_MESSAGE };
  return { account: value };
}

const AccountText = z
  .string({ error: 'Enter the account to pay into' })
  .trim()
  .min(1, 'Enter the account to pay into')
  .max(BANK_ACCOUNT_MAX, `Use at most ${BANK_ACCOUNT_MAX} characters`);

/** `PATCH affiliate/profile/`: where payouts go. Both fields together: an account belongs to a method. */
export const AffiliatePayoutDetails = z
  .object({ payout_method: AffiliatePayoutMethod, payout_account: AccountText })
  .transform((body, ctx) => {
    const result = normalisePayoutAccount(body.payout_method, body.payout_account);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', path: ['payout_account'], message: result.error });
      return z.NEVER;
    }
    return { payout_method: body.payout_method, payout_account: result.account };
  });
export type AffiliatePayoutDetailsInput = z.input<typeof AffiliatePayoutDetails>;
export type AffiliatePayoutDetails = z.output<typeof AffiliatePayoutDetails>;

export const payoutMinimumMessage = (minimum: number) => `The smallest payout is ${formatTaka(minimum)}.`;
export const payoutMaximumMessage = (available: number) =>
  `You can request at most ${formatTaka(available)}.`;
export const PAYOUT_OPEN_MESSAGE = 'You already have a payout request in review.';
export const PAYOUT_DETAILS_MISSING_MESSAGE =
  'Add the bKash or Nagad number or the bank account to pay into (your profile has none).';

/** The programme's terms, from the server's configuration (config.affiliate). */
export const AffiliateTerms = z.object({
  /** Of the amount the buyer paid: 20 means 20%. */
  commission_percent: z.number(),
  /** What a buyer saves through an affiliate's link, in percent. */
  buyer_discount_percent: z.number(),
  /** Poisha. */
  payout_minimum: z.number().int(),
  payout_methods: z.array(AffiliatePayoutMethod),
  /** How long a followed link keeps its claim on a purchase. */
  attribution_days: z.number().int(),
  currency: z.literal('BDT'),
});
export type AffiliateTerms = z.infer<typeof AffiliateTerms>;

/** `GET affiliate/profile/` and the answer of its PATCH. */
export const AffiliateProfileDetails = z.object({
  referral_code: z.string(),
  /** Null until set (or when the sign-up chose a method payouts no longer use). */
  payout_method: AffiliatePayoutMethod.nullable(),
  payout_account: z.string().nullable(),
  created_at: z.iso.datetime(),
  terms: AffiliateTerms,
});
export type AffiliateProfileDetails = z.infer<typeof AffiliateProfileDetails>;

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** `GET affiliate/dashboard/?days=7|30|90` (30 when not given). */
export const AffiliateDashboardQuery = z.object({
  days: z.coerce
    .number({ error: 'Choose 7, 30 or 90 days' })
    .refine((days): days is DashboardPeriod => (DASHBOARD_PERIODS as readonly number[]).includes(days), {
      error: 'Choose 7, 30 or 90 days',
    })
    .default(30),
});
export type AffiliateDashboardQuery = z.input<typeof AffiliateDashboardQuery>;

export const AffiliateDailyPoint = z.object({
  /** The day in Dhaka, YYYY-MM-DD. */
  date: z.string(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  /** Poisha: the commissions of that day's sales that still stand. */
  earnings: z.number().int(),
});
export type AffiliateDailyPoint = z.infer<typeof AffiliateDailyPoint>;

export const AffiliateTopItem = z.object({
  kind: z.enum(['course', 'bundle']),
  id: z.number().int(),
  title: z.string(),
  clicks: z.number().int(),
  conversions: z.number().int(),
  earnings: z.number().int(),
});
export type AffiliateTopItem = z.infer<typeof AffiliateTopItem>;

export const AffiliateDashboard = z.object({
  days: z.number().int(),
  /** The first and last day of the period (Dhaka dates, inclusive; the last is today). */
  from: z.string(),
  to: z.string(),
  time_zone: z.literal('Asia/Dhaka'),
  referral_code: z.string(),
  /** Counted clicks (repeats within half an hour and bots are not counted). */
  clicks: z.number().int(),
  /** Distinct visitors behind those clicks. */
  unique_visitors: z.number().int(),
  /** Paid orders through the affiliate's links; refunded ones are not counted. */
  conversions: z.number().int(),
  /** conversions / clicks (0-1); null when there were no clicks. */
  conversion_rate: z.number().nullable(),
  /** Poisha: commissions of the period, less those reversed by a refund. */
  earnings: z.number().int(),
  /** Poisha: what can be requested now (all earnings less paid and requested payouts). */
  balance: z.number().int(),
  /** Poisha: the open payout request's amount, 0 without one. */
  pending_payout: z.number().int(),
  series: z.array(AffiliateDailyPoint),
  /** The courses (or bundles) with the most conversions in the period, then the most clicks; at most 5. */
  top_courses: z.array(AffiliateTopItem),
});
export type AffiliateDashboard = z.infer<typeof AffiliateDashboard>;

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;
export const PayoutStatus = z.enum(PAYOUT_STATUSES, { error: 'Choose requested, paid or rejected' });
export type PayoutStatus = z.infer<typeof PayoutStatus>;

export const PayoutRequestDetails = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  method: AffiliatePayoutMethod,
  account: z.string(),
  status: PayoutStatus,
  /** Staff's note when processing it (a transaction id, or why it was rejected). */
  note: z.string(),
  created_at: z.iso.datetime(),
  processed_at: z.iso.datetime().nullable(),
});
export type PayoutRequestDetails = z.infer<typeof PayoutRequestDetails>;

export const CommissionEntry = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime(),
  kind: z.enum(['course', 'bundle']),
  item_title: z.string(),
  /** Poisha: what the buyer paid. */
  order_total: z.number().int(),
  amount: z.number().int(),
  rate_percent: z.number(),
  status: z.enum(['earned', 'reversed']),
});
export type CommissionEntry = z.infer<typeof CommissionEntry>;

/** `GET affiliate/payments/?page=&page_size=`: the pages are of the commission history. */
export const AffiliatePaymentsQuery = PageQuery;
export type AffiliatePaymentsQuery = z.input<typeof AffiliatePaymentsQuery>;

export const AffiliatePayments = z.object({
  /** Poisha: earned (not reversed) commissions less requested and paid payouts. */
  balance: z.number().int(),
  /** Poisha, all time: commissions that stand, and payouts paid. */
  earned_total: z.number().int(),
  paid_total: z.number().int(),
  payout_minimum: z.number().int(),
  open_request: PayoutRequestDetails.nullable(),
  /** Why a payout cannot be requested now (the form shows it); null when it can. */
  request_blocked_reason: z.string().nullable(),
  commissions: paginated(CommissionEntry),
  /** Newest first, the latest 50. */
  payouts: z.array(PayoutRequestDetails),
});
export type AffiliatePayments = z.infer<typeof AffiliatePayments>;

const PoishaAmount = z
  .number({ error: 'Enter the amount in poisha, a whole number' })
  .int('Enter the amount in poisha, a whole number')
  .positive('Enter an amount above zero')
  .max(1_000_000_000, 'That amount is too large');

/**
 * `POST affiliate/affiliate_payout_request/` (SPEC.md §7). `method` and `account` default to the profile's;
 * an account given without its method (or the reverse) is refused.
 */
export const PayoutRequestBody = z
  .object({
    amount: PoishaAmount,
    method: AffiliatePayoutMethod.optional(),
    account: AccountText.optional(),
  })
  .transform((body, ctx) => {
    if (body.method === undefined && body.account === undefined) return { amount: body.amount };
    if (body.method === undefined) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'Choose bKash, Nagad or a bank account' });
      return z.NEVER;
    }
    if (body.account === undefined) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: 'Enter the account to pay into' });
      return z.NEVER;
    }
    const result = normalisePayoutAccount(body.method, body.account);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: result.error });
      return z.NEVER;
    }
    return { amount: body.amount, method: body.method, account: result.account };
  });
export type PayoutRequestBodyInput = z.input<typeof PayoutRequestBody>;
export type PayoutRequestBody = z.output<typeof PayoutRequestBody>;

/**
 * Taka as a person types it ("500", "1,250.50") into poisha; the web's payout form uses it so what is sent
 * is always whole poisha.
 */
export const TakaInput = z
  .string({ error: 'Enter an amount' })
  .trim()
  .min(1, 'Enter an amount')
  .transform((value, ctx) => {
    const plain = value.replace(/[,\s৳]/g, '');
    if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(plain)) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount in taka, like 500 or 750.50' });
      return z.NEVER;
    }
    const [whole, fraction = ''] = plain.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  });

/** The web's payout form: the amount in taka, the account as the payout details. */
export const PayoutRequestForm = z
  .object({ amount: TakaInput, method: AffiliatePayoutMethod, account: AccountText })
  .transform((body, ctx) => {
    const result = normalisePayoutAccount(body.method, body.account);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', path: ['account'], message: result.error });
      return z.NEVER;
    }
    if (body.amount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount above zero' });
      return z.NEVER;
    }
    return { amount: body.amount, method: body.method, account: result.account };
  });
export type PayoutRequestFormInput = z.input<typeof PayoutRequestForm>;

/** Staff: `GET admin/payout-requests/?status=&page=&page_size=` (all statuses when not given). */
export const AdminPayoutListQuery = PageQuery.extend({ status: PayoutStatus.optional() });
export type AdminPayoutListQuery = z.infer<typeof AdminPayoutListQuery>;

export const PAYEE_KINDS = ['affiliate', 'instructor'] as const;
export const PayeeKind = z.enum(PAYEE_KINDS);
export type PayeeKind = z.infer<typeof PayeeKind>;

export const AdminPayoutRequest = PayoutRequestDetails.extend({
  /** Whose request: an affiliate's (commissions) or an instructor's (course earnings, docs/decisions/030). */
  payee: z.object({
    kind: PayeeKind,
    /** The affiliate's or the instructor's profile id. */
    id: z.number().int(),
    user_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** The affiliate's referral code; null for an instructor. */
    referral_code: z.string().nullable(),
  }),
  /** Poisha: the payee's balance besides this request, for a staff member deciding on it. */
  balance: z.number().int(),
});
export type AdminPayoutRequest = z.infer<typeof AdminPayoutRequest>;
export const AdminPayoutListResponse = paginated(AdminPayoutRequest);
export type AdminPayoutListResponse = z.infer<typeof AdminPayoutListResponse>;

export const AdminPayoutParams = IdParam;

/** Staff: `POST admin/payout-requests/{id}/`: paid (the money was sent) or rejected (say why). */
export const AdminPayoutDecision = z
  .object({
    status: z.enum(['paid', 'rejected'], { error: 'Choose paid or rejected' }),
    note: z.string().trim().max(500, 'Use at most 500 characters').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected' && body.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the request is rejected' });
    }
  });
export type AdminPayoutDecision = z.output<typeof AdminPayoutDecision>;

export const PAYOUT_ALREADY_PROCESSED_MESSAGE = 'This payout request has already been processed.';
