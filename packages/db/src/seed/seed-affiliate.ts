import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { dhakaYear } from '@dokkho/domain/dates';
import { applyDiscountChain, basePrice } from '@dokkho/domain/pricing';
import type { Database } from '../client';
import {
  affiliateClicks,
  affiliateCommissions,
  affiliatePayoutRequests,
  affiliateProfiles,
  courses,
  enrollments,
  orders,
  users,
} from '../schema';

/** The demo affiliate (demo-accounts.ts): affiliate@dokkho.test, code AFFDEMO7. */
export const DEMO_AFFILIATE_EMAIL = 'affiliate@dokkho.test';

/**
 * The programme's default terms (apps/api config.affiliate: AFFILIATE_COMMISSION_PERCENT 20,
 * AFFILIATE_DISCOUNT_PERCENT 5). The demo orders are priced with them, the way the checkout prices an
 * order through an affiliate link (the domain's pricing chain; the commission floored to the poisha).
 */
export const DEMO_COMMISSION_BASIS_POINTS = 2000;
export const DEMO_BUYER_DISCOUNT_PERCENT = 5;

/** The paid courses the demo affiliate promotes. */
export const DEMO_AFFILIATE_COURSES = [
  'data-analytics-excel-sql-power-bi',
  'python-for-data-analysis',
  'sql-for-data-analysts',
  'power-bi-dashboard-dax-masterclass',
  'mern-stack-web-development',
] as const;
type PromotedCourse = (typeof DEMO_AFFILIATE_COURSES)[number];

/**
 * Learners who bought through the demo affiliate's links. Like the catalog's instructors they have no
 * password: they are data to look at, not accounts to sign in with.
 */
export const DEMO_BUYERS = [
  { username: 'tahmina_akter', firstName: 'Tahmina', lastName: 'Akter' },
  { username: 'rakib_hasan', firstName: 'Rakib', lastName: 'Hasan' },
  { username: 'sadia_islam', firstName: 'Sadia', lastName: 'Islam' },
  { username: 'imran_hossain', firstName: 'Imran', lastName: 'Hossain' },
  { username: 'farhana_yasmin', firstName: 'Farhana', lastName: 'Yasmin' },
  { username: 'arif_chowdhury', firstName: 'Arif', lastName: 'Chowdhury' },
] as const;

/** Learners who bought through the all-roles demo account's links (code DEMO2026), also without a password. */
export const DEMO_ACCOUNT_BUYERS = [
  { username: 'nasrin_sultana', firstName: 'Nasrin', lastName: 'Sultana' },
  { username: 'shamim_reza', firstName: 'Shamim', lastName: 'Reza' },
  { username: 'fahmida_nasrin', firstName: 'Fahmida', lastName: 'Nasrin' },
] as const;

interface DemoSale {
  buyer: string;
  course: PromotedCourse;
  daysAgo: number;
  method: string;
  refundedDaysAgo?: number;
}

const buyerEmail = (username: string) => `${username.replace(/_/g, '.')}@learners.dokkho.test`;

/** The sales, days before the seed ran: 8 paid, one refunded a few days later. */
const DEMO_SALES: readonly DemoSale[] = [
  { buyer: 'tahmina_akter', course: 'data-analytics-excel-sql-power-bi', daysAgo: 27, method: 'BKASH-BKash' },
  { buyer: 'rakib_hasan', course: 'python-for-data-analysis', daysAgo: 23, method: 'NAGAD-Nagad' },
  { buyer: 'sadia_islam', course: 'data-analytics-excel-sql-power-bi', daysAgo: 19, method: 'BKASH-BKash' },
  {
    buyer: 'imran_hossain',
    course: 'mern-stack-web-development',
    daysAgo: 16,
    method: 'VISA-Dutch Bangla',
    refundedDaysAgo: 13,
  },
  { buyer: 'farhana_yasmin', course: 'sql-for-data-analysts', daysAgo: 12, method: 'BKASH-BKash' },
  {
    buyer: 'arif_chowdhury',
    course: 'power-bi-dashboard-dax-masterclass',
    daysAgo: 8,
    method: 'NAGAD-Nagad',
  },
  { buyer: 'tahmina_akter', course: 'sql-for-data-analysts', daysAgo: 5, method: 'BKASH-BKash' },
  // Four days ago: the day before the Eid offer on this course began (demo-offers.ts), so no sales discount.
  { buyer: 'rakib_hasan', course: 'data-analytics-excel-sql-power-bi', daysAgo: 4, method: 'BKASH-BKash' },
  { buyer: 'sadia_islam', course: 'power-bi-dashboard-dax-masterclass', daysAgo: 1, method: 'NAGAD-Nagad' },
];

/** The payout the demo affiliate already received (paid), days before the seed. */
const DEMO_PAYOUT = { amount: 100_000, requestedDaysAgo: 11, paidDaysAgo: 9, note: 'Nagad TrxID 7KQ3X9PA2M' };

