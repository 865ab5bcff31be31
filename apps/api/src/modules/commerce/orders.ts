import { randomBytes } from 'node:crypto';
import type { Quote } from '@dokkho/contract/commerce';
import type { Database } from '@dokkho/db';
import { formatTaka } from '@dokkho/domain/money';
import { dhakaYear } from '@dokkho/domain/dates';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import { recordCommission } from '../affiliate/ledger';
import { creditInstructors, type InstructorSettings } from '../instructor-earnings/ledger';
import { enroll, ALREADY_ENROLLED_MESSAGE } from '../learning/service';
import { notify } from '../notifications/service';
import { markWheelPrizeUsed } from '../offers/wheel';
import { alertStaffOfOveruse, type OverusedDiscount } from './overuse-alert';
import { priceItem, type AffiliateSettings } from './pricing';
import { sendReceiptEmail, type ReceiptMailer } from './receipt-email';
import * as repo from './repo';

/*
 * Orders (ARCHITECTURE.md "Money and payments"): created priced from the server's chain, then moved
 * pending -> paid | failed | cancelled by the gateway callbacks (modules/payments), and paid -> refunded
 * by staff (refunds.ts). These functions are what the payments module calls; their signatures are shared
 * with it (scratch brief of issue 5).
 */

export type OrderRow = repo.OrderRow;
export type PayableGateway = 'sslcommerz' | 'stripe';
export type Gateway = PayableGateway | 'none';

export const ALREADY_ENROLLED_BUNDLE_MESSAGE = 'You are already enrolled in every course of this bundle.';
export const FREE_COURSE_MESSAGE = 'This course is free: enrol from the course page.';

/**
 * 409 on `expected_total` (ADR 014): the checkout priced the order differently from the total the learner
 * was shown (a once-only discount was used meanwhile, an offer ended), so nobody is sent to a gateway to
 * pay a price they have not seen.
 */
