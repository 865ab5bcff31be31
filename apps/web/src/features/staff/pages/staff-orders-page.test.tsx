import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { adminOrder, orderDetail, orderPage, OTHER_TOKEN, TOKEN } from '../test-utils';
import { StaffOrdersPage } from './staff-orders-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const query = (call: Call | undefined) => Object.fromEntries(new URLSearchParams(call?.search));
const listCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/admin/orders/');

function renderOrders(url = '/staff/orders') {
  return renderPage(<StaffOrdersPage />, url, '/staff/orders');
}

describe('/staff/orders list', () => {
  it('shows each order with date, buyer, item, total, status, gateway and invoice number', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/admin/orders/'
        ? json(
            orderPage([
              adminOrder(),
              adminOrder({
                id: 40,
                token: OTHER_TOKEN,
                kind: 'bundle',
                title: 'Data Career Starter Pack',
                total: 990050,
                status: 'refunded',
                gateway: 'stripe',
                invoice_number: null,
                buyer: { id: 10, name: '', email: 'karim@example.com' },
                created_at: '2026-11-20T04:00:00.000Z',
              }),
            ]),
          )
        : undefined,
    );
    renderOrders();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row));
    first!.getByRole('button', { name: 'Data Analytics with Excel and Power BI' });
    first!.getByText('26 Nov 2026');
    first!.getByText('Tahmina Akter');
    first!.getByText('tahmina@example.com');
    first!.getByText('৳4,050');
    first!.getByText('Paid');
    first!.getByText('SSLCommerz');
    first!.getByText('DKH-INV-2026-000042');
    second!.getByText('Bundle');
    second!.getByText('৳9,900.50');
    second!.getByText('Refunded');
    second!.getByText('Stripe');
    second!.getByText('No invoice');
    screen.getByText('2 orders');
    expect(query(calls[0])).toEqual({ page: '1', page_size: '20' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('searches by invoice, tran id or e-mail and filters by status, through the address', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/admin/orders/' ? json(orderPage([adminOrder()])) : undefined,
    );
    const { router } = renderOrders();
    await screen.findByRole('list', { name: 'Orders' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  tahmina@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=tahmina%40example.com'));
    await waitFor(() =>
      expect(query(listCalls(calls).at(-1))).toMatchObject({ search: 'tahmina@example.com' }),
    );

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'paid' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=tahmina%40example.com&status=paid'),
    );
    await waitFor(() =>
      expect(query(listCalls(calls).at(-1))).toEqual({
        search: 'tahmina@example.com',
        status: 'paid',
        page: '1',
        page_size: '20',
      }),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages with real links that keep the filters', async () => {
    stubApi((call) => (call.path === '/api/admin/orders/' ? json(orderPage([adminOrder()], 45)) : undefined));
    renderOrders('/staff/orders?status=paid&page=2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/staff/orders?status=paid',
    );
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/staff/orders?status=paid&page=3',
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
  });

  it('says when nothing matches, with the way back to every order', async () => {
    stubApi((call) => (call.path === '/api/admin/orders/' ? json(orderPage([])) : undefined));
    renderOrders('/staff/orders?search=nobody');
    await screen.findByRole('heading', { name: 'No orders match' });
    expect(screen.getByRole('link', { name: 'Show every order' }).getAttribute('href')).toBe('/staff/orders');
  });

  it('shows the server’s message when the list cannot load', async () => {
    stubApi((call) =>
      call.path === '/api/admin/orders/'
        ? json({ detail: 'You do not have permission to perform this action.' }, 403)
        : undefined,
    );
    renderOrders();
    await screen.findByRole('heading', { name: 'We couldn’t load the orders' });
    screen.getByText('You do not have permission to perform this action.');
  });
});

