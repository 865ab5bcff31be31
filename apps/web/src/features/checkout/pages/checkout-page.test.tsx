import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { saveAffiliateAttribution } from '../../../shared/affiliate/attribution';
import { clearSession } from '../../../shared/auth/token-store';
import { browserNavigation } from '../lib/browser-navigation';
import { gateways, json, quote, renderPage, signIn, stubApi, TOKEN, type Call } from '../test-utils';
import { BundleCheckoutPage } from './bundle-checkout-page';
import { CheckoutPage } from './checkout-page';

const PATH = '/payment/:id/:affiliateId?';
const PROMO_QUOTE = quote({
  discounts: [
    {
      step: 'promo',
      label: 'Promo code WELCOME10 (10%)',
      code: 'WELCOME10',
      name: null,
      rule: { kind: 'percent', amount: 10 },
      amount: 45000,
    },
  ],
  total: 405000,
  promo_code: 'WELCOME10',
});
const CHECKOUT = {
  order_token: TOKEN,
  gateway: 'sslcommerz',
  gateway_url: `http://localhost/demo-gateway/pay/${TOKEN}`,
  demo: true,
  total: 405000,
};

/** The API of a learner not enrolled in course 12, with the demo gateways; `extra` answers first. */
function api(extra?: (call: Call) => Response | undefined) {
  return stubApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const params = new URLSearchParams(call.search);
    if (call.path === '/api/course/check-enrollment/12/') {
      return json({
        course_id: 12,
        is_enrolled: false,
        enrolled_at: null,
        progress_percent: 0,
        completed_at: null,
      });
    }
    if (call.path === '/api/payment/gateways/') return json(gateways());
    if (call.path === '/api/payment/apply-sales-discount/12/') return json(quote());
    if (call.path === '/api/payment/apply-promo/12/') {
      const code = params.get('code');
      if (code === 'WELCOME10') return json(PROMO_QUOTE);
      if (code === 'EID2025') return json({ code: ['This promo code has expired.'] }, 400);
      return json({ code: ['This promo code does not exist.'] }, 400);
    }
    if (call.method === 'POST') return json(CHECKOUT, 201);
    return undefined;
  });
}

