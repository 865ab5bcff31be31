import { applyDiscountChain, basePrice, bestOffer } from '@dokkho/domain/pricing';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { courses, enrollments, offerCourses, offers, orders, paymentEvents, users } from '../schema';
import { seededRandom } from './demo-reviews';
import { pgArray } from './pg-array';

/** A bought seat: who bought which course, when. */
export interface CoursePurchase {
  userId: number;
  courseId: number;
  title: string;
  price: number;
  salePrice: number | null;
  paidAt: Date;
}

/** How learners in Bangladesh pay through SSLCommerz, roughly as often as they do (mobile wallets first). */
const PAYMENT_METHODS: readonly (readonly [string, number])[] = [
  ['BKASH-BKash', 0.52],
  ['NAGAD-Nagad', 0.24],
  ['ROCKET-Rocket', 0.06],
  ['VISA-Dutch Bangla', 0.08],
  ['MASTER-BRAC bank', 0.06],
  ['IBBL-Islami Bank', 0.04],
];

function paymentMethod(random: () => number): string {
  let pick = random();
  for (const [method, share] of PAYMENT_METHODS) {
    pick -= share;
    if (pick < 0) return method;
  }
  return PAYMENT_METHODS[0]![0];
}

/**
 * The paid orders behind bought seats (issue 15 item 7: a paid seat has the order that paid for it): the
 * crowd's (seed-crowd.ts) and the demo accounts' own. Each is priced the way checkout prices (the domain's chain, ADR 011/021): the course's base price
 * less the best sales or Eid offer running for it at the moment of purchase, if any. Invoice numbers
 * follow the payment dates across these and the orders already written (see `invoiceNumbers`).
 */
export async function insertPaidCourseOrders(
  tx: Database,
  purchases: readonly CoursePurchase[],
  random: () => number,
  /** Keeps each caller's tran_ids apart: DKHDEMO + this + a serial. */
  tag: string,
): Promise<number> {
  if (purchases.length === 0) return 0;
  const campaigns = await tx
    .select({
      id: offers.id,
      kind: offers.kind,
      amount: offers.amount,
      appliesToAll: offers.appliesToAll,
      startsAt: offers.startsAt,
      endsAt: offers.endsAt,
      isActive: offers.isActive,
    })
    .from(offers);
  const covered = await tx.select().from(offerCourses);
  const coversCourse = new Set(covered.map((row) => `${row.offerId}:${row.courseId}`));

  const rows = purchases.map((purchase, index) => {
    const at = purchase.paidAt.getTime();
    const running = campaigns.filter(
      (offer) =>
        offer.isActive &&
        offer.startsAt.getTime() <= at &&
        at < offer.endsAt.getTime() &&
        (offer.appliesToAll || coversCourse.has(`${offer.id}:${purchase.courseId}`)),
    );
    const base = basePrice(purchase);
    const offer = bestOffer(base, running);
    const { taken, total } = applyDiscountChain(base, { sales: offer });
    return {
      tranId: `DKHDEMO${tag}${String(index + 1).padStart(6, '0')}`,
      userId: purchase.userId,
      courseId: purchase.courseId,
      title: purchase.title,
      listPrice: purchase.price,
      basePrice: base,
      offerId: taken.sales > 0 ? offer!.id : null,
      salesDiscount: taken.sales,
      total,
      method: paymentMethod(random),
      // The checkout was opened a few minutes before the gateway confirmed the payment.
      createdAt: new Date(at - (2 + random() * 13) * 60_000).toISOString(),
      paidAt: purchase.paidAt.toISOString(),
    };
  });
  const numbers = await invoiceNumbers(
    tx,
    rows.map((row) => new Date(row.paidAt)),
  );
  // One statement with arrays (as the crowd's seats): thousands of orders in well under a second.
  await tx.execute(sql`
    insert into ${orders} (tran_id, user_id, kind, course_id, item_title, list_price, base_price, offer_id,
                           sales_discount, total, status, gateway, gateway_payment_id, payment_method,
                           invoice_number, paid_at, created_at, updated_at)
    select t.tran_id, t.user_id, 'course', t.course_id, t.item_title, t.list_price, t.base_price, t.offer_id,
           t.sales_discount, t.total, 'paid', 'sslcommerz', 'DEMO-VAL-' || t.tran_id, t.method,
           t.invoice_number, t.paid_at, t.created_at, t.paid_at
      from unnest(
        ${pgArray(rows.map((row) => row.tranId))}::text[],
        ${pgArray(rows.map((row) => row.userId))}::int[],
        ${pgArray(rows.map((row) => row.courseId))}::int[],
        ${pgArray(rows.map((row) => row.title))}::text[],
        ${pgArray(rows.map((row) => row.listPrice))}::int[],
        ${pgArray(rows.map((row) => row.basePrice))}::int[],
        ${pgArray(rows.map((row) => row.offerId))}::int[],
        ${pgArray(rows.map((row) => row.salesDiscount))}::int[],
        ${pgArray(rows.map((row) => row.total))}::int[],
        ${pgArray(rows.map((row) => row.method))}::text[],
        ${pgArray(numbers)}::text[],
        ${pgArray(rows.map((row) => row.paidAt))}::timestamptz[],
        ${pgArray(rows.map((row) => row.createdAt))}::timestamptz[]
      ) as t(tran_id, user_id, course_id, item_title, list_price, base_price, offer_id, sales_discount, total,
             method, invoice_number, paid_at, created_at)`);
  return rows.length;
}

