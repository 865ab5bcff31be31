import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderDetail } from '@dokkho/contract/commerce';
import { saveAffiliateAttribution } from '../../../shared/affiliate/attribution';
import { clearSession } from '../../../shared/auth/token-store';
import { json, orderDetail, renderPage, signIn, stubApi, TOKEN } from '../test-utils';
import { PaymentResult, type Arrival } from './payment-result';

const ORDER_PATH = `/api/payment/orders/${TOKEN}/`;
/** Fast polling for the tests; the real timing is checked on its own below. */
const FAST = { intervalMs: 20, limitMs: 400 };

function render(arrival: Arrival, token: string = TOKEN, timing = FAST) {
  return renderPage(<PaymentResult arrival={arrival} token={token} timing={timing} />, '/payment/result');
}

/** The order's state on each read, in turn (the last one repeats). */
function serveOrder(...states: Partial<OrderDetail>[]) {
  let reads = 0;
  const calls = stubApi((call) => {
    if (call.path !== ORDER_PATH) return undefined;
    const state = states[Math.min(reads, states.length - 1)];
    reads += 1;
    return json(orderDetail(state));
  });
  return { calls, reads: () => reads };
}

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('payment result pages (issue 5 item 3)', () => {
  it('confirms a pending order by polling, then celebrates with "Start learning" and the receipt', async () => {
    const pending = { status: 'pending' as const, invoice_number: null, paid_at: null };
    const server = serveOrder(pending, pending, {});
    render('success');
    await screen.findByRole('heading', { level: 1, name: 'Confirming your payment...' });
    expect(screen.getByText(/This usually takes a few seconds\./).getAttribute('role')).toBe('status');

    await screen.findByRole('heading', { level: 1, name: 'You’re enrolled' });
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe('/lessons/1201');
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/newDashboard/orders/${TOKEN}`,
    );
    screen.getByText('Invoice DKH-INV-2026-000042');
    expect(document.title).toBe('Payment confirmed · Dokkho');
    // Paid: no more asking.
    const reads = server.reads();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.reads()).toBe(reads);
  });

  it('says honestly when the gateway has not confirmed within the minute, and points to Orders', async () => {
    const server = serveOrder({ status: 'pending', invoice_number: null, paid_at: null });
    render('success');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Your payment is still being confirmed' },
      { timeout: 2_000 },
    );
    screen.getByText(/we’ll e-mail you/);
    expect(screen.getByRole('link', { name: 'Go to Orders' }).getAttribute('href')).toBe(
      '/newDashboard/orders',
    );
    // It polled meanwhile, then stopped.
    expect(server.reads()).toBeGreaterThan(3);
    const reads = server.reads();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.reads()).toBe(reads);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(server.reads()).toBe(reads + 1));
  });

  it('sends a bundle’s "Start learning" to My courses, and lists its courses', async () => {
    serveOrder({
      kind: 'bundle',
      item_id: 5,
      title: 'Data Career Starter Pack',
      first_lesson_id: null,
      courses: [
        { id: 12, title: 'Excel for Data', slug: 'excel' },
        { id: 14, title: 'SQL for Analysts', slug: 'sql' },
      ],
    });
    render('success');
    await screen.findByRole('link', { name: 'Start learning' });
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe(
      '/newDashboard/courses',
    );
    expect(screen.getByRole('link', { name: 'SQL for Analysts' }).getAttribute('href')).toBe(
      '/courseDetails/14',
    );
  });

  it('forgets the referral attribution the purchase used', async () => {
    saveAffiliateAttribution({
      code: 'AFFDEMO7',
      course_id: 12,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    serveOrder({});
    render('success');
    await screen.findByRole('heading', { level: 1, name: 'You’re enrolled' });
    await waitFor(() => expect(window.localStorage.getItem('dokkho.affiliate')).toBeNull());
  });

  it('explains a failed payment and offers "Try again" back to the checkout, with the promo code', async () => {
    serveOrder({ status: 'failed', invoice_number: null, paid_at: null });
    render('failed');
    await screen.findByRole('heading', { level: 1, name: 'Your payment didn’t go through' });
    screen.getByText(/you are not enrolled yet/);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/payment/12?promo=WELCOME10',
    );
    screen.getByText('Failed');
    expect(document.title).toBe('Payment failed · Dokkho');
  });

  it('explains a cancelled payment; a bundle retries at its own checkout', async () => {
    serveOrder({ status: 'cancelled', kind: 'bundle', item_id: 5, promo_code: null, invoice_number: null });
    render('cancel');
    await screen.findByRole('heading', { level: 1, name: 'You cancelled the payment' });
    screen.getByText(/Nothing was charged/);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/bundle-payment/5');
  });

  it('shows the true state on the failed page: a payment that went through after all is celebrated', async () => {
    serveOrder({});
    render('failed');
    await screen.findByText('Good news: your payment went through');
    screen.getByRole('heading', { level: 1, name: 'You’re enrolled' });
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  });

  it('keeps the gateway’s word on the cancel page while the server catches up, and still polls', async () => {
    const pending = { status: 'pending' as const, invoice_number: null, paid_at: null };
    serveOrder(pending, pending, pending, { status: 'cancelled', invoice_number: null, paid_at: null });
    render('cancel');
    await screen.findByRole('heading', { level: 1, name: 'You cancelled the payment' });
    screen.getByText('Awaiting payment');
    await screen.findByText('Cancelled');
  });

  it('says a refunded order was refunded', async () => {
    serveOrder({ status: 'refunded', refunded_at: '2026-11-28T10:00:00.000Z' });
    render('success');
    await screen.findByRole('heading', { level: 1, name: 'This order was refunded' });
  });

  it('shows not-found for another user’s token (a 404) and for a token that is not one, without asking', async () => {
    const calls = stubApi(() => json({ detail: 'Order not found.' }, 404));
    const first = render('success');
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this order' });
    first.unmount();
    calls.length = 0;
    render('failed', 'not-a-token');
    screen.getByRole('heading', { level: 1, name: 'We couldn’t find this order' });
    expect(calls).toEqual([]);
  });

  it('offers a retry when the order cannot be read', async () => {
    let failing = true;
    stubApi((call) =>
      call.path === ORDER_PATH
        ? failing
          ? json({ detail: 'Service unavailable.' }, 503)
          : json(orderDetail())
        : undefined,
    );
    render('success');
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t check your payment' });
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'You’re enrolled' });
  });
});