const payButton = () => screen.getByRole('button', { name: /^Pay ৳/ });

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signIn();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('course checkout /payment/:id (issue 5 item 2)', () => {
  it('shows the item and the server’s breakdown: list price struck through under a sale, the total on the button', async () => {
    api();
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    const order = await screen.findByRole('region', { name: 'Your order' });
    screen.getByRole('heading', { level: 1, name: 'Checkout' });
    within(order).getByText('Data Analytics with Excel and Power BI');
    within(order).getByText('Course');
    const price = screen.getByRole('region', { name: 'Price details' });
    within(price).getByText('Price (on sale)');
    within(price).getByText('৳6,500', { selector: 's', exact: false });
    expect(within(price).getByTestId('order-total').textContent).toBe('৳4,500');
    within(price).getByText('You save ৳2,000');
    expect(payButton().textContent).toBe('Pay ৳4,500');
    // Consent: the terms and the refund policy, linked.
    expect(within(price).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(within(price).getByRole('link', { name: '7-day refund policy' }).getAttribute('href')).toBe(
      '/terms-and-conditions#refunds',
    );
    expect(document.title).toBe('Checkout: Data Analytics with Excel and Power BI · Dokkho');
  });

  it('applies a promo code (a new quote with its discount line), and removes it', async () => {
    const calls = api();
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    fireEvent.change(await screen.findByLabelText(/Promo code/), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const line = await screen.findByText('Promo code WELCOME10 (10%)');
    // Read as "minus ৳450"; the sign is drawn, not read twice.
    expect(line.nextElementSibling?.textContent).toBe('minus −৳450');
    expect(payButton().textContent).toBe('Pay ৳4,050');
    expect(screen.getByText('applied', { exact: false }).textContent).toContain('WELCOME10');
    const promoCall = calls.find((c) => c.path === '/api/payment/apply-promo/12/');
    expect(Object.fromEntries(new URLSearchParams(promoCall?.search))).toEqual({
      item: 'course',
      code: 'WELCOME10',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    await waitFor(() => expect(payButton().textContent).toBe('Pay ৳4,500'));
    expect(screen.queryByText('Promo code WELCOME10 (10%)')).toBeNull();
  });

  it('shows the server’s promo message verbatim under the field, and keeps the price as it was', async () => {
    api();
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    const field = await screen.findByLabelText(/Promo code/);
    fireEvent.change(field, { target: { value: 'EID2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code has expired.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(payButton().textContent).toBe('Pay ৳4,500');

    // The contract's own rule, before any call: only letters, digits, - and _.
    fireEvent.change(field, { target: { value: 'NO SPACES' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('A promo code has only letters, digits, - and _'),
    );
  });

  it('offers the enabled gateways, says clearly that the demo moves no money, and pays with the chosen one', async () => {
    const calls = api();
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    const local = await screen.findByRole('radio', {
      name: /bKash, Nagad, Rocket, cards and internet banking/,
    });
    const card = screen.getByRole('radio', { name: /International card \(Visa, Mastercard, Amex\)/ });
    expect((local as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('note').textContent).toContain('Demo mode: no real money moves.');

    fireEvent.click(card);
    expect((card as HTMLInputElement).checked).toBe(true);
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT.gateway_url));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/payment/v2/stripe/12', body: { expected_total: 450000 } },
    ]);
    // On its way to the gateway: no second order from a second tap.
    expect(
      (screen.getByRole('button', { name: 'Taking you to payment…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('starts one order however fast the button is pressed, with the quote’s promo and referral codes', async () => {
    const calls = api((call) =>
      call.path === '/api/payment/apply-promo/12/' &&
      new URLSearchParams(call.search).get('affiliate') === 'AFFDEMO7'
        ? json({ ...PROMO_QUOTE, affiliate: 'AFFDEMO7' })
        : call.path === '/api/payment/apply-affiliate/12/'
          ? json(quote({ affiliate: 'AFFDEMO7' }))
          : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12/affdemo7', PATH);
    fireEvent.change(await screen.findByLabelText(/Promo code/), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code WELCOME10 (10%)');
    const pay = payButton();
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/api/payment/v2/payment/12/',
        body: { promo_code: 'WELCOME10', affiliate: 'AFFDEMO7', expected_total: 405000 },
      },
    ]);
  });

  it('prices with the referral code from the path, else from the stored attribution of this course only', async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    saveAffiliateAttribution({ code: 'STORED42', course_id: 12, expires_at: expires });
    const calls = api((call) =>
      call.path === '/api/payment/apply-affiliate/12/'
        ? json(
            quote({
              discounts: [
                {
                  step: 'affiliate',
                  label: 'Referred by an affiliate (5%)',
                  code: null,
                  name: null,
                  rule: { kind: 'percent', amount: 5 },
                  amount: 22500,
                },
              ],
              total: 427500,
              affiliate: new URLSearchParams(call.search).get('affiliate'),
            }),
          )
        : undefined,
    );
    const first = renderPage(<CheckoutPage />, '/payment/12/PATHCODE1', PATH);
    await screen.findByText('Referred by an affiliate (5%)');
    expect(
      new URLSearchParams(calls.find((c) => c.path.includes('apply-affiliate'))?.search).get('affiliate'),
    ).toBe('PATHCODE1');
    first.unmount();

    calls.length = 0;
    const second = renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByText('Referred by an affiliate (5%)');
    expect(
      new URLSearchParams(calls.find((c) => c.path.includes('apply-affiliate'))?.search).get('affiliate'),
    ).toBe('STORED42');
    second.unmount();

    // Stored for another course: not this checkout's.
    saveAffiliateAttribution({ code: 'STORED42', course_id: 99, expires_at: expires });
    calls.length = 0;
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('৳4,500'));
    expect(calls.some((c) => c.path.includes('apply-affiliate'))).toBe(false);
  });

  it('checks out without a referral code the server refuses, says why, and forgets the stored one', async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    saveAffiliateAttribution({ code: 'GONE1234', course_id: 12, expires_at: expires });
    api((call) =>
      call.path === '/api/payment/apply-affiliate/12/'
        ? json({ affiliate: ['This referral code does not exist.'] }, 400)
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByText('This referral code does not exist.');
    expect(payButton().textContent).toBe('Pay ৳4,500');
    expect(window.localStorage.getItem('dokkho.affiliate')).toBeNull();
  });

  it('tries the ?promo= code of the consultation coupon at once', async () => {
    api();
    renderPage(<CheckoutPage />, '/payment/12?promo=welcome10', PATH);
    await screen.findByText('Promo code WELCOME10 (10%)');
    expect(payButton().textContent).toBe('Pay ৳4,050');
  });

  it('puts a promo refused at payment time under the field, and goes nowhere', async () => {
    api((call) =>
      call.method === 'POST'
        ? json({ promo_code: ['This promo code has been fully used.'] }, 400)
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    fireEvent.change(await screen.findByLabelText(/Promo code/), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code WELCOME10 (10%)');
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code has been fully used.');
    expect(assign).not.toHaveBeenCalled();
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what went wrong when the order cannot start, and lets the learner try again', async () => {
    api((call) =>
      call.method === 'POST' ? json({ detail: 'The payment gateway is not answering.' }, 502) : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The payment gateway is not answering.');
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('welcomes a learner who already owns the course instead of charging again', async () => {
    api((call) =>
      call.path === '/api/course/check-enrollment/12/'
        ? json({
            course_id: 12,
            is_enrolled: true,
            enrolled_at: '2026-11-01T00:00:00Z',
            progress_percent: 30,
            completed_at: null,
          })
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('heading', { level: 1, name: 'You already own this course' });
    expect(screen.getByRole('link', { name: 'Go to the course' }).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('turns a 409 from the start call (bought in another tab) into the same friendly panel', async () => {
    api((call) =>
      call.method === 'POST' ? json({ detail: 'You are already enrolled in this course.' }, 409) : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(payButton());
    await screen.findByRole('heading', { level: 1, name: 'You already own this course' });
  });

  it('sends a free course to its page, where enrolling takes one tap', async () => {
    api((call) =>
      call.path === '/api/payment/apply-sales-discount/12/'
        ? json(quote({ list_price: 0, base_price: 0, total: 0 }))
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/courseDetails/12'));
  });

  it('confirms a fully discounted order without a gateway choice', async () => {
    const calls = api((call) =>
      call.path === '/api/payment/apply-promo/12/'
        ? json(
            quote({
              discounts: [
                {
                  step: 'promo',
                  label: 'Promo code FREEPASS (100%)',
                  code: 'FREEPASS',
                  name: null,
                  rule: { kind: 'percent', amount: 100 },
                  amount: 450000,
                },
              ],
              total: 0,
              promo_code: 'FREEPASS',
            }),
          )
        : call.method === 'POST'
          ? json(
              {
                ...CHECKOUT,
                gateway: 'none',
                gateway_url: `/payment/success/12/${TOKEN}`,
                demo: false,
                total: 0,
              },
              201,
            )
          : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12?promo=FREEPASS', PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and enrol' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/payment/success/12/${TOKEN}`));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { promo_code: 'FREEPASS', expected_total: 0 },
    ]);
  });

  it('shows the new price instead of paying it when a discount was used up in another checkout', async () => {
    const WHEEL_QUOTE = quote({
      discounts: [
        {
          step: 'wheel',
          label: 'Wheel prize: 10% off',
          code: null,
          name: '10% off',
          rule: { kind: 'percent', amount: 10 },
          amount: 45000,
        },
      ],
      total: 405000,
    });
    const MESSAGE =
      'The price has changed since you saw it: the total is now ৳4,500. Please check it before you pay.';
    let quotes = 0;
    const calls = api((call) => {
      if (call.path === '/api/payment/apply-sales-discount/12/') {
        // The prize is spent by another checkout's payment after the first quote.
        quotes += 1;
        return json(quotes === 1 ? WHEEL_QUOTE : quote());
      }
      if (call.method !== 'POST') return undefined;
      const body = call.body as { expected_total?: number };
      return body.expected_total === 450000
        ? json({ ...CHECKOUT, total: 450000 }, 201)
        : json({ expected_total: [MESSAGE] }, 409);
    });
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    const first = await screen.findByRole('button', { name: /^Pay ৳4,050/ });
    await waitFor(() => expect((first as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(first);

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE);
    expect(assign).not.toHaveBeenCalled();
    // Still a checkout (not the "already own" panel), now showing the price the server will take.
    const second = await screen.findByRole('button', { name: /^Pay ৳4,500/ });
    fireEvent.click(second);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT.gateway_url));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { expected_total: 405000 },
      { expected_total: 450000 },
    ]);
  });

  it('shows the not-found state for an unknown course, and for a path that is not an id', async () => {
    api((call) =>
      call.path.startsWith('/api/payment/apply-') ? json({ detail: 'Course not found.' }, 404) : undefined,
    );
    const first = renderPage(<CheckoutPage />, '/payment/999', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This course does not exist or is no longer on sale',
    });
    first.unmount();
    renderPage(<CheckoutPage />, '/payment/abc', PATH);
    screen.getByRole('heading', { level: 1, name: 'This course does not exist or is no longer on sale' });
  });

  it('shows a designed error with a retry when the quote cannot load', async () => {
    let failing = true;
    api((call) =>
      call.path === '/api/payment/apply-sales-discount/12/' && failing
        ? json({ detail: 'Service unavailable.' }, 503)
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load your checkout' });
    screen.getByText('Service unavailable.');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  });

  it('says plainly that payment is unavailable when the server offers no gateway, with no Pay button', async () => {
    const calls = api((call) =>
      call.path === '/api/payment/gateways/'
        ? json(
            gateways({
              sslcommerz: { enabled: false, demo: false },
              stripe: { enabled: false, demo: false },
            }),
          )
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('heading', { name: 'Online payment is not available right now' });
    screen.getByText(/nothing has been charged/);
    screen.getByText(/can’t be bought here yet/);
    // The price is still shown; there is nothing to press that could not work.
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(within(price).getByTestId('order-total').textContent).toBe('৳4,500');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('hides the demo note when the gateway is real, and offers only the enabled ones', async () => {
    api((call) =>
      call.path === '/api/payment/gateways/'
        ? json(
            gateways({ sslcommerz: { enabled: true, demo: false }, stripe: { enabled: false, demo: false } }),
          )
        : undefined,
    );
    renderPage(<CheckoutPage />, '/payment/12', PATH);
    await screen.findByRole('radio', { name: /bKash/ });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('bundle checkout /bundle-payment/:id (issue 5 item 2)', () => {
  const BUNDLE = quote({
    item: {
      kind: 'bundle',
      id: 5,
      title: 'Data Career Starter Pack',
      thumbnail: '/demo/bundles/data.svg',
      course_ids: [12, 14, 15],
    },
    list_price: 1500000,
    base_price: 990000,
    total: 990000,
  });

  function bundleApi() {
    return stubApi((call) => {
      if (call.path === '/api/payment/gateways/') return json(gateways());
      if (call.path === '/api/payment/apply-sales-discount/5/') return json(BUNDLE);
      if (call.path === '/api/payment/apply-promo/5/') {
        return json({ code: ['This promo code is not valid for this course.'] }, 400);
      }
      if (call.method === 'POST') return json(CHECKOUT, 201);
      return undefined;
    });
  }

  it('prices the bundle as a bundle, counts its courses, and pays through the bundle call', async () => {
    const calls = bundleApi();
    renderPage(<BundleCheckoutPage />, '/bundle-payment/5', '/bundle-payment/:id');
    await screen.findByText('Bundle · 3 courses');
    screen.getByText('Data Career Starter Pack');
    expect(
      new URLSearchParams(calls.find((c) => c.path.includes('apply-sales-discount'))?.search).get('item'),
    ).toBe('bundle');
    // No enrolment check for a bundle: the server answers 409 only when every course is owned.
    expect(calls.some((c) => c.path.includes('check-enrollment'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to the bundle' }).getAttribute('href')).toBe(
      '/bundle-offer/5',
    );

    fireEvent.change(screen.getByLabelText(/Promo code/), { target: { value: 'EXCEL20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This promo code is not valid for this course.',
    );

    fireEvent.click(screen.getByRole('radio', { name: /International card/ }));
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/payment/stripe/bundle/5/',
    ]);
  });

  it('pays a bundle with SSLCommerz through its own call', async () => {
    const calls = bundleApi();
    renderPage(<BundleCheckoutPage />, '/bundle-payment/5', '/bundle-payment/:id');
    await screen.findByText('Bundle · 3 courses');
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/payment/sslcommerz/bundle/5/',
    ]);
  });
});
