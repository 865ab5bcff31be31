import {
  PAYOUT_ALREADY_PROCESSED_MESSAGE,
  PAYOUT_DETAILS_MISSING_MESSAGE,
  PAYOUT_OPEN_MESSAGE,
  payoutMaximumMessage,
  payoutMinimumMessage,
  type AdminPayoutDecision,
  type AdminPayoutListQuery,
  type AdminPayoutListResponse,
  type AffiliatePayoutMethod,
  type PayoutRequestBody,
  type PayoutRequestDetails,
} from '@dokkho/contract/affiliate';
import { formatTaka } from '@dokkho/domain/money';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/pagination';
import { uniqueViolation } from '../../lib/pg-errors';
import { notify } from '../notifications/service';
import * as repo from './repo';
import { payoutDetails, payoutMethodOf, requireAffiliate, type AffiliateSettings } from './service';

/**
 * POST affiliate/affiliate_payout_request/ (SPEC.md §7): asks for `amount` of the balance to be paid out to
 * the given account, or the profile's. At least the programme's minimum, at most the balance, one open
 * request at a time. Two requests sent together (two tabs, a double tap) queue on the affiliate's row
 * lock, so the second sees the first's request and its reduced balance; the partial unique index
 * affiliate_payout_requests_one_open_uq would refuse a second open request even without the lock.
 */
export async function requestPayout(options: {
  db: Database;
  userId: number;
  settings: AffiliateSettings;
  input: PayoutRequestBody;
}): Promise<PayoutRequestDetails> {
  const { db, input, settings } = options;
  const profile = await requireAffiliate(db, options.userId);

  let destination: { method: AffiliatePayoutMethod; account: string };
  if (input.method && input.account) {
    destination = { method: input.method, account: input.account };
  } else {
    const method = payoutMethodOf(profile.payoutMethod);
    if (!method || !profile.payoutAccount) {
      throw AppError.badRequest(PAYOUT_DETAILS_MISSING_MESSAGE, { method: [PAYOUT_DETAILS_MISSING_MESSAGE] });
    }
    destination = { method, account: profile.payoutAccount };
  }

  const minimum = settings.payoutMinimum;
  return openPayoutRequest({
    db,
    payee: { kind: 'affiliate', id: profile.id },
    minimum,
    amount: input.amount,
    destination,
    lock: async (tx) => Boolean(await repo.lockProfile(tx, profile.id)),
    balance: async (tx) => repo.availableBalance(await repo.ledgerOf(tx, profile.id)),
  });
}

/**
 * The payout machinery every payee shares (affiliates here, instructors in modules/instructor-earnings,
 * docs/decisions/030): at least the minimum, at most the balance, one open request at a time. `lock` takes
 * the payee's row lock, so two requests sent together queue and the second sees the first's request and
 * its reduced balance; `balance` reads what can be requested under that lock. The partial unique indexes
 * (*_one_open_uq) refuse a second open request even without the lock.
 */
export async function openPayoutRequest(options: {
  db: Database;
  payee: repo.Payee;
  minimum: number;
  amount: number;
  destination: { method: AffiliatePayoutMethod; account: string };
  lock: (tx: Database) => Promise<boolean>;
  balance: (tx: Database) => Promise<number>;
}): Promise<PayoutRequestDetails> {
  const { db, minimum, amount } = options;
  // Cheap and independent of the balance: said before taking any lock.
  if (amount < minimum) {
    throw AppError.badRequest(payoutMinimumMessage(minimum), { amount: [payoutMinimumMessage(minimum)] });
  }
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await options.lock(tx))) throw AppError.forbidden();
      if (await repo.findOpenPayout(tx, options.payee)) throw AppError.conflict(PAYOUT_OPEN_MESSAGE);
      const balance = await options.balance(tx);
      if (amount > balance) {
        const message =
          balance < minimum
            ? `${payoutMinimumMessage(minimum)} Your balance is ${formatTaka(balance)}.`
            : payoutMaximumMessage(balance);
        throw AppError.badRequest(message, { amount: [message] });
      }
      return repo.insertPayout(tx, { payee: options.payee, amount, ...options.destination });
    });
    return payoutDetails(row);
  } catch (error) {
    if (uniqueViolation(error)?.constraint.includes('one_open')) throw AppError.conflict(PAYOUT_OPEN_MESSAGE);
    throw error;
  }
}

/** A payee's own requests, newest first (GET instructor/payout-requests/; affiliates see theirs in payments). */
export async function listOwnPayouts(options: {
  db: Database;
  payee: repo.Payee;
  limit: number;
  offset: number;
}) {
  const [total, rows] = await Promise.all([
    repo.countPayouts(options.db, options.payee),
    repo.listPayouts(options.db, options.payee, options.limit, options.offset),
  ]);
  return { total, results: rows.map(payoutDetails) };
}

/** A payee's open request (if any) and paid and requested totals, for a summary. */
export async function payoutStanding(db: Database, payee: repo.Payee) {
  const [open, totals] = await Promise.all([repo.findOpenPayout(db, payee), repo.payoutTotals(db, payee)]);
  return { open: open ? payoutDetails(open) : null, ...totals };
}

export type { Payee } from './repo';

/** Staff: GET admin/payout-requests/?status=: the queue (oldest first) or the history. */
export async function listPayoutRequests(options: {
  db: Database;
  query: AdminPayoutListQuery;
  requestUrl: URL;
}): Promise<AdminPayoutListResponse> {
  const { query } = options;
  const { limit, offset } = pageWindow(query);
  const { total, results } = await repo.listPayoutsForStaff(options.db, {
    status: query.status,
    limit,
    offset,
  });
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total,
    results: results.map((row) => ({
      ...payoutDetails(row.request),
      payee: {
        kind: row.request.affiliateId !== null ? ('affiliate' as const) : ('instructor' as const),
        id: row.request.affiliateId ?? row.request.instructorId ?? 0,
        user_id: row.userId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        referral_code: row.referralCode,
      },
      balance: row.balance,
    })),
  });
}

/**
 * Staff: POST admin/payout-requests/{id}/: the money was sent (paid) or the request is turned down
 * (rejected, its amount returns to the balance). Only an open request can be decided, once.
 */
export async function decidePayoutRequest(options: {
  db: Database;
  staffId: number;
  id: number;
  input: AdminPayoutDecision;
}): Promise<PayoutRequestDetails> {
  const { db, id, input } = options;
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const closed = await repo.closePayout(tx, {
      id,
      status: input.status,
      note: input.note,
      staffId: options.staffId,
      at: new Date(),
    });
    if (!closed) return closed;
    // Issue 17 item 8: the payee (affiliate or instructor) hears of the decision, committed with it.
    const userId =
      closed.affiliateId !== null
        ? await repo.findAffiliateUserId(tx, closed.affiliateId)
        : closed.instructorId !== null
          ? await repo.findInstructorUserId(tx, closed.instructorId)
          : undefined;
    if (userId !== undefined) {
      await notify(tx, {
        userId,
        params: { kind: 'payout_decided', amount: closed.amount, status: input.status },
        link: closed.affiliateId !== null ? '/affiliate-dashboard/payments' : '/ir-dashboard/earnings',
      });
    }
    return closed;
  });
  if (row) return payoutDetails(row);
  if (!(await repo.findPayoutForStaff(db, id)))
    throw AppError.notFound('This payout request does not exist.');
  throw AppError.conflict(PAYOUT_ALREADY_PROCESSED_MESSAGE);
}
