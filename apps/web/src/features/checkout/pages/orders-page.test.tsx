import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { saveBlob } from '../../../shared/lib/save-blob';
import { json, orderDetail, orderSummary, renderPage, signIn, stubApi, TOKEN } from '../test-utils';
import { OrdersPage } from './orders-page';
import { ReceiptPage } from './receipt-page';

vi.mock('../../../shared/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const OTHER = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.mocked(saveBlob).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('orders list /newDashboard/orders (issue 5 item 6)', () => {
  it('lists the orders with date, item, total, state and invoice number, each opening its receipt', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/payment/orders/'
        ? json({
            count: 2,
            next: null,
            previous: null,
            results: [
              orderSummary(),
              orderSummary({
                token: OTHER,
                kind: 'bundle',
                item_id: 5,
                title: 'Data Career Starter Pack',
                total: 990000,
                status: 'failed',
                invoice_number: null,
                paid_at: null,
                created_at: '2026-11-20T04:00:00.000Z',
              }),
            ],
          })
        : undefined,
    );
    renderPage(<OrdersPage />, '/newDashboard/orders');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/newDashboard/orders/${TOKEN}`,
      `/newDashboard/orders/${OTHER}`,
    ]);
    const first = within(rows[0]!);
    first.getByText('Data Analytics with Excel and Power BI');
    first.getByText('26 Nov 2026');
    first.getByText('৳4,050');
    first.getByText('Paid');
    first.getByText('DKH-INV-2026-000042');
    const second = within(rows[1]!);
    second.getByText('Bundle');
    second.getByText('Failed');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.search))).toEqual({ page: '1', page_size: '10' });
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages through many orders with real links', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/payment/orders/'
        ? json({ count: 23, next: 'x', previous: 'y', results: [orderSummary()] })
        : undefined,
    );
    renderPage(<OrdersPage />, '/newDashboard/orders?page=2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/newDashboard/orders',
    );
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/newDashboard/orders?page=3',
    );
    expect(new URLSearchParams(calls[0]?.search).get('page')).toBe('2');
  });

  it('has a designed empty state that leads to the catalog', async () => {
    stubApi(() => json({ count: 0, next: null, previous: null, results: [] }));
    renderPage(<OrdersPage />, '/newDashboard/orders');
    await screen.findByRole('heading', { level: 2, name: 'No orders yet' });
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/allcourses');
  });

  it('says when the orders cannot load, and retries', async () => {
    let failing = true;
    stubApi(() =>
      failing
        ? json({ detail: 'Service unavailable.' }, 503)
        : json({ count: 1, next: null, previous: null, results: [orderSummary()] }),
    );
    renderPage(<OrdersPage />, '/newDashboard/orders');
    await screen.findByRole('heading', { level: 2, name: 'We couldn’t load your orders' });
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Your orders' });
  });
});

describe('receipt /newDashboard/orders/:token (issue 5 item 6)', () => {
  const PATH = '/newDashboard/orders/:token';

  it('shows the breakdown, the payment, the buyer and the state', async () => {
    stubApi((call) => (call.path === `/api/payment/orders/${TOKEN}/` ? json(orderDetail()) : undefined));
    renderPage(<ReceiptPage />, `/newDashboard/orders/${TOKEN}`, PATH);
    const receipt = await screen.findByRole('article', { name: 'Receipt' });
    const r = within(receipt);
    r.getByText('DKH-INV-2026-000042');
    r.getByText('Paid');
    r.getByText('Tahmina Akter');
    r.getByText('tahmina@example.com');
    r.getByText('bKash via SSLCommerz');
    r.getByText('BKASH7XK2M9');
    r.getByText('Promo code WELCOME10 (10%)');
    r.getByText('Total paid');
    expect(r.getByTestId('order-total').textContent).toBe('৳4,050');
    r.getByText('Thu 26 Nov 2026, 3:05 pm');
    expect(document.title).toBe('Receipt DKH-INV-2026-000042 · Dokkho');
    // The test DOM has no print dialog: stand one in.
    const print = vi.fn();
    const original = window.print;
    window.print = print;
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
  });

  it('downloads the PDF invoice with the bearer token and saves it under its number', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === `/api/payment/orders/${TOKEN}/`) return json(orderDetail());
      if (url.pathname === `/api/payment/orders/${TOKEN}/invoice/`) {
        expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer eyJ/);
        expect(url.searchParams.get('lang')).toBe('en');
        return new Response(pdf, { headers: { 'content-type': 'application/pdf' } });
      }
      return json({ detail: 'Not found.' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<ReceiptPage />, `/newDashboard/orders/${TOKEN}`, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF invoice' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('DKH-INV-2026-000042.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
  });

  it('says why the invoice did not download', async () => {
    stubApi((call) =>
      call.path.endsWith('/invoice/')
        ? json({ detail: 'This order has no invoice yet.' }, 409)
        : json(orderDetail()),
    );
    renderPage(<ReceiptPage />, `/newDashboard/orders/${TOKEN}`, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t download the invoice. This order has no invoice yet.',
    );
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('shows an unpaid order without an invoice, and a way to try again', async () => {
    stubApi(() => json(orderDetail({ status: 'cancelled', invoice_number: null, paid_at: null })));
    renderPage(<ReceiptPage />, `/newDashboard/orders/${TOKEN}`, PATH);
    await screen.findByRole('article', { name: 'Order summary' });
    expect(screen.queryByRole('button', { name: 'Download PDF invoice' })).toBeNull();
    screen.getByText('This order was not paid, so it has no invoice.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/payment/12?promo=WELCOME10',
    );
  });

  it('offers no second order while a payment is still being confirmed', async () => {
    stubApi(() => json(orderDetail({ status: 'pending', invoice_number: null, paid_at: null })));
    renderPage(<ReceiptPage />, `/newDashboard/orders/${TOKEN}`, PATH);
    await screen.findByText(/Waiting for the gateway to confirm this payment/);
    screen.getByText('Awaiting payment');
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF invoice' })).toBeNull();
  });

  it('shows not-found for another user’s order and for a malformed token', async () => {
    const calls = stubApi(() => json({ detail: 'Order not found.' }, 404));
    const first = renderPage(<ReceiptPage />, `/newDashboard/orders/${TOKEN}`, PATH);
    await screen.findByRole('heading', { level: 2, name: 'We couldn’t find this order' });
    first.unmount();
    calls.length = 0;
    renderPage(<ReceiptPage />, '/newDashboard/orders/nope', PATH);
    screen.getByRole('heading', { level: 2, name: 'We couldn’t find this order' });
    expect(calls).toEqual([]);
  });
});
