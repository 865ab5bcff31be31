import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYOUT_OPEN_MESSAGE } from '@dokkho/contract/affiliate';
import { clearSession } from '../../../shared/auth/token-store';
import {
  affiliateProfile,
  commission,
  json,
  payments,
  payout,
  renderPage,
  signIn,
  stubApi,
} from '../test-utils';
import { AffiliatePaymentsPage } from './affiliate-payments-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('AffiliatePaymentsPage (/affiliate-dashboard/payments)', () => {
  it('prefills a payout of the whole balance to the saved account, checks the limits, and sends poisha', async () => {
    signIn();
    let open = false;
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/api/affiliate/profile/') return json(affiliateProfile());
      if (path === '/api/affiliate/payments/') {
        return json(
          open
            ? payments({
                balance: 0,
                open_request: payout({
                  id: 9,
                  status: 'requested',
                  amount: 312_400,
                  note: '',
                  processed_at: null,
                }),
                request_blocked_reason: PAYOUT_OPEN_MESSAGE,
              })
            : payments(),
        );
      }
      if (method === 'POST' && path === '/api/affiliate/affiliate_payout_request/') {
        open = true;
        const { amount } = body as { amount: number };
        return json(payout({ id: 9, status: 'requested', amount, note: '', processed_at: null }), 201);
      }
      return undefined;
    });
    renderPage(<AffiliatePaymentsPage />, '/affiliate-dashboard/payments');

    const balance = await screen.findByRole('region', { name: 'Balance' });
    within(balance).getByText('৳3,124');
    const amount = screen.getByRole('textbox', { name: 'Amount (taka)' }) as HTMLInputElement;
    expect(amount.value).toBe('3124');
    expect((screen.getByRole('textbox', { name: 'bKash number' }) as HTMLInputElement).value).toBe(
      '+8801711000007',
    );

    fireEvent.change(amount, { target: { value: '499' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText('The smallest payout is ৳500.');
    fireEvent.change(amount, { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText('You can request at most ৳3,124.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '3,124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText(/Request sent/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 312_400,
      method: 'bkash',
      account: '+8801711000007',
    });
    // The open request shows, and the form says why it is closed now.
    await screen.findByRole('region', { name: 'Payout in review' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request payout' }).closest('fieldset')!.disabled).toBe(true),
    );
  });

  it('keeps the form closed with the reason when the balance is below the minimum', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/affiliate/profile/') return json(affiliateProfile());
      if (path === '/api/affiliate/payments/')
        return json(
          payments({
            balance: 30_000,
            request_blocked_reason: 'The smallest payout is ৳500. Your balance is ৳300.',
          }),
        );
      return undefined;
    });
    renderPage(<AffiliatePaymentsPage />, '/affiliate-dashboard/payments');
    await screen.findByText('The smallest payout is ৳500. Your balance is ৳300.');
    expect(screen.getByRole('button', { name: 'Request payout' }).closest('fieldset')!.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Amount (taka)' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal, like a request opened meanwhile in another tab', async () => {
    signIn();
    stubApi(({ method, path }) => {
      if (path === '/api/affiliate/profile/') return json(affiliateProfile());
      if (path === '/api/affiliate/payments/') return json(payments());
      if (method === 'POST') return json({ detail: PAYOUT_OPEN_MESSAGE }, 409);
      return undefined;
    });
    renderPage(<AffiliatePaymentsPage />, '/affiliate-dashboard/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Request payout' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PAYOUT_OPEN_MESSAGE);
  });

  it('lists commissions (reversed ones marked) page by page, and payouts with staff’s note', async () => {
    signIn();
    const calls = stubApi(({ path, search }) => {
      if (path === '/api/affiliate/profile/') return json(affiliateProfile());
      if (path === '/api/affiliate/payments/') {
        const page = Number(new URLSearchParams(search).get('page'));
        return json(
          payments({
            commissions: {
              count: 12,
              next: null,
              previous: null,
              results:
                page === 2
                  ? [commission({ id: 11, item_title: 'Older sale' })]
                  : [commission(), commission({ id: 2, status: 'reversed', item_title: 'SQL for Analysts' })],
            },
          }),
        );
      }
      return undefined;
    });
    renderPage(<AffiliatePaymentsPage />, '/affiliate-dashboard/payments');
    const history = await screen.findByRole('region', { name: 'Commissions' });
    within(history).getByText('Reversed (refund)');
    within(history).getByText('Page 1 of 2');
    fireEvent.click(within(history).getByRole('button', { name: 'Older' }));
    await within(history).findByText('Older sale');
    expect(calls.some((call) => call.search === '?page=2&page_size=10')).toBe(true);

    const paid = screen.getByRole('region', { name: 'Payouts' });
    within(paid).getByText('“bKash TrxID 9A7B6C5D”');
    within(paid).getByText('Paid');
  });

  it('has an empty state for a new affiliate', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/affiliate/profile/') return json(affiliateProfile());
      if (path === '/api/affiliate/payments/')
        return json(
          payments({
            balance: 0,
            earned_total: 0,
            paid_total: 0,
            request_blocked_reason: 'The smallest payout is ৳500. Your balance is ৳0.',
            commissions: { count: 0, next: null, previous: null, results: [] },
            payouts: [],
          }),
        );
      return undefined;
    });
    renderPage(<AffiliatePaymentsPage />, '/affiliate-dashboard/payments');
    await screen.findByText(/No sales through your links yet/);
    screen.getByText(/No payouts yet/);
  });
});
