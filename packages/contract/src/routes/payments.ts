import type { CheckoutRequest, CheckoutResponse, GatewayOptions } from '../commerce';
import type { IdParam } from '../common';
import { route } from '../route';

type CheckoutShape = {
  params: typeof IdParam;
  body: typeof CheckoutRequest;
  response: typeof CheckoutResponse;
};

/**
 * SPEC.md §7 "Payment": the four checkout starts (one per item kind and gateway, paths exactly as the seed
 * wrote them) and which gateways this server offers. The gateways' own callbacks (SSLCommerz's IPN and
 * browser return, Stripe's return, cancel and webhook) are not here: only the gateways call them, with
 * form bodies, redirects and raw-body signatures, so they stay plain routes in `modules/payments`.
 */
export const paymentsRoutes = {
  sslcommerzCourse: route<CheckoutShape>()('POST', '/payment/v2/payment/:id/', 'user'),
  sslcommerzBundle: route<CheckoutShape>()('POST', '/payment/sslcommerz/bundle/:id/', 'user'),
  // No trailing slash, as SPEC.md §7 writes it (the API ignores trailing slashes either way).
  stripeCourse: route<CheckoutShape>()('POST', '/payment/v2/stripe/:id', 'user'),
  stripeBundle: route<CheckoutShape>()('POST', '/payment/stripe/bundle/:id/', 'user'),
  gateways: route<{ response: typeof GatewayOptions }>()('GET', '/payment/gateways/', 'public'),
};
