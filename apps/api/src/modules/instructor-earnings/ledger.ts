import type { Database } from '@dokkho/db';
import type { AppConfig } from '../../config';
import { gatewayFeeAmount, splitOrder } from '@dokkho/domain/earnings';
import * as repo from './repo';

/** config.instructor: the share, the payout minimum and each gateway's fee. */
export type InstructorSettings = AppConfig['instructor'];

export {
  gatewayFeeAmount,
  instructorShareAmount,
  splitByWeight,
  splitOrder,
  type CourseSplit,
} from '@dokkho/domain/earnings';

/**
 * Credits each course's instructor for a paid order, inside the order's confirmation transaction
 * (modules/commerce, under the order's row lock). One credit per order and course (a unique key), so a
 * second confirmation writes nothing. An order with nothing paid earns nothing: no rows.
 */
export async function creditInstructors(
  tx: Database,
  input: {
    orderId: number;
    total: number;
    gatewayFeeBasisPoints: number;
    affiliateCommission: number;
    shareBasisPoints: number;
    courseIds: readonly number[];
    at: Date;
  },
): Promise<void> {
  if (input.total <= 0 || input.courseIds.length === 0) return;
  const courses = await repo.coursesForCredit(tx, input.courseIds);
  const splits = splitOrder({
    total: input.total,
    gatewayFee: gatewayFeeAmount(input.total, input.gatewayFeeBasisPoints),
    affiliateCommission: input.affiliateCommission,
    shareBasisPoints: input.shareBasisPoints,
    courses,
  });
  await repo.insertCreditsOnce(
    tx,
    splits.map((split) => ({
      ...split,
      orderId: input.orderId,
      kind: 'credit' as const,
      shareBasisPoints: input.shareBasisPoints,
      createdAt: input.at,
    })),
  );
}

/**
 * A refunded order takes the instructors' credits back, in the refund's transaction: one reversal row per
 * credit (its amount negated), never two; an order without credits is a no-op. The credit stays on the
 * ledger: the history shows both.
 */
export async function reverseInstructorCredits(tx: Database, orderId: number, at: Date): Promise<void> {
  await repo.insertReversalsOnce(tx, orderId, at);
}
