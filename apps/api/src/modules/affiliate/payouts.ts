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
  // Cheap and independent of the balance: said before taking any lock.
  if (input.amount < minimum) {
    throw AppError.badRequest(payoutMinimumMessage(minimum), { amount: [payoutMinimumMessage(minimum)] });
  }

  try {
    const row = await db.transaction(async (tx) => {
      if (!(await repo.lockProfile(tx, profile.id))) throw AppError.forbidden();
      if (await repo.findOpenPayout(tx, profile.id)) throw AppError.conflict(PAYOUT_OPEN_MESSAGE);
      const balance = repo.availableBalance(await repo.ledgerOf(tx, profile.id));
      if (input.amount > balance) {
        const message =
          balance < minimum
            ? `${payoutMinimumMessage(minimum)} Your balance is ${formatTaka(balance)}.`
            : payoutMaximumMessage(balance);
        throw AppError.badRequest(message, { amount: [message] });
      }
      return repo.insertPayout(tx, { affiliateId: profile.id, amount: input.amount, ...destination });
    });
    return payoutDetails(row);
  } catch (error) {
    if (uniqueViolation(error)?.constraint.includes('one_open')) throw AppError.conflict(PAYOUT_OPEN_MESSAGE);
    throw error;
  }
}

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
      affiliate: {
        id: row.request.affiliateId,
        user_id: row.affiliateUserId,
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
    // Issue 17 item 8: the affiliate hears of the decision, committed with it.
    const userId = await repo.findAffiliateUserId(tx, closed.affiliateId);
    if (userId !== undefined) {
      await notify(tx, {
        userId,
        params: { kind: 'payout_decided', amount: closed.amount, status: input.status },
        link: '/affiliate-dashboard/payments',
      });
    }
    return closed;
  });
  if (row) return payoutDetails(row);
  if (!(await repo.findPayoutForStaff(db, id)))
    throw AppError.notFound('This payout request does not exist.');
  throw AppError.conflict(PAYOUT_ALREADY_PROCESSED_MESSAGE);
}
