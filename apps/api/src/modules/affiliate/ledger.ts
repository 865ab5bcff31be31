import type { Database } from '@dokkho/db';
import { notify } from '../notifications/service';
import * as repo from './repo';

/** floor(total x rate): a commission never rounds up into money the sale did not bring in. */
export function commissionAmount(total: number, rateBasisPoints: number): number {
  return Math.floor((total * rateBasisPoints) / 10_000);
}

/**
 * The affiliate's commission on a paid order, written inside the order's confirmation transaction
 * (modules/commerce). The unique order_id makes it exactly one per order however many callbacks confirm
 * it: a second call writes nothing. The caller decides whether the order earns one at all (an affiliate
 * that is not the buyer); the rate is the one at the time of the sale, kept on the row. Answers the
 * commission (poisha), which the instructor's share is reckoned after (docs/decisions/030).
 */
export async function recordCommission(
  tx: Database,
  input: { affiliateId: number; orderId: number; total: number; rateBasisPoints: number; itemTitle: string },
): Promise<number> {
  const amount = commissionAmount(input.total, input.rateBasisPoints);
  const written = await repo.insertCommissionOnce(tx, {
    affiliateId: input.affiliateId,
    orderId: input.orderId,
    amount,
    rateBasisPoints: input.rateBasisPoints,
  });
  if (!written) return amount;
  // Issue 17 item 8: the affiliate hears of the sale in the same transaction (once, like the commission).
  const userId = await repo.findAffiliateUserId(tx, input.affiliateId);
  if (userId !== undefined) {
    await notify(tx, {
      userId,
      params: { kind: 'affiliate_sale', item_title: input.itemTitle, amount },
      link: '/affiliate-dashboard/payments',
    });
  }
  return amount;
}

/**
 * A refunded order takes its commission back (issue 5 item 8), in the refund's transaction. Only an earned
 * commission moves: reversing twice keeps the first reversal's time, and an order without one is a no-op.
 * A reversed commission stays on the ledger (the history shows it) and no longer counts in the balance.
 */
export async function reverseCommission(tx: Database, orderId: number, at: Date): Promise<void> {
  await repo.reverseEarnedCommission(tx, orderId, at);
}
