import type { IdParam } from '../common';
import type {
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
} from '../commerce';
import type { PageQuery } from '../pagination';
import { route } from '../route';
import type { DocumentLanguageQuery } from '../locale';

type QuoteShape = { params: typeof IdParam; query: typeof QuoteQuery; response: typeof Quote };

/**
 * SPEC.md §7 "Payment": the three apply calls (each answers the whole priced quote), the learner's orders
 * and invoices, and staff's orders list and refund. Checkout and the gateways' callbacks are in
 * `routes/payments.ts`.
 */
export const commerceRoutes = {
  applyPromo: route<QuoteShape>()('GET', '/payment/apply-promo/:id/', 'user'),
  applySalesDiscount: route<QuoteShape>()('GET', '/payment/apply-sales-discount/:id/', 'user'),
  applyAffiliate: route<QuoteShape>()('GET', '/payment/apply-affiliate/:id/', 'user'),
  myOrders: route<{ query: typeof PageQuery; response: typeof OrderPage }>()(
    'GET',
    '/payment/orders/',
    'user',
  ),
  order: route<{ params: typeof OrderTokenParam; response: typeof OrderDetail }>()(
    'GET',
    '/payment/orders/:token/',
    'user',
  ),
  invoice: route<{
    params: typeof OrderTokenParam;
    query: typeof DocumentLanguageQuery;
    response: typeof InvoicePdf;
  }>()('GET', '/payment/orders/:token/invoice/', 'user'),
  adminOrders: route<{ query: typeof AdminOrderQuery; response: typeof AdminOrderPage }>()(
    'GET',
    '/admin/orders/',
    'staff',
  ),
  refund: route<{ params: typeof IdParam; body: typeof RefundRequest; response: typeof AdminOrderRow }>()(
    'POST',
    '/admin/orders/:id/refund/',
    'staff',
  ),
};