export function priceChanged(total: number): AppError {
  const message = `The price has changed since you saw it: the total is now ${formatTaka(total)}. Please check it before you pay.`;
  return AppError.conflict(message, { expected_total: [message] });
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TRAN_ID_RANDOM_CHARS = 20;

/**
 * The gateway's transaction id: `DKH` and 20 Crockford base32 characters (100 random bits), 23 characters
 * in all (SSLCommerz allows 30). Random rather than the order id, so a callback cannot be aimed at
 * someone else's order by counting.
 */
export function newTranId(): string {
  return `DKH${Array.from(randomBytes(TRAN_ID_RANDOM_CHARS), (byte) => CROCKFORD[byte & 31]).join('')}`;
}

export interface CreatedOrder {
  id: number;
  token: string;
  tranId: string;
  total: number;
  currency: string;
  itemTitle: string;
  kind: 'course' | 'bundle';
  courseIds: number[];
  firstCourseId: number;
  /** `pending`, or `paid` when the discounts covered the whole price (gateway `none`). */
  status: repo.OrderStatus;
  gateway: Gateway;
}

/**
 * Prices the item (pricing.ts) and records a pending order with its breakdown. 404 for an item not on
 * sale, 400 for a promo problem (field `promo_code`), 409 when the learner already holds every seat it
 * would give, 409 on `expected_total` when the total is not the one the learner was shown. A total of 0
 * needs no gateway: the order is created with gateway `none` and confirmed at once, so it comes back
 * `paid` and enrolled; should another order have spent its once-only discount meanwhile, it is closed as
 * failed and the learner gets the new price (or the promo code's problem) instead.
 */
export async function createOrder(options: {
  db: Database;
  userId: number;
  item: { kind: 'course' | 'bundle'; id: number };
  gateway: PayableGateway;
  promoCode?: string | undefined;
  affiliateCode?: string | undefined;
  affiliate: AffiliateSettings;
  instructor: InstructorSettings;
  /** The total the learner was shown; when given, any other total is refused (`priceChanged`). */
  expectedTotal?: number | undefined;
  /** Sends the receipt when the order is paid at once (a zero total). */
  receipt?: ReceiptMailer | undefined;
}): Promise<{ order: CreatedOrder; quote: Quote }> {
  const { db, userId } = options;
  const price = () =>
    priceItem({
      db,
      userId,
      item: options.item,
      promoCode: options.promoCode,
      affiliateCode: options.affiliateCode,
      affiliate: options.affiliate,
      promoField: 'promo_code',
    });
  const pricing = await price();
  const { item, quote, taken } = pricing;
  if (item.basePrice === 0) throw AppError.badRequest(FREE_COURSE_MESSAGE);
  if (options.expectedTotal !== undefined && options.expectedTotal !== quote.total) {
    throw priceChanged(quote.total);
  }

  const enrolled = await repo.findEnrolledCourseIds(db, userId, item.courseIds);
  if (enrolled.length === item.courseIds.length) {
    throw AppError.conflict(
      item.kind === 'course' ? ALREADY_ENROLLED_MESSAGE : ALREADY_ENROLLED_BUNDLE_MESSAGE,
    );
  }

  const gateway: Gateway = quote.total === 0 ? 'none' : options.gateway;
  let row: repo.OrderRow | undefined;
  for (let attempt = 1; !row; attempt += 1) {
    try {
      row = await repo.insertOrder(db, {
        tranId: newTranId(),
        userId,
        kind: item.kind,
        courseId: item.kind === 'course' ? item.id : null,
        bundleId: item.kind === 'bundle' ? item.id : null,
        itemTitle: item.title,
        currency: 'BDT',
        listPrice: item.listPrice,
        basePrice: item.basePrice,
        promoCodeId: pricing.promo?.id ?? null,
        promoCode: pricing.promo?.code ?? null,
        promoDiscount: taken.promo,
        offerId: pricing.offerId,
        salesDiscount: taken.sales,
        affiliateId: pricing.affiliateId,
        affiliateDiscount: taken.affiliate,
        wheelSpinId: pricing.wheelSpinId,
        wheelDiscount: taken.wheel,
        total: quote.total,
        gateway,
      });
    } catch (error) {
      // Two random 100-bit tran_ids meeting: practically never, but a new one is free.
      if (attempt >= 3 || !uniqueViolation(error)) throw error;
    }
  }

  let status = row.status;
  if (gateway === 'none') {
    const outcome = await confirmOrderPaid({
      db,
      orderId: row.id,
      gateway: 'none',
      amount: 0,
      currency: row.currency,
      gatewayPaymentId: null,
      paymentMethod: null,
      affiliate: options.affiliate,
      instructor: options.instructor,
      receipt: options.receipt,
    });
    if (outcome === 'confirmed') status = 'paid';
    if (outcome === 'spent') {
      await closeOrder({ db, orderId: row.id, status: 'failed' });
      // Priced again without the spent discount: a promo code answers its own 400 here.
      throw priceChanged((await price()).quote.total);
    }
  }
  return {
    order: {
      id: row.id,
      token: row.token,
      tranId: row.tranId,
      total: row.total,
      currency: row.currency,
      itemTitle: row.itemTitle,
      kind: row.kind,
      courseIds: item.courseIds,
      firstCourseId: item.courseIds[0]!,
      status,
      gateway,
    },
    quote,
  };
}

/** The order a gateway callback names (SSLCommerz tran_id, Stripe client_reference_id). */
export function findOrderByTranId(db: Database, tranId: string): Promise<repo.OrderRow | null> {
  return repo.findOrderByTranId(db, tranId);
}

/** The order behind a result page or receipt link. A malformed token is simply not found. */
export async function findOrderByToken(db: Database, token: string): Promise<repo.OrderRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(token)) return null;
  return repo.findOrderByToken(db, token);
}

/** The courses an order enrols in: its course, or the published courses of its bundle. */
export async function orderCourseIds(db: Database, order: repo.OrderRow): Promise<number[]> {
  if (order.courseId !== null) return [order.courseId];
  if (order.bundleId === null) return [];
  return (await repo.findBundleCourses(db, order.bundleId)).map((course) => course.id);
}

/** DKH-INV-YYYY-: the year is the one in Dhaka when the payment was confirmed. */
export function invoicePrefix(at: Date): string {
  return `DKH-INV-${dhakaYear(at)}-`;
}

