import {
  PAYOUT_DETAILS_MISSING_MESSAGE,
  type PayoutRequestBody,
  type PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import {
  NOT_AN_INSTRUCTOR_MESSAGE,
  type InstructorEarningsCourses,
  type InstructorEarningsMonths,
  type InstructorEarningsSummary,
  type InstructorEarningsTerms,
  type InstructorPayoutList,
} from '@dokkho/contract/instructor-earnings';
import type { Locale } from '@dokkho/contract/locale';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { pageWindow, toPage } from '../../lib/pagination';
import { listOwnPayouts, openPayoutRequest, payoutStanding, type Payee } from '../affiliate/payouts';
import { requestBlockedReason } from '../affiliate/service';
import type { InstructorSettings } from './ledger';
import * as repo from './repo';

export type { InstructorSettings } from './ledger';

/** The months the per-month table shows: a year, this month included. */
export const EARNINGS_MONTHS = 12;

/**
 * The caller's instructor profile. The role guard lets staff through; the numbers are an instructor's own,
 * so staff without a profile have none to show (403), like affiliates (modules/affiliate).
 */
async function requireInstructor(db: Database, userId: number): Promise<Payee> {
  const profile = await repo.findProfileByUser(db, userId);
  if (!profile) throw AppError.forbidden(NOT_AN_INSTRUCTOR_MESSAGE);
  return { kind: 'instructor', id: profile.id };
}

export function earningsTerms(settings: InstructorSettings): InstructorEarningsTerms {
  return {
    share_percent: settings.shareBasisPoints / 100,
    gateway_fee_percent: {
      sslcommerz: settings.gatewayFeeBasisPoints.sslcommerz / 100,
      stripe: settings.gatewayFeeBasisPoints.stripe / 100,
    },
    payout_minimum: settings.payoutMinimum,
    currency: 'BDT',
  };
}

/** What can be requested now: credits less reversals, less paid and requested payouts. */
async function availableBalance(db: Database, instructorId: number): Promise<number> {
  const payee: Payee = { kind: 'instructor', id: instructorId };
  const [{ earned }, standing] = await Promise.all([
    repo.earnedOf(db, instructorId),
    payoutStanding(db, payee),
  ]);
  return earned - standing.paid - standing.requested;
}

/** GET instructor/earnings/. */
export async function getSummary(options: {
  db: Database;
  userId: number;
  settings: InstructorSettings;
}): Promise<InstructorEarningsSummary> {
  const { db, settings } = options;
  const payee = await requireInstructor(db, options.userId);
  const [{ earned, sales }, standing] = await Promise.all([
    repo.earnedOf(db, payee.id),
    payoutStanding(db, payee),
  ]);
  const balance = earned - standing.paid - standing.requested;
  return {
    balance,
    pending_payout: standing.requested,
    paid_total: standing.paid,
    earned_total: earned,
    sales,
    open_request: standing.open,
    request_blocked_reason: requestBlockedReason({
      balance,
      minimum: settings.payoutMinimum,
      open: standing.open !== null,
    }),
    terms: earningsTerms(settings),
  };
}

/** GET instructor/earnings/months/. */
export async function getMonths(options: {
  db: Database;
  userId: number;
  now?: Date;
}): Promise<InstructorEarningsMonths> {
  const payee = await requireInstructor(options.db, options.userId);
  const months = await repo.monthlySeries(options.db, {
    instructorId: payee.id,
    now: options.now ?? new Date(),
    months: EARNINGS_MONTHS,
  });
  return { time_zone: repo.TIME_ZONE, months };
}

/** GET instructor/earnings/courses/: titles in the reader's language. */
export async function getCourses(options: {
  db: Database;
  userId: number;
  locale: Locale;
}): Promise<InstructorEarningsCourses> {
  const payee = await requireInstructor(options.db, options.userId);
  const rows = await repo.byCourse(options.db, payee.id);
  return {
    courses: rows.map((row) => ({
      course_id: row.courseId,
      title: textIn(options.locale, row.title, row.titleBn),
      sales: row.sales,
      refunds: row.refunds,
      gross: row.gross,
      earnings: row.earnings,
    })),
  };
}

/** GET instructor/payout-requests/. */
export async function listPayouts(options: {
  db: Database;
  userId: number;
  query: PageQuery;
  requestUrl: URL;
}): Promise<InstructorPayoutList> {
  const payee = await requireInstructor(options.db, options.userId);
  const { limit, offset } = pageWindow(options.query);
  const { total, results } = await listOwnPayouts({ db: options.db, payee, limit, offset });
  return toPage({ query: options.query, requestUrl: options.requestUrl, total, results });
}

/**
 * POST instructor/payout-requests/: the affiliates' machinery (minimum, at most the balance, one open
 * request, under the instructor's row lock). Instructors keep no payout details on their profile, so the
 * request names the method and account.
 */
export async function requestPayout(options: {
  db: Database;
  userId: number;
  settings: InstructorSettings;
  input: PayoutRequestBody;
}): Promise<PayoutRequestDetails> {
  const { db, input } = options;
  const payee = await requireInstructor(db, options.userId);
  if (!input.method || !input.account) {
    throw AppError.badRequest(PAYOUT_DETAILS_MISSING_MESSAGE, { method: [PAYOUT_DETAILS_MISSING_MESSAGE] });
  }
  return openPayoutRequest({
    db,
    payee,
    minimum: options.settings.payoutMinimum,
    amount: input.amount,
    destination: { method: input.method, account: input.account },
    lock: async (tx) => Boolean(await repo.lockProfile(tx, payee.id)),
    balance: (tx) => availableBalance(tx, payee.id),
  });
}
