import { z } from 'zod';
import { DISCOUNT_STEPS } from '@dokkho/domain/pricing';
import { PathToken } from './common';
import { ReferralCode } from './learning';
import { PageQuery, paginated } from './pagination';

/**
 * Commerce (issue 5): prices, checkout and orders. Every amount is integer poisha (1/100 BDT); the server
 * alone prices an order (ARCHITECTURE.md "Money and payments") and the client only formats.
 */

/*
 * The gateways' minimum charge and the chain's steps belong to the pricing chain (docs/decisions/011, 021),
 * which lives in the domain core; the contract names them because quotes and orders carry them.
 */
export { DISCOUNT_STEPS, MINIMUM_CHARGE, type DiscountStep } from '@dokkho/domain/pricing';

export const ItemKind = z.enum(['course', 'bundle']);
export type ItemKind = z.infer<typeof ItemKind>;

export const PromoCodeInput = z
  .string({ error: 'Enter a promo code' })
  .trim()
  .toUpperCase()
  .min(1, 'Enter a promo code')
  .max(32, 'A promo code is at most 32 characters')
  .regex(/^[A-Z0-9_-]+$/, 'A promo code has only letters, digits, - and _');

/**
 * The query of the three apply calls (SPEC.md §7 `payment/apply-promo/{id}/`, `apply-sales-discount/{id}/`,
 * `apply-affiliate/{id}/`), where {id} is the course or bundle. Each answers the whole quote, so the
 * checkout shows one breakdown whatever was applied last; apply-promo requires `code`, apply-affiliate
 * requires `affiliate`.
 */
export const QuoteQuery = z.object({
  item: ItemKind.default('course'),
  code: PromoCodeInput.optional(),
  affiliate: ReferralCode.optional(),
});
export type QuoteQuery = z.input<typeof QuoteQuery>;

/** What a discount rule takes: a percent of what is left, or a fixed amount. */
export const DiscountRuleShape = z.object({
  kind: z.enum(['percent', 'fixed']),
  /** Percent (up to two decimals: an affiliate's 12.5) for `percent`; poisha for `fixed`. */
  amount: z.number(),
});

/**
 * One discount line of a quote or an order, as structured parts that each reader words in its own language
 * (the web, the invoice PDF, the receipt e-mail; issue 16): nothing translated is stored or sent as data.
 */
export const QuoteDiscount = z.object({
  step: z.enum(DISCOUNT_STEPS),
  /**
   * The line worded in English ("Promo code EID10 (10%)", "Eid sale (20%)", "Referred by an affiliate
   * (5%)"), for readers that do not word it themselves; Dokkho's own readers word the parts below.
   */
  label: z.string(),
  /** `promo`: the code as applied, upper case. */
  code: z.string().nullable(),
  /** `sales`: the offer's title; `wheel`: the prize's label; as staff wrote them. */
  name: z.string().nullable(),
  /** What the rule takes; null when it is not known (an affiliate discount on a past order). */
  rule: DiscountRuleShape.nullable(),
  amount: z.number().int(),
});
export type QuoteDiscount = z.infer<typeof QuoteDiscount>;

export const QuoteItem = z.object({
  kind: ItemKind,
  id: z.number().int(),
  title: z.string(),
  thumbnail: z.string(),
  /** The courses a purchase enrols in: one for a course, each course of a bundle. */
  course_ids: z.array(z.number().int()),
});
export type QuoteItem = z.infer<typeof QuoteItem>;

export const Quote = z.object({
  item: QuoteItem,
  currency: z.literal('BDT'),
  /** The list price. */
  list_price: z.number().int(),
  /** After the standing sale price (course/bundle `sale_price`). */
  base_price: z.number().int(),
  /** Only the steps that took something, in chain order. */
  discounts: z.array(QuoteDiscount),
  total: z.number().int(),
  /** The promo code that applied, upper-cased; null when none was given. */
  promo_code: z.string().nullable(),
  /** The referral code that applied; null when none (or when it was the buyer's own). */
  affiliate: z.string().nullable(),
  /** A one-line note when something given did not apply ("Your own referral link earns no discount."). */
  notice: z.string().nullable(),
});
export type Quote = z.infer<typeof Quote>;

