import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { affiliateProfiles, instructorProfiles, users } from './users';

export const PROMO_KINDS = ['percent', 'fixed'] as const;
/** `event`: the post-masterclass offer to its attendees (docs/decisions/042). */
export const PROMO_SOURCES = ['staff', 'consultation', 'wheel', 'event'] as const;

/**
 * Promo codes (issue 5 item 1 prices with them; issue 4's consultations hand them out). `amount` is a
 * percent (1-100) for `percent` and poisha for `fixed`. A code can be limited to one course, one user, a
 * time window and a number of uses; `used_count` moves in the same transaction as the paid order that
 * uses it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case, unique; what the learner types. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** Only this user may use it (a consultation's personal coupon). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    source: text('source', { enum: PROMO_SOURCES }).notNull().default('staff'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_source_known', sql`${t.source} in ('staff', 'consultation', 'wheel', 'event')`),
    check(
      'promo_codes_amount_range',
      sql`(${t.kind} = 'percent' AND ${t.amount} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.amount} > 0)`,
    ),
    check('promo_codes_uses_nonnegative', sql`${t.usedCount} >= 0`),
  ],
);

/**
 * A consultation request from a course page (SPEC.md §7 course/create-consultation/): the advisor team
 * calls the learner back; the learner gets a personal coupon for the course at once.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    /** When the learner would like the call, in their words ("after 7 pm"). */
    preferredTime: text('preferred_time').notNull().default(''),
    message: text('message').notNull().default(''),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** Set by the advisor team once they have called. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultations_open_idx').on(t.contactedAt, t.createdAt)],
);

/* ----------------------------------------------------------------------------------------------------
 * Issue 5: bundles, offers, the wheel, orders and payments, the affiliate ledger.
 * Money is integer poisha everywhere (ARCHITECTURE.md "Money and payments").
 * -------------------------------------------------------------------------------------------------- */

/** A set of courses sold together for less than their sum (/bundle-offer, SPEC.md §7 course/bundles/). */
export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Bangla versions; null or empty: the English field is shown (docs/decisions/026). */
    titleBn: text('title_bn'),
    subtitleBn: text('subtitle_bn'),
    descriptionBn: text('description_bn'),
    thumbnail: text('thumbnail').notNull().default(''),
    /** Poisha. */
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    currency: text('currency').notNull().default('BDT'),
    isActive: boolean('is_active').notNull().default(true),
    /** The offer window; null ends: open-ended. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bundles_price_positive', sql`${t.price} > 0`),
    check(
      'bundles_sale_price_below_price',
      sql`${t.salePrice} IS NULL OR (${t.salePrice} > 0 AND ${t.salePrice} < ${t.price})`,
    ),
  ],
);

export const bundleCourses = pgTable(
  'bundle_courses',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.courseId] }),
    index('bundle_courses_course_idx').on(t.courseId),
  ],
);

export const OFFER_CAMPAIGNS = ['sales', 'eid'] as const;

/**
 * A time-boxed price campaign: the "sales discount" step of the pricing chain. `eid` campaigns are also
 * listed on /eid-offer (course/eid-course/). With `applies_to_all` it covers every paid course, else only
 * the courses in offer_courses. `image` is the banner of payment/promo-image/.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    campaign: text('campaign', { enum: OFFER_CAMPAIGNS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Percent (1-100) for `percent`, poisha for `fixed`. */
    amount: integer('amount').notNull(),
    appliesToAll: boolean('applies_to_all').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('offers_campaign_known', sql`${t.campaign} in ('sales', 'eid')`),
    check('offers_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'offers_amount_range',
      sql`(${t.kind} = 'percent' AND ${t.amount} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.amount} > 0)`,
    ),
    check('offers_window', sql`${t.endsAt} > ${t.startsAt}`),
    index('offers_live_idx').on(t.isActive, t.endsAt),
  ],
);

export const offerCourses = pgTable(
  'offer_courses',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.courseId] }), index('offer_courses_course_idx').on(t.courseId)],
);

/** A spin-the-wheel campaign (/wheel): one spin per user per campaign, odds on its prizes. */
export const wheelCampaigns = pgTable('wheel_campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** How long a won discount stays usable after the spin. */
  prizeValidHours: integer('prize_valid_hours').notNull().default(48),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const WHEEL_PRIZE_KINDS = ['percent', 'fixed', 'none'] as const;

/** A segment of the wheel. `weight` is its relative odds; `none` is "better luck next time". */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => wheelCampaigns.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    kind: text('kind', { enum: WHEEL_PRIZE_KINDS }).notNull(),
    /** Percent for `percent`, poisha for `fixed`, 0 for `none`. */
    amount: integer('amount').notNull().default(0),
    weight: integer('weight').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('wheel_prizes_kind_known', sql`${t.kind} in ('percent', 'fixed', 'none')`),
    check('wheel_prizes_weight_nonnegative', sql`${t.weight} >= 0`),
    check(
      'wheel_prizes_amount_range',
      sql`(${t.kind} = 'percent' AND ${t.amount} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.amount} > 0) OR (${t.kind} = 'none' AND ${t.amount} = 0)`,
    ),
    unique('wheel_prizes_position_uq').on(t.campaignId, t.position),
  ],
);

