import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorDetail, FieldErrors, IdParam } from '@dokkho/contract/common';
import {
  AdminOrderPage,
  AdminOrderQuery,
  AdminOrderRow,
  OrderDetail,
  OrderPage,
  OrderTokenParam,
  Quote,
  QuoteQuery,
  RefundRequest,
} from '@dokkho/contract/commerce';
import { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { BEARER_SECURITY, signedInUser, type AuthGuards } from '../../plugins/auth';
import type { AffiliateSettings } from './pricing';
import { refundOrder } from './refunds';
import * as commerce from './service';

export interface CommerceRoutesOptions {
  db: Database;
  guards: AuthGuards;
  /** PUBLIC_URL, for the absolute next/previous links of the lists. */
  publicUrl: string;
  /** config.affiliate: the buyer's discount through a referral link. */
  affiliate: AffiliateSettings;
  /** Whether per-route limits apply (AUTH_RATE_LIMIT; off in tests). */
  rateLimits: boolean;
}

/** A 400 may be field messages (validation, a promo problem) or one message. */
const BadRequest = FieldErrors.or(ErrorDetail);

export const PROMO_CODE_REQUIRED_MESSAGE = 'Enter a promo code';
export const AFFILIATE_REQUIRED_MESSAGE = 'This affiliate link has no referral code';

/**
 * SPEC.md §7 Payment: the three apply calls (the priced quote of a course or bundle), the learner's
 * orders, receipts and invoices, and the staff orders list and refund (issue 5 items 1, 6 and 8). The
 * checkout calls themselves and the gateway callbacks are the payments module's.
 */
export async function commerceRoutes(app: FastifyInstance, options: CommerceRoutesOptions) {
  const { db, guards } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requestUrl = (request: FastifyRequest) => new URL(request.url, options.publicUrl);

  // Prices are personal (a user's own codes, prizes and referrals) and orders are private.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const quoteSchema = (summary: string, description: string) => ({
    tags: ['payments'],
    summary,
    description,
    security: BEARER_SECURITY,
    params: IdParam,
    querystring: QuoteQuery,
    response: { 200: Quote, 400: BadRequest, 401: ErrorDetail, 404: ErrorDetail, 429: ErrorDetail },
  });
  // Promo codes are short: a script trying codes is slowed to a crawl; a person never meets the limit.
  const quoteLimit = options.rateLimits ? { rateLimit: { max: 30, timeWindow: 60_000 } } : {};
  const CHAIN =
    'Answers the whole quote of the course or bundle ({id}, `item=course|bundle`): list price, sale price, then promo code, sales discount (courses only), affiliate discount and wheel prize, each on what the one before left, percentages floored, fixed amounts capped; a total under ৳10 is lifted to ৳10 from the last discount (docs/decisions/011).';

  /** The three apply calls differ only in what they require; each answers the whole quote. */
  const quote = (
    request: FastifyRequest & { params: { id: number }; query: z.output<typeof QuoteQuery> },
    extra: { strictAffiliate?: boolean } = {},
  ) =>
    commerce.getQuote({
      db,
      userId: signedInUser(request).id,
      itemId: request.params.id,
      query: request.query,
      affiliate: options.affiliate,
      ...extra,
    });

  routes.get(
    '/payment/apply-promo/:id/',
    {
      onRequest: guards.requireUser,
      config: quoteLimit,
      schema: quoteSchema(
        'Price an item with a promo code',
        `${CHAIN} \`code\` is required; a code that cannot be used is a 400 on \`code\` with the reason.`,
      ),
    },
    async (request) => {
      if (!request.query.code) {
        throw AppError.badRequest(PROMO_CODE_REQUIRED_MESSAGE, { code: [PROMO_CODE_REQUIRED_MESSAGE] });
      }
      return quote(request);
    },
  );

  routes.get(
    '/payment/apply-sales-discount/:id/',
    {
      onRequest: guards.requireUser,
      config: quoteLimit,
      schema: quoteSchema(
        'Price an item with the running sales offer',
        `${CHAIN} \`code\` and \`affiliate\` are optional here.`,
      ),
    },
    async (request) => quote(request),
  );

  routes.get(
    '/payment/apply-affiliate/:id/',
    {
      onRequest: guards.requireUser,
      config: quoteLimit,
      schema: quoteSchema(
        "Price an item through an affiliate's referral link",
        `${CHAIN} \`affiliate\` is required; an unknown code is a 400 on \`affiliate\`; the buyer's own code gives no discount (\`notice\` says so).`,
      ),
    },
    async (request) => {
      if (!request.query.affiliate) {
        throw AppError.badRequest(AFFILIATE_REQUIRED_MESSAGE, { affiliate: [AFFILIATE_REQUIRED_MESSAGE] });
      }
      return quote(request, { strictAffiliate: true });
    },
  );

  routes.get(
    '/payment/orders/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The signed-in learner's orders, newest first (the dashboard's order list)",
        security: BEARER_SECURITY,
        querystring: PageQuery,
        response: { 200: OrderPage, 400: BadRequest, 401: ErrorDetail, 404: ErrorDetail },
      },
    },
    async (request) =>
      commerce.listMyOrders({
        db,
        userId: signedInUser(request).id,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  );

  routes.get(
    '/payment/orders/:token/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: "An order's true state and breakdown (result pages, receipt)",
        description: "The buyer's own order, or any for staff; anyone else gets the 404 of an unknown token.",
        security: BEARER_SECURITY,
        params: OrderTokenParam,
        response: { 200: OrderDetail, 400: BadRequest, 401: ErrorDetail, 404: ErrorDetail },
      },
    },
    async (request) =>
      commerce.getOrderDetail({ db, viewerId: signedInUser(request).id, token: request.params.token }),
  );

  routes.get(
    '/payment/orders/:token/invoice/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'The PDF invoice of a paid (or refunded) order',
        description:
          'application/pdf as an attachment named dokkho-invoice-<number>.pdf; 409 until the payment is confirmed; 404 for an order that is not the viewer’s.',
        security: BEARER_SECURITY,
        params: OrderTokenParam,
      },
    },
    async (request, reply) => {
      const file = await commerce.renderOrderInvoice({
        db,
        viewerId: signedInUser(request).id,
        token: request.params.token,
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.pdf);
    },
  );

  const staffOnly = guards.requireRole('staff');

  routes.get(
    '/admin/orders/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['payments'],
        summary: 'Staff: every order, newest first; filter by status, search by invoice, tran_id or e-mail',
        security: BEARER_SECURITY,
        querystring: AdminOrderQuery,
        response: {
          200: AdminOrderPage,
          400: BadRequest,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
        },
      },
    },
    async (request) =>
      commerce.listAdminOrders({ db, query: request.query, requestUrl: requestUrl(request) }),
  );

  routes.post(
    '/admin/orders/:id/refund/',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['payments'],
        summary: 'Staff: mark a paid order refunded, remove the seats it gave and reverse the commission',
        description:
          'Only a paid order (409 otherwise). Seats another paid order still covers, and free or staff-granted seats, stay. The promo use and wheel prize stay used. The money goes back through the gateway’s merchant panel.',
        security: BEARER_SECURITY,
        params: IdParam,
        body: RefundRequest,
        response: {
          200: AdminOrderRow,
          400: BadRequest,
          401: ErrorDetail,
          403: ErrorDetail,
          404: ErrorDetail,
          409: ErrorDetail,
        },
      },
    },
    async (request) => {
      const staffId = signedInUser(request).id;
      const row = await refundOrder({ db, orderId: request.params.id, staffId, reason: request.body.reason });
      request.log.info({ staffId, orderId: row.id }, 'staff refunded an order');
      return row;
    },
  );
}
