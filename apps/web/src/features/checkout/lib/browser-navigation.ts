/**
 * Leaving the app for the payment gateway's hosted page (SSLCommerz, Stripe Checkout or the built-in demo
 * gateway). A full page load, not a router navigation: the gateway is another site. An object so tests can
 * watch the call instead of navigating away.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