/** A user's spin (payment/wheeler-session/): drawn on the server; used by at most one paid order. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => wheelCampaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => wheelPrizes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a paid order used the prize; set once, by a conditional update in the confirmation transaction. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    unique('wheel_spins_campaign_user_uq').on(t.campaignId, t.userId),
    index('wheel_spins_user_idx').on(t.userId, t.expiresAt),
  ],
);

export const ORDER_KINDS = ['course', 'bundle'] as const;
/** The once-only discounts a paid order can find already spent by another order (ADR 014). */
export const OVERUSED_DISCOUNTS = ['promo', 'wheel'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
/** `none`: the discounts covered the whole price, confirmed without a gateway. */
export const PAYMENT_GATEWAYS = ['sslcommerz', 'stripe', 'none'] as const;

/**
 * An order: one course or one bundle for one learner, priced on the server with its breakdown kept in
 * columns: list_price -> base_price (sale) -> minus promo, sales, affiliate and wheel discounts -> total.
 * `token` is the unguessable id of the result pages and receipts; `tran_id` is what the gateway sees.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().defaultRandom(),
    /** SSLCommerz tran_id / Stripe client_reference_id: <= 30 characters, unique. */
    tranId: text('tran_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'restrict' }),
    /** What was bought, as it was called then (receipts must not change when the title does). */
    itemTitle: text('item_title').notNull(),
    currency: text('currency').notNull().default('BDT'),
    listPrice: integer('list_price').notNull(),
    basePrice: integer('base_price').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    promoDiscount: integer('promo_discount').notNull().default(0),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    salesDiscount: integer('sales_discount').notNull().default(0),
    affiliateId: integer('affiliate_id').references(() => affiliateProfiles.id, { onDelete: 'set null' }),
    affiliateDiscount: integer('affiliate_discount').notNull().default(0),
    wheelSpinId: integer('wheel_spin_id').references(() => wheelSpins.id, { onDelete: 'set null' }),
    wheelDiscount: integer('wheel_discount').notNull().default(0),
    total: integer('total').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    /** SSLCommerz sessionkey / Stripe Checkout Session id. */
    gatewaySessionId: text('gateway_session_id'),
    /** SSLCommerz val_id / Stripe payment_intent: the gateway's proof, kept for refunds and audits. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** bKash, Nagad, VISA...: as the gateway reported it, for the receipt. */
    paymentMethod: text('payment_method'),
    /** DKH-INV-YYYY-NNNNNN: numbered when paid, so the sequence has no holes from abandoned orders. */
    invoiceNumber: text('invoice_number').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason'),
    /**
     * The once-only discounts this order was priced with but found already spent by another paid order
     * when its own payment was confirmed (two checkouts open at once). The payment is honoured; staff are
     * told, and this marks the order for them (docs/decisions/014).
     */
    overusedDiscounts: text('overused_discounts', { enum: OVERUSED_DISCOUNTS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_kind_known', sql`${t.kind} in ('course', 'bundle')`),
    check('orders_status_known', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunded')`),
    check('orders_gateway_known', sql`${t.gateway} in ('sslcommerz', 'stripe', 'none')`),
    check(
      'orders_item_matches_kind',
      sql`(${t.kind} = 'course' AND ${t.courseId} IS NOT NULL AND ${t.bundleId} IS NULL) OR (${t.kind} = 'bundle' AND ${t.bundleId} IS NOT NULL AND ${t.courseId} IS NULL)`,
    ),
    check(
      'orders_breakdown_adds_up',
      sql`${t.total} = ${t.basePrice} - ${t.promoDiscount} - ${t.salesDiscount} - ${t.affiliateDiscount} - ${t.wheelDiscount}`,
    ),
    check(
      'orders_amounts_nonnegative',
      sql`${t.total} >= 0 AND ${t.promoDiscount} >= 0 AND ${t.salesDiscount} >= 0 AND ${t.affiliateDiscount} >= 0 AND ${t.wheelDiscount} >= 0 AND ${t.basePrice} <= ${t.listPrice}`,
    ),
    check('orders_overused_discounts_known', sql`${t.overusedDiscounts} <@ ARRAY['promo', 'wheel']::text[]`),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_affiliate_idx').on(t.affiliateId, t.status),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Every callback and validation answer, raw (ARCHITECTURE.md: payments keep raw callbacks), for audits and
 * disputes. `order_id` is null for a callback naming no order of ours.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    /** ipn | return | webhook | validation | init | refund */
    source: text('source').notNull(),
    /** What we made of it: confirmed, duplicate, rejected: <reason>, failed, cancelled... */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * One row per paid order that used a promo code: the per-user limit counts these. `use_number` is the
 * user's nth use of the code, given under the code's row lock at confirmation; the unique key makes a
 * second "first use" impossible even if that lock were ever skipped (docs/decisions/014).
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    useNumber: integer('use_number').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promo_redemptions_code_user_idx').on(t.promoCodeId, t.userId),
    unique('promo_redemptions_use_uq').on(t.promoCodeId, t.userId, t.useNumber),
    check('promo_redemptions_use_number_positive', sql`${t.useNumber} >= 1`),
  ],
);

export const COMMISSION_STATUSES = ['earned', 'reversed'] as const;

/** An affiliate's commission on one paid order (unique per order: exactly one, however many callbacks). */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliateProfiles.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Poisha: floor(order total x rate). */
    amount: integer('amount').notNull(),
    /** The rate in basis points (2000 = 20%) at the time of the sale. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull().default('earned'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    check('affiliate_commissions_status_known', sql`${t.status} in ('earned', 'reversed')`),
    check('affiliate_commissions_amount_nonnegative', sql`${t.amount} >= 0`),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId, t.createdAt),
  ],
);

export const PAYOUT_METHODS = ['bkash', 'nagad', 'bank'] as const;
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;

/**
 * Payout requests of affiliates (affiliate/affiliate_payout_request/) and, since issue 17, of instructors
 * (docs/decisions/030): each row is exactly one payee's (affiliate_id or instructor_id), one open
 * (requested) request per payee at a time. The name stays: the table came first for affiliates.
 */
export const affiliatePayoutRequests = pgTable(
  'affiliate_payout_requests',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id').references(() => affiliateProfiles.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id').references(() => instructorProfiles.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    /** +8801XXXXXXXXX for bKash/Nagad; "bank, branch, account name, number" for a bank. */
    account: text('account').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('affiliate_payout_requests_amount_positive', sql`${t.amount} > 0`),
    check('affiliate_payout_requests_method_known', sql`${t.method} in ('bkash', 'nagad', 'bank')`),
    check('affiliate_payout_requests_status_known', sql`${t.status} in ('requested', 'paid', 'rejected')`),
    uniqueIndex('affiliate_payout_requests_one_open_uq')
      .on(t.affiliateId)
      .where(sql`${t.status} = 'requested'`),
    uniqueIndex('instructor_payout_requests_one_open_uq')
      .on(t.instructorId)
      .where(sql`${t.status} = 'requested'`),
    check(
      'affiliate_payout_requests_one_payee',
      sql`(${t.affiliateId} IS NULL) <> (${t.instructorId} IS NULL)`,
    ),
    index('affiliate_payout_requests_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_payout_requests_instructor_idx').on(t.instructorId, t.createdAt),
  ],
);

export const INSTRUCTOR_EARNING_KINDS = ['credit', 'reversal'] as const;

/**
 * The instructor's ledger (issue 17 item 5, docs/decisions/030): append-only. A paid order writes one
 * credit per course it bought (a bundle's courses each), in the order's confirmation transaction; a refund
 * writes the matching reversal (the credit's amount, negated) in the refund's. Unique per order, course
 * and kind, so a second confirmation or refund writes nothing. The balance is the sum of `amount`.
 */
export const instructorEarnings = pgTable(
  'instructor_earnings',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructorProfiles.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INSTRUCTOR_EARNING_KINDS }).notNull(),
    /** Poisha: the course's part of what the buyer paid. */
    saleAmount: integer('sale_amount').notNull(),
    /** Poisha: the course's part of the gateway fee and of the affiliate's commission. */
    gatewayFee: integer('gateway_fee').notNull(),
    affiliateCommission: integer('affiliate_commission').notNull(),
    /** The instructor's share in basis points (7000 = 70%) at the time of the sale. */
    shareBasisPoints: integer('share_basis_points').notNull(),
    /** Poisha: positive for a credit, its negation for a reversal. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('instructor_earnings_kind_known', sql`${t.kind} in ('credit', 'reversal')`),
    check(
      'instructor_earnings_amount_signed',
      sql`(${t.kind} = 'credit' AND ${t.amount} >= 0) OR (${t.kind} = 'reversal' AND ${t.amount} <= 0)`,
    ),
    unique('instructor_earnings_once_uq').on(t.orderId, t.courseId, t.kind),
    index('instructor_earnings_instructor_idx').on(t.instructorId, t.createdAt),
  ],
);
