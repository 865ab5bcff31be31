import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IdParam } from '@dokkho/contract/common';
import {
  AdminOrderPage,
  AdminOrderQuery,
  AdminOrderRow,
  InvoicePdf,
  OrderDetail,
  OrderPage,
  OrderTokenParam,
  Quote,
  QuoteQuery,
  RefundRequest,
} from '@dokkho/contract/commerce';
import { DocumentLanguageQuery } from '@dokkho/contract/locale';
import { PageQuery } from '@dokkho/contract/pagination';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { AppError } from '../../lib/app-error';
import { contentLanguage } from '../../lib/content-language';
import { routeDefiner, type RouteRequest } from '../../lib/define-route';
import { documentLocale } from '../../lib/pdf/document-locale';
import { signedInUser } from '../../plugins/auth';
import { findUserLanguage } from '../auth/service';
import type { ApiModule, ModuleContext } from '../context';
import { refundOrder } from './refunds';
import * as commerce from './service';

export const PROMO_CODE_REQUIRED_MESSAGE = 'Enter a promo code';
export const AFFILIATE_REQUIRED_MESSAGE = 'This affiliate link has no referral code';

/** Promo codes are short: a script trying codes is slowed to a crawl; a person never meets the limit. */
const QUOTES_PER_MINUTE = 30;

const CHAIN =
  'Answers the whole quote of the course or bundle ({id}, `item=course|bundle`): list price, sale price, then promo code, sales discount (courses only), affiliate discount and wheel prize, each on what the one before left, percentages floored, fixed amounts capped; a total under ৳10 is lifted to ৳10 from the last discount (docs/decisions/011).';

type QuoteRequest = RouteRequest<{
  params: typeof IdParam;
  query: typeof QuoteQuery;
  response: typeof Quote;
}>;

/**
 * SPEC.md §7 Payment: the three apply calls (the priced quote of a course or bundle), the learner's
 * orders, receipts and invoices, and the staff orders list and refund (issue 5 items 1, 6 and 8). The
 * checkout calls themselves and the gateway callbacks are the payments module's.
 */
async function registerCommerceRoutes(app: FastifyInstance, context: ModuleContext) {
  const { db } = context;
  const defineRoute = routeDefiner(app, { guards: context.guards, tags: ['payments'] });
  const requestUrl = (request: FastifyRequest) => new URL(request.url, context.publicUrl);

  // Prices are personal (a user's own codes, prizes and referrals) and orders are private.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  /** The three apply calls differ only in what they require; each answers the whole quote. */
  const quote = (request: QuoteRequest, reply: FastifyReply, extra: { strictAffiliate?: boolean } = {}) =>
    commerce.getQuote({
      db,
      locale: contentLanguage(request, reply),
      userId: signedInUser(request).id,
      itemId: request.params.id,
      query: request.query,
      affiliate: context.config.affiliate,
      ...extra,
    });
  const quoteSchemas = { params: IdParam, query: QuoteQuery, response: Quote };

  defineRoute(commerceRoutes.applyPromo, {
    summary: 'Price an item with a promo code',
    description: `${CHAIN} \`code\` is required; a code that cannot be used is a 400 on \`code\` with the reason.`,
    schemas: quoteSchemas,
    config: context.rateLimit(QUOTES_PER_MINUTE),
    handler: async (request, reply) => {
      if (!request.query.code) {
        throw AppError.badRequest(PROMO_CODE_REQUIRED_MESSAGE, { code: [PROMO_CODE_REQUIRED_MESSAGE] });
      }
      return quote(request, reply);
    },
  });

  defineRoute(commerceRoutes.applySalesDiscount, {
    summary: 'Price an item with the running sales offer',
    description: `${CHAIN} \`code\` and \`affiliate\` are optional here.`,
    schemas: quoteSchemas,
    config: context.rateLimit(QUOTES_PER_MINUTE),
    handler: async (request, reply) => quote(request, reply),
  });

  defineRoute(commerceRoutes.applyAffiliate, {
    summary: "Price an item through an affiliate's referral link",
    description: `${CHAIN} \`affiliate\` is required; an unknown code is a 400 on \`affiliate\`; the buyer's own code gives no discount (\`notice\` says so).`,
    schemas: quoteSchemas,
    config: context.rateLimit(QUOTES_PER_MINUTE),
    handler: async (request, reply) => {
      if (!request.query.affiliate) {
        throw AppError.badRequest(AFFILIATE_REQUIRED_MESSAGE, { affiliate: [AFFILIATE_REQUIRED_MESSAGE] });
      }
      return quote(request, reply, { strictAffiliate: true });
    },
  });

  defineRoute(commerceRoutes.myOrders, {
    summary: "The signed-in learner's orders, newest first (the dashboard's order list)",
    schemas: { query: PageQuery, response: OrderPage },
    // A page past the last one.
    errors: [404],
    handler: async (request) =>
      commerce.listMyOrders({
        db,
        userId: signedInUser(request).id,
        query: request.query,
        requestUrl: requestUrl(request),
      }),
  });

  defineRoute(commerceRoutes.order, {
    summary: "An order's true state and breakdown (result pages, receipt)",
    description: "The buyer's own order, or any for staff; anyone else gets the 404 of an unknown token.",
    schemas: { params: OrderTokenParam, response: OrderDetail },
    handler: async (request, reply) =>
      commerce.getOrderDetail({
        db,
        viewerId: signedInUser(request).id,
        token: request.params.token,
        locale: contentLanguage(request, reply),
      }),
  });

  defineRoute(commerceRoutes.invoice, {
    summary: 'The PDF invoice of a paid (or refunded) order',
    description:
      'application/pdf as an attachment named dokkho-invoice-<number>.pdf; 409 until the payment is confirmed; 404 for an order that is not the viewer’s. In `?lang=en|bn`, else the viewer’s chosen language, else the request’s.',
    schemas: { params: OrderTokenParam, query: DocumentLanguageQuery, response: InvoicePdf },
    produces: ['application/pdf'],
    errors: [409],
    handler: async (request, reply) => {
      const viewerId = signedInUser(request).id;
      // `?lang=`, else the viewer's chosen language, else the request's.
      const locale = documentLocale(request, request.query.lang, await findUserLanguage(db, viewerId));
      const file = await commerce.renderOrderInvoice({ db, viewerId, token: request.params.token, locale });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Content-Language', locale)
        .send(file.pdf);
    },
  });

  defineRoute(commerceRoutes.adminOrders, {
    summary: 'Staff: every order, newest first; filter by status, search by invoice, tran_id or e-mail',
    schemas: { query: AdminOrderQuery, response: AdminOrderPage },
    // A page past the last one.
    errors: [404],
    handler: async (request) =>
      commerce.listAdminOrders({ db, query: request.query, requestUrl: requestUrl(request) }),
  });

  defineRoute(commerceRoutes.refund, {
    summary: 'Staff: mark a paid order refunded, remove the seats it gave and reverse the commission',
    description:
      'Only a paid order (409 otherwise). Seats another paid order still covers, and free or staff-granted seats, stay. The promo use and wheel prize stay used. The money goes back through the gateway’s merchant panel.',
    schemas: { params: IdParam, body: RefundRequest, response: AdminOrderRow },
    errors: [409],
    handler: async (request) => {
      const staffId = signedInUser(request).id;
      const row = await refundOrder({ db, orderId: request.params.id, staffId, reason: request.body.reason });
      request.log.info({ staffId, orderId: row.id }, 'staff refunded an order');
      return row;
    },
  });
}

export const commerceModule: ApiModule = { name: 'commerce', routes: registerCommerceRoutes };
