import type { AdminOrderRow } from '@dokkho/contract/commerce';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { reverseCommission } from '../affiliate/ledger';
import { reverseInstructorCredits } from '../instructor-earnings/ledger';
import { unenroll } from '../learning/service';
import { orderCourseIds, recordPaymentEvent } from './orders';
import * as repo from './repo';
import { ORDER_NOT_FOUND_MESSAGE, toAdminOrderRow } from './service';

export const ONLY_PAID_REFUND_MESSAGE = 'Only a paid order can be refunded.';

/** The seats a refund may take back: the ones money bought (not free or staff-granted ones). */
const PURCHASED_SOURCES = ['purchase', 'bundle'] as const;

/**
 * Staff: `POST admin/orders/{id}/refund/` (issue 5 item 8), in ONE transaction under the order's row lock
 * (so a refund and a late confirmation cannot interleave):
 * - paid -> refunded with who, when and why (409 for any other state: nothing else was charged);
 * - the seats this order gave go, unless another paid order of the buyer still covers the course (a
 *   course bought alone and again in a bundle keeps its seat when one of the two is refunded); a free or
 *   staff-granted seat is never touched; enrolled_count follows;
 * - the affiliate's commission is reversed (it stays on the ledger as reversed), and so are the
 *   instructors' credits (a reversal row each, docs/decisions/030).
 * The promo redemption and the wheel prize stay used on purpose: they are one-off benefits, and giving
 * them back would let a buyer cycle buy -> refund -> buy and keep a single-use discount for ever; the
 * redemption also remains the true record of what the code did. Staff can issue a new code if fair.
 * The money itself goes back through the gateway's merchant panel; this records the decision.
 */
export async function refundOrder(options: {
  db: Database;
  orderId: number;
  staffId: number;
  reason: string;
}): Promise<AdminOrderRow> {
  const { db, orderId } = options;
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    if (order.status !== 'paid') throw AppError.conflict(ONLY_PAID_REFUND_MESSAGE);
    const now = new Date();
    await repo.updateOrder(tx, orderId, {
      status: 'refunded',
      refundedAt: now,
      refundedBy: options.staffId,
      refundReason: options.reason,
    });

    const courseIds = await orderCourseIds(tx, order);
    const stillPaid = new Set(
      await repo.findCoursesPaidElsewhere(tx, { userId: order.userId, orderId, courseIds }),
    );
    const removed: number[] = [];
    for (const courseId of courseIds) {
      if (stillPaid.has(courseId)) continue;
      if (await unenroll({ db: tx, userId: order.userId, courseId, sources: PURCHASED_SOURCES })) {
        removed.push(courseId);
      }
    }
    await reverseCommission(tx, orderId, now);
    await reverseInstructorCredits(tx, orderId, now);
    await recordPaymentEvent(tx, {
      orderId,
      gateway: order.gateway,
      source: 'refund',
      outcome: 'refunded',
      payload: { by: options.staffId, reason: options.reason, removed_course_ids: removed },
    });
  });
  const order = await repo.findOrderById(db, orderId);
  const buyer = order ? await repo.findBuyer(db, order.userId) : undefined;
  if (!order || !buyer) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
  return toAdminOrderRow(order, buyer);
}
