import type {
  AdminOrderPage,
  AdminOrderQuery,
  AdminOrderRow,
  OrderDetail,
  OrderPage,
  OrderSummary,
  Quote,
} from '@dokkho/contract/commerce';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { pageWindow, toPage } from '../../lib/pagination';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf';
import { findOrderByToken, orderCourseIds } from './orders';
import { orderDiscounts, priceItem, type AffiliateSettings } from './pricing';
import * as repo from './repo';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const INVOICE_NOT_READY_MESSAGE = 'The invoice is ready once the payment is confirmed.';

/** The three apply-* calls: the whole quote for the item, with what the learner has given so far. */
export function getQuote(options: {
  db: Database;
  userId: number;
  itemId: number;
  query: { item: 'course' | 'bundle'; code?: string | undefined; affiliate?: string | undefined };
  affiliate: AffiliateSettings;
  /** apply-affiliate: an unknown referral code is a 400 rather than a notice. */
  strictAffiliate?: boolean;
  /** The reader's language for the item's title. */
  locale?: Locale;
}): Promise<Quote> {
  return priceItem({
    db: options.db,
    userId: options.userId,
    item: { kind: options.query.item, id: options.itemId },
    promoCode: options.query.code,
    affiliateCode: options.query.affiliate,
    affiliate: options.affiliate,
    promoField: 'code',
    strictAffiliate: options.strictAffiliate ?? false,
    locale: options.locale,
  }).then((pricing) => pricing.quote);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function toOrderSummary(order: repo.OrderRow): OrderSummary {
  return {
    token: order.token,
    kind: order.kind,
    item_id: (order.kind === 'course' ? order.courseId : order.bundleId) ?? 0,
    title: order.itemTitle,
    total: order.total,
    currency: 'BDT',
    status: order.status,
    gateway: order.gateway,
    invoice_number: order.invoiceNumber,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
  };
}

/**
 * An order the viewer may see: their own, or any for staff. Anyone else gets the same 404 as for a token
 * that does not exist, so a token cannot be probed for existence.
 */
async function findVisibleOrder(db: Database, viewerId: number, token: string): Promise<repo.OrderRow> {
  const order = await findOrderByToken(db, token);
  if (!order) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
  if (order.userId !== viewerId && !(await repo.isStaff(db, viewerId))) {
    throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
  }
  return order;
}

/**
 * An order with its breakdown. `title` is the one stored when it was bought, in any language (an order
 * keeps its name); the courses it enrols in are named in `locale` (docs/decisions/026).
 */
async function toOrderDetail(
  db: Database,
  order: repo.OrderRow,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderDetail> {
  const courseIds = await orderCourseIds(db, order);
  const [discounts, courseRows, buyer, firstLessonId] = await Promise.all([
    orderDiscounts(db, order),
    repo.findCoursesByIds(db, courseIds),
    repo.findBuyer(db, order.userId),
    order.kind === 'course' && order.status === 'paid' && order.courseId !== null
      ? repo.findFirstLessonId(db, order.courseId)
      : Promise.resolve(null),
  ]);
  const byId = new Map(courseRows.map((course) => [course.id, course]));
  return {
    ...toOrderSummary(order),
    list_price: order.listPrice,
    base_price: order.basePrice,
    discounts,
    promo_code: order.promoCode,
    payment_method: order.paymentMethod,
    payment_reference: order.gatewayPaymentId,
    courses: courseIds.flatMap((id) => {
      const course = byId.get(id);
      return course
        ? [{ id: course.id, title: textIn(locale, course.title, course.titleBn), slug: course.slug }]
        : [];
    }),
    first_lesson_id: firstLessonId,
    buyer: { name: buyer ? fullName(buyer) : '', email: buyer?.email ?? '' },
    refunded_at: iso(order.refundedAt),
  };
}

/** `GET payment/orders/{token}/`: the result pages and the receipt read the order's true state here. */
export async function getOrderDetail(options: {
  db: Database;
  viewerId: number;
  token: string;
  locale?: Locale;
}): Promise<OrderDetail> {
  const order = await findVisibleOrder(options.db, options.viewerId, options.token);
  return toOrderDetail(options.db, order, options.locale);
}

/** `GET payment/orders/`: the learner's orders, newest first. */
export async function listMyOrders(options: {
  db: Database;
  userId: number;
  query: PageQuery;
  requestUrl: URL;
}): Promise<OrderPage> {
  const { limit, offset } = pageWindow(options.query);
  const page = await repo.findUserOrderPage(options.db, { userId: options.userId, limit, offset });
  return toPage({
    query: options.query,
    requestUrl: options.requestUrl,
    total: page.total,
    results: page.rows.map(toOrderSummary),
  });
}

export function toAdminOrderRow(
  order: repo.OrderRow,
  buyer: { id: number; firstName: string; lastName: string; email: string },
): AdminOrderRow {
  return {
    ...toOrderSummary(order),
    id: order.id,
    tran_id: order.tranId,
    buyer: { id: buyer.id, name: fullName(buyer), email: buyer.email },
    payment_method: order.paymentMethod,
    payment_reference: order.gatewayPaymentId,
    refunded_at: iso(order.refundedAt),
    refund_reason: order.refundReason,
    overused_discounts: order.overusedDiscounts,
  };
}

/** Staff: `GET admin/orders/`, newest first. */
export async function listAdminOrders(options: {
  db: Database;
  query: AdminOrderQuery;
  requestUrl: URL;
}): Promise<AdminOrderPage> {
  const { query } = options;
  const { limit, offset } = pageWindow(query);
  const page = await repo.findAdminOrderPage(options.db, {
    status: query.status,
    search: query.search || undefined,
    limit,
    offset,
  });
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total: page.total,
    results: page.rows.map((row) =>
      toAdminOrderRow(row.order, {
        id: row.order.userId,
        firstName: row.buyerFirstName,
        lastName: row.buyerLastName,
        email: row.buyerEmail,
      }),
    ),
  });
}

/**
 * `GET payment/orders/{token}/invoice/`: the PDF of a paid (or since refunded) order; before the payment
 * is confirmed there is no invoice number and no invoice (409).
 */
export async function renderOrderInvoice(options: {
  db: Database;
  viewerId: number;
  token: string;
  /** The reader's language (lib/pdf/document-locale.ts). */
  locale?: Locale | undefined;
}): Promise<{ filename: string; pdf: Buffer }> {
  const order = await findVisibleOrder(options.db, options.viewerId, options.token);
  if ((order.status !== 'paid' && order.status !== 'refunded') || !order.invoiceNumber || !order.paidAt) {
    throw AppError.conflict(INVOICE_NOT_READY_MESSAGE);
  }
  const detail = await toOrderDetail(options.db, order);
  const data: InvoiceData = {
    invoiceNumber: order.invoiceNumber,
    orderDate: order.createdAt,
    paidAt: order.paidAt,
    buyer: detail.buyer,
    item: { kind: order.kind, title: order.itemTitle, courses: detail.courses.map((course) => course.title) },
    listPrice: order.listPrice,
    basePrice: order.basePrice,
    discounts: detail.discounts,
    total: order.total,
    gateway: order.gateway,
    paymentMethod: order.paymentMethod,
    paymentReference: order.gatewayPaymentId,
    tranId: order.tranId,
    refundedAt: order.refundedAt,
  };
  return {
    filename: `dokkho-invoice-${order.invoiceNumber}.pdf`,
    pdf: await renderInvoicePdf(data, { locale: options.locale }),
  };
}