/**
 * The gateway's side of every seeded order that was paid: the IPN that confirmed it (as the API records a
 * callback, modules/payments) and, for a refunded one, the refund. Run once all the seed's orders are in.
 */
export async function recordSeededPayments(tx: Database): Promise<void> {
  await tx.execute(sql`
    insert into ${paymentEvents} (order_id, gateway, source, outcome, payload, created_at)
    select o.id, o.gateway, 'ipn', 'confirmed',
           jsonb_build_object('fields', jsonb_build_object(
             'tran_id', o.tran_id, 'val_id', o.gateway_payment_id, 'status', 'VALID',
             'amount', to_char(o.total / 100.0, 'FM9999999990.00'), 'currency', o.currency,
             'card_type', o.payment_method)),
           o.paid_at
      from ${orders} o
     where o.paid_at is not null and o.gateway <> 'none'
       and not exists (select 1 from ${paymentEvents} e where e.order_id = o.id)`);
  await tx.execute(sql`
    insert into ${paymentEvents} (order_id, gateway, source, outcome, payload, created_at)
    select o.id, o.gateway, 'refund', 'refunded',
           jsonb_build_object('refund_amount', to_char(o.total / 100.0, 'FM9999999990.00'),
                              'reason', o.refund_reason),
           o.refunded_at
      from ${orders} o
     where o.refunded_at is not null
       and not exists (select 1 from ${paymentEvents} e where e.order_id = o.id and e.source = 'refund')`);
}

/**
 * Invoice numbers in the order the payments came in, as the API's confirmation gives them: one
 * DKH-INV-YYYY-NNNNNN sequence per year in Dhaka, without holes. The seed writes orders out of date order
 * (the affiliate's recent sales before the crowd's older ones), so the paid orders already written are
 * numbered again together with the new ones (a few dozen rows, not the thousands a renumbering in SQL
 * would rewrite). Answers the new orders' numbers, in the order of `paidAts`.
 */