/**
 * `spent` only for an order with nothing to pay (gateway `none`): another order spent its once-only
 * discount first, and as no money was taken there is nothing to honour, so nothing changes (ADR 014).
 */
export type ConfirmOutcome = 'confirmed' | 'already-paid' | 'rejected' | 'spent';

/** Thrown inside the confirmation transaction to roll back an order with nothing to pay (see `spent`). */
class SpentWithoutPayment extends Error {}

/**
 * Marks an order paid after the gateway's server-side validation, with everything a payment brings, in
 * ONE transaction under the order's row lock:
 * - `rejected` (nothing changes; the caller logs it): unknown order, another gateway than the order's, or
 *   an amount or currency that is not exactly the order's;
 * - `already-paid` (nothing changes): the order is paid already (a duplicate or concurrent callback), or
 *   refunded (that payment was counted once and is never counted again);
 * - `confirmed`: pending, failed or cancelled -> paid (a validated payment after a fail or cancel still
 *   counts: the money was taken); the promo redemption (used_count + 1), the wheel prize used, the
 *   affiliate's commission, a seat in each course, and the invoice number, all or nothing.
 * Once-only discounts are redeemed here, atomically (ADR 014): the promo code under its row lock, the wheel
 * prize by a conditional update. When another order spent one first (two checkouts open at once), a paid
 * order is still honoured, since the buyer paid the price they were shown: it is confirmed with the
 * discount listed in `overused_discounts`, and staff are told after the commit. An order with nothing
 * to pay is not honoured that way: it answers `spent` and stays unpaid.
 */
export async function confirmOrderPaid(options: {
  db: Database;
  orderId: number;
  gateway: Gateway;
  amount: number;
  currency: string;
  gatewayPaymentId: string | null;
  paymentMethod: string | null;
  affiliate: AffiliateSettings;
  instructor: InstructorSettings;
  /**
   * When given, a confirmed order's receipt is e-mailed after the transaction commits, and staff are
   * e-mailed about an over-used discount.
   */
  receipt?: ReceiptMailer | undefined;
}): Promise<ConfirmOutcome> {
  const { db, orderId } = options;
  const overused: OverusedDiscount[] = [];
  const transaction = db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) return 'rejected';
    if (order.status === 'paid' || order.status === 'refunded') return 'already-paid';
    if (order.gateway !== options.gateway) return 'rejected';
    if (options.amount !== order.total || options.currency !== order.currency) return 'rejected';

    const now = new Date();
    if (order.promoCodeId !== null) {
      const promo = await repo.redeemPromo(tx, {
        promoCodeId: order.promoCodeId,
        userId: order.userId,
        orderId,
        at: now,
      });
      if (promo === 'spent') overused.push('promo');
    }
    if (order.wheelSpinId !== null && !(await markWheelPrizeUsed(tx, order.wheelSpinId, now))) {
      overused.push('wheel');
    }
    if (overused.length > 0 && order.gateway === 'none') throw new SpentWithoutPayment();
    // A zero total earns nothing: no row for a commission of 0.
    let affiliateCommission = 0;
    if (order.affiliateId !== null && order.total > 0) {
      affiliateCommission = await recordCommission(tx, {
        affiliateId: order.affiliateId,
        orderId,
        total: order.total,
        rateBasisPoints: options.affiliate.commissionBasisPoints,
        itemTitle: order.itemTitle,
      });
    }
    const source = order.kind === 'course' ? 'purchase' : 'bundle';
    const courseIds = await orderCourseIds(tx, order);
    for (const courseId of courseIds) {
      await enroll({ db: tx, userId: order.userId, courseId, source });
    }
    // The instructors' share of what the sale leaves after the gateway's fee and that commission (ADR 030).
    await creditInstructors(tx, {
      orderId,
      total: order.total,
      gatewayFeeBasisPoints: options.instructor.gatewayFeeBasisPoints[order.gateway],
      affiliateCommission,
      shareBasisPoints: options.instructor.shareBasisPoints,
      courseIds,
      at: now,
    });
    // Last: the invoice lock is held to the commit, so it is taken when everything else is done.
    const prefix = invoicePrefix(now);
    const serial = await repo.nextInvoiceSerial(tx, prefix);
    await repo.updateOrder(tx, orderId, {
      status: 'paid',
      paidAt: now,
      gatewayPaymentId: options.gatewayPaymentId,
      paymentMethod: options.paymentMethod,
      invoiceNumber: `${prefix}${String(serial).padStart(6, '0')}`,
      overusedDiscounts: overused,
    });
    // Issue 17 item 8: the learner's bell, committed with the payment.
    await notify(tx, {
      userId: order.userId,
      params: { kind: 'order_paid', item_title: order.itemTitle, total: order.total },
      link: `/newDashboard/orders/${order.token}`,
      at: now,
    });
    return 'confirmed';
  });
  const outcome = await transaction.catch((error: unknown) => {
    if (error instanceof SpentWithoutPayment) return 'spent' as const;
    throw error;
  });
  if (outcome === 'confirmed' && options.receipt) {
    if (overused.length > 0) await alertStaffOfOveruse({ db, orderId, overused, mailer: options.receipt });
    await sendReceiptEmail({ db, orderId, mailer: options.receipt });
  }
  return outcome;
}