describe('/staff/orders: an order and its refund (issue 5 item 8)', () => {
  /** The API as it behaves: the refund turns the order refunded, in the list too. */
  function stubRefundable(refundAnswer?: () => Response) {
    let refunded = false;
    const row = () =>
      refunded
        ? adminOrder({
            status: 'refunded',
            refunded_at: '2026-11-27T05:00:00.000Z',
            refund_reason: 'Bought the wrong course',
          })
        : adminOrder();
    return stubApi((call) => {
      if (call.path === '/api/admin/orders/') return json(orderPage([row()]));
      if (call.path === `/api/payment/orders/${TOKEN}/`) {
        return json(orderDetail(refunded ? { status: 'refunded' } : {}));
      }
      if (call.method === 'POST' && call.path === '/api/admin/orders/41/refund/') {
        if (refundAnswer) return refundAnswer();
        refunded = true;
        return json(row());
      }
      return undefined;
    });
  }

  async function openOrder() {
    fireEvent.click(await screen.findByRole('button', { name: 'Data Analytics with Excel and Power BI' }));
    return screen.findByRole('dialog', { name: 'Data Analytics with Excel and Power BI' });
  }

  it('opens the order with its price breakdown from the order detail', async () => {
    const calls = stubRefundable();
    renderOrders();
    const drawer = within(await openOrder());
    await drawer.findByText('List price');
    drawer.getByText('৳6,500');
    drawer.getByText('Sale price');
    drawer.getByText('−৳2,000');
    drawer.getByText('Promo code WELCOME10 (10%)');
    drawer.getByText('−৳450');
    drawer.getByText('Total');
    drawer.getByText('DKO-41-7QH2M');
    drawer.getByText('tahmina@example.com');
    expect(calls.some((call) => call.path === `/api/payment/orders/${TOKEN}/`)).toBe(true);
  });

  it('says when the order got a once-only discount another order had already spent (ADR 014)', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/orders/') {
        return json(orderPage([adminOrder({ overused_discounts: ['promo', 'wheel'] })]));
      }
      if (call.path === `/api/payment/orders/${TOKEN}/`) return json(orderDetail());
      return undefined;
    });
    renderOrders();
    const drawer = await openOrder();
    expect(drawer.textContent).toContain(
      'Discount used twice: this order got the promo code and wheel prize after another paid order had already spent it',
    );
  });

  it('says nothing of the kind for an ordinary order', async () => {
    stubRefundable();
    renderOrders();
    const drawer = await openOrder();
    expect(drawer.textContent).not.toContain('Discount used twice');
  });

  it('asks why, explains what happens, posts the reason and shows the order refunded', async () => {
    const calls = stubRefundable();
    renderOrders();
    const drawer = within(await openOrder());
    fireEvent.click(drawer.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund DKH-INV-2026-000042?' });
    const confirm = within(dialog);
    // What it does, and what it does not: the money goes back through the gateway's merchant panel.
    expect(dialog.textContent).toContain('removes the course seat it gave');
    expect(dialog.textContent).toContain('reverses the affiliate’s commission');
    expect(dialog.textContent).toContain(
      'It does not send the money back. Return ৳4,050 to the buyer in the SSLCommerz merchant panel yourself.',
    );

    // The contract's RefundRequest rule, before any call.
    fireEvent.click(confirm.getByRole('button', { name: 'Refund order' }));
    await confirm.findByText('Say why the order is refunded');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(confirm.getByLabelText('Reason'), { target: { value: '  Bought the wrong course ' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Refund order' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund DKH-INV-2026-000042?' })).toBeNull(),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/api/admin/orders/41/refund/',
        body: { reason: 'Bought the wrong course' },
      }),
    ]);

    const sheet = within(screen.getByRole('dialog', { name: 'Data Analytics with Excel and Power BI' }));
    sheet.getByText(/Order refunded\./);
    sheet.getByText('Refunded');
    sheet.getByText('Bought the wrong course');
    expect(sheet.queryByRole('button', { name: 'Refund' })).toBeNull();
    // The list was fetched again after the refund and says so too.
    fireEvent.click(sheet.getByRole('button', { name: 'Close the order' }));
    const list = await screen.findByRole('list', { name: 'Orders' });
    await within(list).findByText('Refunded');
    const postIndex = calls.findIndex((call) => call.method === 'POST');
    expect(calls.slice(postIndex).some((call) => call.path === '/api/admin/orders/')).toBe(true);
  });

  it('shows the server’s refusal word for word and keeps the dialog open', async () => {
    stubRefundable(() => json({ detail: 'Only a paid order can be refunded.' }, 409));
    renderOrders();
    const drawer = within(await openOrder());
    fireEvent.click(drawer.getByRole('button', { name: 'Refund' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Refund DKH-INV-2026-000042?' }));
    fireEvent.input(confirm.getByLabelText('Reason'), { target: { value: 'Duplicate payment' } });
    fireEvent.click(confirm.getByRole('button', { name: 'Refund order' }));
    expect((await confirm.findByRole('alert')).textContent).toBe('Only a paid order can be refunded.');
    confirm.getByRole('button', { name: 'Refund order' });
  });

  it('offers no refund for an order that is not paid', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/orders/') {
        return json(orderPage([adminOrder({ status: 'pending', invoice_number: null, paid_at: null })]));
      }
      if (call.path === `/api/payment/orders/${TOKEN}/`) return json(orderDetail({ status: 'pending' }));
      return undefined;
    });
    renderOrders();
    const drawer = within(await openOrder());
    await drawer.findByText('List price');
    drawer.getByText('Awaiting payment');
    expect(drawer.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