async function invoiceNumbers(tx: Database, paidAts: readonly Date[]): Promise<string[]> {
  // The domain's dhakaYear by arithmetic (Dhaka is UTC+6 all year): thousands of Intl calls cost more than
  // the rest of the numbering. The seed test checks every number against dhakaYear itself.
  const dhakaYearOf = (ms: number) => new Date(ms + 6 * 3_600_000).getUTCFullYear();
  const existing = await tx
    .select({ id: orders.id, paidAt: orders.paidAt })
    .from(orders)
    .where(isNotNull(orders.paidAt));
  const all = [
    ...existing.map((row) => ({ at: row.paidAt!.getTime(), existing: row.id, index: -1 })),
    ...paidAts.map((at, index) => ({ at: at.getTime(), existing: 0, index })),
  ].sort((a, b) => a.at - b.at || a.existing - b.existing);
  const serials = new Map<string, number>();
  const fresh = new Array<string>(paidAts.length);
  const renumbered: { id: number; number: string }[] = [];
  for (const entry of all) {
    const prefix = `DKH-INV-${dhakaYearOf(entry.at)}-`;
    const serial = (serials.get(prefix) ?? 0) + 1;
    serials.set(prefix, serial);
    const number = `${prefix}${String(serial).padStart(6, '0')}`;
    if (entry.index >= 0) fresh[entry.index] = number;
    else renumbered.push({ id: entry.existing, number });
  }
  if (renumbered.length > 0) {
    // Cleared first: a unique column cannot take numbers moving between rows in one statement.
    const ids = renumbered.map((row) => row.id);
    await tx.update(orders).set({ invoiceNumber: null }).where(inArray(orders.id, ids));
    await tx.execute(sql`
      update ${orders} as o set invoice_number = t.number
        from unnest(${pgArray(ids)}::int[], ${pgArray(renumbered.map((row) => row.number))}::text[]) as t(id, number)
       where o.id = t.id`);
  }
  return fresh;
}

/**
 * Paid courses the demo sign-in accounts bought themselves, so their Orders page has a receipt to open and
 * their course list a bought course beside the free ones. Outside every offer window (demo-offers.ts).
 * Only the all-roles account: learner@ stays the account a test may delete (orders keep their buyer).
 */
export const DEMO_ACCOUNT_PURCHASES: readonly { email: string; course: string; daysAgo: number }[] = [
  { email: 'demo@dokkho.test', course: 'python-for-data-analysis', daysAgo: 18 },
];

/**
 * The demo accounts' own purchases (DEMO_ACCOUNT_PURCHASES): the order, and the seat it paid for. Runs
 * before the crowd, which counts these seats and then writes the payments of all the seed's orders. An
 * account a real user took is skipped.
 */
export async function seedDemoAccountPurchases(
  tx: Database,
  courseIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const buyers = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        DEMO_ACCOUNT_PURCHASES.map((purchase) => purchase.email),
      ),
    );
  const ids = DEMO_ACCOUNT_PURCHASES.map((purchase) => {
    const id = courseIds.get(purchase.course);
    if (id === undefined) throw new Error(`Demo purchases: unknown course "${purchase.course}"`);
    return id;
  });
  const courseRows = await tx.select().from(courses).where(inArray(courses.id, ids));
  const purchases = DEMO_ACCOUNT_PURCHASES.flatMap((purchase, index) => {
    const buyer = buyers.find((row) => row.email === purchase.email);
    const course = courseRows.find((row) => row.id === ids[index]);
    if (!buyer || !course) return [];
    return [
      {
        userId: buyer.id,
        courseId: course.id,
        title: course.title,
        price: course.price,
        salePrice: course.salePrice,
        // In the evening, Dhaka time: when people buy after work.
        paidAt: new Date(now.getTime() - purchase.daysAgo * 86_400_000 - 3 * 3_600_000),
      },
    ];
  });
  if (purchases.length === 0) return;
  await insertPaidCourseOrders(tx, purchases, seededRandom(20_261_127), 'A');
  await tx.insert(enrollments).values(
    purchases.map((purchase) => ({
      userId: purchase.userId,
      courseId: purchase.courseId,
      source: 'purchase' as const,
      createdAt: purchase.paidAt,
    })),
  );
}