/** The body of the four checkout calls (`payment/v2/payment/{id}/`, `v2/stripe/{id}`, the bundle ones). */
export const CheckoutRequest = z.object({
  promo_code: PromoCodeInput.optional(),
  affiliate: ReferralCode.optional(),
  /**
   * The total the learner was shown. When the server prices the order differently (a once-only discount
   * was used meanwhile, an offer ended), it answers 409 on this field with the new total instead of
   * sending the learner to pay it.
   */
  expected_total: z
    .number({ error: 'Send the total you were shown, in poisha' })
    .int('Send the total you were shown, in poisha')
    .min(0, 'Send the total you were shown, in poisha')
    .max(2_147_483_647, 'Send the total you were shown, in poisha')
    .optional(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

export const Gateway = z.enum(['sslcommerz', 'stripe', 'none']);
export type Gateway = z.infer<typeof Gateway>;

export const CheckoutResponse = z.object({
  order_token: z.uuid(),
  gateway: Gateway,
  /**
   * Where the browser goes next: the gateway's hosted page, the built-in demo gateway's page, or (gateway
   * `none`, the discounts covered the price) straight to the success page.
   */
  gateway_url: z.string(),
  /** True when the page behind gateway_url is the built-in demo gateway: no money moves. */
  demo: z.boolean(),
  total: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** Which gateways this server offers, and whether they are the demo (GET payment/gateways/). */
export const GatewayOptions = z.object({
  sslcommerz: z.object({ enabled: z.boolean(), demo: z.boolean() }),
  stripe: z.object({ enabled: z.boolean(), demo: z.boolean() }),
});
export type GatewayOptions = z.infer<typeof GatewayOptions>;

/**
 * The learner's browser back from SSLCommerz: its form POST to the success, fail or cancel URL we gave it
 * (`payment/sslcommerz/return/{result}/{token}/`). Gateways call these, never our web app.
 */
export const SslcommerzReturnParams = z.object({
  result: z.enum(['success', 'fail', 'cancel'], { error: 'Not a payment result' }),
  token: PathToken,
});

/** The order token of Stripe's return and cancel URLs (`payment/stripe/return/{token}/`). */
export const GatewayOrderParams = z.object({ token: PathToken });

/** Stripe appends the Checkout Session id to the return URL (`?session_id={CHECKOUT_SESSION_ID}`). */
export const StripeReturnQuery = z.object({ session_id: z.string().max(255).optional() });

/** What Stripe's webhook gets for every verified event. */
export const StripeWebhookAck = z.object({ received: z.literal(true) });

export const OrderStatus = z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderSummary = z.object({
  token: z.uuid(),
  kind: ItemKind,
  item_id: z.number().int(),
  title: z.string(),
  total: z.number().int(),
  currency: z.literal('BDT'),
  status: OrderStatus,
  gateway: Gateway,
  invoice_number: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderCourse = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

/** `GET payment/orders/{token}/`: the result pages and the receipt read the order's true state here. */
export const OrderDetail = OrderSummary.extend({
  list_price: z.number().int(),
  base_price: z.number().int(),
  discounts: z.array(QuoteDiscount),
  promo_code: z.string().nullable(),
  payment_method: z.string().nullable(),
  /** The gateway's reference (SSLCommerz bank_tran_id / val_id, Stripe payment intent) for support. */
  payment_reference: z.string().nullable(),
  courses: z.array(OrderCourse),
  /** The first lesson to open after a paid course order; null otherwise. */
  first_lesson_id: z.number().int().nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  refunded_at: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderPage = paginated(OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

export const OrderTokenParam = z.object({ token: z.uuid({ error: 'This order link is not valid' }) });

/**
 * `GET payment/orders/{token}/invoice/` answers application/pdf, not JSON: the web fetches it as a Blob. A
 * type for the route table only; the server sends the bytes without a response schema.
 */
export const InvoicePdf = z.custom<Blob>().describe('application/pdf');

/** Staff: `POST admin/orders/{id}/refund/`. */
export const RefundRequest = z.object({
  reason: z
    .string({ error: 'Say why the order is refunded' })
    .trim()
    .min(3, 'Say why the order is refunded')
    .max(500, 'Keep the reason under 500 characters'),
});
export type RefundRequest = z.input<typeof RefundRequest>;

/** Staff: `GET admin/orders/?status=&search=` (search: invoice number, tran_id or the buyer's e-mail). */
export const AdminOrderQuery = PageQuery.extend({
  status: OrderStatus.optional(),
  search: z.string().trim().max(100, 'Use at most 100 characters').optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

/** A row of the staff orders list, and the answer of a refund. */
export const AdminOrderRow = OrderSummary.extend({
  id: z.number().int(),
  tran_id: z.string(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  payment_method: z.string().nullable(),
  payment_reference: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  /**
   * The once-only discounts (a promo code, a wheel prize) this order got although another paid order had
   * already spent them: two checkouts were open at once. The payment was honoured; staff decide (ADR 014).
   */
  overused_discounts: z.array(z.enum(['promo', 'wheel'])),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPage = paginated(AdminOrderRow);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;