/** One affiliate's demo history: who bought through its links, and its payout if it had one. */
interface DemoProgramme {
  email: string;
  buyers: readonly { username: string; firstName: string; lastName: string }[];
  sales: readonly DemoSale[];
  payout: (typeof DEMO_PAYOUT & { account: string }) | null;
  /** Keeps each programme's order ids, visitors and clicks apart. */
  tag: string;
  seed: number;
}

const DEMO_PROGRAMMES: readonly DemoProgramme[] = [
  {
    email: DEMO_AFFILIATE_EMAIL,
    buyers: DEMO_BUYERS,
    sales: DEMO_SALES,
    payout: { ...DEMO_PAYOUT, account: '+8801700000005' },
    tag: 'AFF',
    seed: 20_260_305,
  },
  // The all-roles demo account (demo-account.ts): a newer affiliate, three sales and no payout yet.
  {
    email: 'demo@dokkho.test',
    buyers: DEMO_ACCOUNT_BUYERS,
    sales: [
      {
        buyer: 'nasrin_sultana',
        course: 'power-bi-dashboard-dax-masterclass',
        daysAgo: 14,
        method: 'BKASH-BKash',
      },
      {
        buyer: 'shamim_reza',
        course: 'data-analytics-excel-sql-power-bi',
        daysAgo: 9,
        method: 'NAGAD-Nagad',
      },
      { buyer: 'fahmida_nasrin', course: 'sql-for-data-analysts', daysAgo: 4, method: 'BKASH-BKash' },
    ],
    payout: null,
    tag: 'ACC',
    seed: 20_261_115,
  },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A small deterministic generator: the same demo numbers on every fresh database. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A visitor hash shaped like the API's (43 base64url characters), not derived from any address. */
const visitor = (tag: string, n: number) =>
  createHash('sha256')
    .update(`demo-affiliate-visitor-${tag === 'AFF' ? '' : `${tag}-`}${n}`)
    .digest('base64url');

/** `DKH-INV-YYYY-`: the year in Dhaka, as the API numbers invoices (modules/commerce/orders.ts). */
function invoicePrefix(at: Date): string {
  const year = dhakaYear(at);
  return `DKH-INV-${year}-`;
}

/**
 * The demo affiliate's month (issue 5 item 7): clicks on five courses over the last 30 days, 9 orders
 * through the link by demo learners (one refunded, its commission reversed), their enrolments and a paid
 * payout. The balance stays above the payout minimum, so the demo can request a payout at once. The
 * all-roles demo account (code DEMO2026) gets a shorter history of its own: three sales, no payout yet.
 * Runs inside the catalog's seed transaction, after the other demo data; an affiliate whose account a real
 * user took is skipped.
 */
export async function seedDemoAffiliate(tx: Database, courseIds: Map<string, number>, now: Date) {
  for (const programme of DEMO_PROGRAMMES) await seedProgramme(tx, programme, courseIds, now);
}

async function seedProgramme(
  tx: Database,
  programme: DemoProgramme,
  courseIds: Map<string, number>,
  now: Date,
) {
  const [affiliate] = await tx
    .select({ id: affiliateProfiles.id, userId: affiliateProfiles.userId })
    .from(affiliateProfiles)
    .innerJoin(users, eq(users.id, affiliateProfiles.userId))
    .where(sql`lower(${users.email}) = ${programme.email}`);
  if (!affiliate) return;

  const courseId = (slug: PromotedCourse) => {
    const id = courseIds.get(slug);
    if (id === undefined) throw new Error(`Demo affiliate: unknown course "${slug}"`);
    return id;
  };
  const courseRows = await tx
    .select({ id: courses.id, title: courses.title, price: courses.price, salePrice: courses.salePrice })
    .from(courses)
    .where(inArray(courses.id, DEMO_AFFILIATE_COURSES.map(courseId)));
  const courseById = new Map(courseRows.map((row) => [row.id, row]));
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);

  const buyerRows = await tx
    .insert(users)
    .values(
      programme.buyers.map((buyer) => ({
        email: buyerEmail(buyer.username),
        username: buyer.username,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        passwordHash: null,
        emailConfirmed: true,
        createdAt: ago(40),
      })),
    )
    // A real account that took a buyer's e-mail or username is left alone (its sales are skipped below).
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  const buyerIdOf = (username: string) => buyerRows.find((row) => row.username === username)?.id;
  const sales = programme.sales.filter((sale) => buyerIdOf(sale.buyer) !== undefined);
  const buyerId = (username: string) => buyerIdOf(username)!;

  // Clicks: a few a day on each course, more on the popular ones; some visitors come back.
  const random = generator(programme.seed);
  const clicks: (typeof affiliateClicks.$inferInsert)[] = [];
  let visitors = 0;
  for (let day = 29; day >= 0; day -= 1) {
    for (const [index, slug] of DEMO_AFFILIATE_COURSES.entries()) {
      const count = Math.floor(random() * (index < 2 ? 5 : 3));
      for (let i = 0; i < count; i += 1) {
        const returning = visitors > 0 && random() < 0.25;
        clicks.push({
          affiliateId: affiliate.id,
          courseId: courseId(slug),
          visitorHash: visitor(programme.tag, returning ? Math.floor(random() * visitors) : visitors++),
          createdAt: ago(day, Math.floor(random() * 20) + 1),
        });
      }
    }
  }
  // Each buyer's own visit, an hour before buying.
  for (const sale of sales) {
    clicks.push({
      affiliateId: affiliate.id,
      courseId: courseId(sale.course),
      userId: buyerId(sale.buyer),
      visitorHash: visitor(
        programme.tag,
        10_000 + programme.buyers.findIndex((b) => b.username === sale.buyer),
      ),
      createdAt: ago(sale.daysAgo, 1),
    });
  }
  await tx.insert(affiliateClicks).values(clicks);

  // Invoice numbers continue the year's sequence, as the API's confirmation would have numbered them.
  const serials = new Map<string, number>();
  const nextInvoice = async (at: Date) => {
    const prefix = invoicePrefix(at);
    let serial = serials.get(prefix);
    if (serial === undefined) {
      const [last] = await tx
        .select({ number: orders.invoiceNumber })
        .from(orders)
        .where(
          and(
            sql`${orders.invoiceNumber} >= ${`${prefix}000000`}`,
            sql`${orders.invoiceNumber} <= ${`${prefix}999999`}`,
          ),
        )
        .orderBy(desc(orders.invoiceNumber))
        .limit(1);
      serial = last?.number ? Number(last.number.slice(prefix.length)) : 0;
    }
    serials.set(prefix, serial + 1);
    return `${prefix}${String(serial + 1).padStart(6, '0')}`;
  };

  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'admin@dokkho.test'`);

  for (const [index, sale] of sales.entries()) {
    const course = courseById.get(courseId(sale.course))!;
    // Through the one pricing chain, as checkout prices it: whole taka after the discount (ADR 021). No
    // sale falls inside an offer window (demo-offers.ts), so the affiliate's is the only discount.
    const base = basePrice(course);
    const { taken, total } = applyDiscountChain(base, {
      affiliate: { kind: 'percent', amount: DEMO_BUYER_DISCOUNT_PERCENT },
    });
    const discount = taken.affiliate;
    const paidAt = ago(sale.daysAgo);
    const refundedAt = sale.refundedDaysAgo === undefined ? null : ago(sale.refundedDaysAgo);
    const [order] = await tx
      .insert(orders)
      .values({
        tranId: `DKHDEMO${programme.tag}${String(index + 1).padStart(4, '0')}`,
        userId: buyerId(sale.buyer),
        kind: 'course',
        courseId: course.id,
        itemTitle: course.title,
        listPrice: course.price,
        basePrice: base,
        affiliateId: affiliate.id,
        affiliateDiscount: discount,
        total,
        status: refundedAt ? 'refunded' : 'paid',
        gateway: 'sslcommerz',
        gatewayPaymentId: `DEMO-VAL-${programme.tag}-${index + 1}`,
        paymentMethod: sale.method,
        invoiceNumber: await nextInvoice(paidAt),
        paidAt,
        refundedAt,
        refundedBy: refundedAt ? (admin?.id ?? null) : null,
        refundReason: refundedAt ? 'Asked for a refund within 7 days: chose another course.' : null,
        createdAt: new Date(paidAt.getTime() - 10 * 60_000),
        updatedAt: refundedAt ?? paidAt,
      })
      .returning({ id: orders.id });
    await tx.insert(affiliateCommissions).values({
      affiliateId: affiliate.id,
      orderId: order!.id,
      amount: Math.floor((total * DEMO_COMMISSION_BASIS_POINTS) / 10_000),
      rateBasisPoints: DEMO_COMMISSION_BASIS_POINTS,
      status: refundedAt ? 'reversed' : 'earned',
      createdAt: paidAt,
      reversedAt: refundedAt,
    });
    // A paid order enrols its buyer; a refund took the enrolment away again.
    if (!refundedAt) {
      await tx
        .insert(enrollments)
        .values({ userId: buyerId(sale.buyer), courseId: course.id, source: 'purchase', createdAt: paidAt });
      await tx
        .update(courses)
        .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
        .where(eq(courses.id, course.id));
    }
  }

  const payout = programme.payout;
  if (!payout) return;
  await tx.insert(affiliatePayoutRequests).values({
    affiliateId: affiliate.id,
    amount: payout.amount,
    method: 'nagad',
    account: payout.account,
    status: 'paid',
    note: payout.note,
    createdAt: ago(payout.requestedDaysAgo),
    processedAt: ago(payout.paidDaysAgo),
    processedBy: admin?.id ?? null,
  });
}