/**
 * How long a checkout may stay unfinished: a Stripe Checkout Session expires after 24 hours and an
 * SSLCommerz session sooner, so past this no gateway page can still be paying it.
 */
export const ABANDONED_ORDER_HOURS = 25;

/** Closes checkouts nobody finished, so the learner's order list does not show them pending for ever. */
export function cancelAbandonedOrders(db: Database, now = new Date()): Promise<number> {
  return repo.cancelPendingOrdersBefore(db, new Date(now.getTime() - ABANDONED_ORDER_HOURS * 3_600_000), now);
}

/** pending -> failed | cancelled (a gateway's fail or cancel). False when the order was not pending. */
export function closeOrder(options: {
  db: Database;
  orderId: number;
  status: 'failed' | 'cancelled';
}): Promise<boolean> {
  return repo.closePendingOrder(options.db, { id: options.orderId, status: options.status, at: new Date() });
}

/**
 * The learner's pending orders for an item made before order `beforeId`: earlier checkouts of the same
 * thing that a newer one replaces (modules/payments closes them and ends their gateway sessions).
 */
export function findEarlierPendingOrders(
  db: Database,
  input: { userId: number; item: { kind: 'course' | 'bundle'; id: number }; beforeId: number },
): Promise<repo.OrderRow[]> {
  return repo.findEarlierPendingOrders(db, {
    userId: input.userId,
    courseId: input.item.kind === 'course' ? input.item.id : null,
    bundleId: input.item.kind === 'bundle' ? input.item.id : null,
    beforeId: input.beforeId,
  });
}

/**
 * Keeps the gateway's session id (SSLCommerz sessionkey, Stripe Checkout Session id) on the order, for
 * support and so that a Stripe callback can be matched to the session we started.
 */
export async function attachGatewaySession(db: Database, orderId: number, sessionId: string): Promise<void> {
  await repo.updateOrder(db, orderId, { gatewaySessionId: sessionId });
}

const withoutNul = (text: string) => text.replaceAll('\u0000', '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD');

/** Keys whose values never go into the audit table, whoever sends them (our own secrets included). */
const SECRET_KEY = /(?:^|_)(?:pass|passwd|password|secret|api_?key|authorization|cvc|cvv)(?:$|_)/i;

/**
 * A copy of the payload with secret-looking values replaced, at any depth, and NUL characters and lone
 * surrogates (which PostgreSQL refuses in jsonb) shown as U+FFFD: a hostile callback is still recorded,
 * not lost to a 500.
 */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return withoutNul(value);
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        withoutNul(key),
        SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

/**
 * Keeps a callback or validation answer raw for audits and disputes (schema: payment_events). Values
 * under secret-looking keys (store_passwd, keys, secrets) are replaced before they are stored.
 */
export async function recordPaymentEvent(
  db: Database,
  event: {
    orderId: number | null;
    gateway: Gateway;
    source: string;
    outcome: string;
    payload: unknown;
  },
): Promise<void> {
  await repo.insertPaymentEvent(db, {
    orderId: event.orderId,
    gateway: event.gateway,
    source: event.source,
    outcome: event.outcome,
    payload: redactSecrets(event.payload ?? {}),
  });
}
