import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { payoutPage, payoutRequest } from '../test-utils';
import { StaffPayoutsPage } from './staff-payouts-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const query = (call: Call | undefined) => Object.fromEntries(new URLSearchParams(call?.search));

function renderPayouts(url = '/staff/payouts') {
  return renderPage(<StaffPayoutsPage />, url, '/staff/payouts');
}

/** The API as it behaves: a decided request leaves the open list. `answer` overrides the decision's reply. */
function stubPayouts(answer?: () => Response) {
  let decided: 'paid' | 'rejected' | null = null;
  const calls = stubApi((call) => {
    if (call.path === '/api/admin/payout-requests/') {
      const status = new URLSearchParams(call.search).get('status');
      if (decided === null) return json(payoutPage(status === 'requested' ? [payoutRequest()] : []));
      return json(payoutPage(status === decided ? [payoutRequest({ status: decided })] : []));
    }
    if (call.method === 'POST' && call.path === '/api/admin/payout-requests/7/') {
      if (answer) return answer();
      const body = call.body as { status: 'paid' | 'rejected'; note: string };
      decided = body.status;
      const { payee: _payee, balance: _balance, ...details } = payoutRequest();
      return json({
        ...details,
        status: body.status,
        note: body.note,
        processed_at: '2026-11-27T05:00:00.000Z',
      });
    }
    return undefined;
  });
  return calls;
}

describe('/staff/payouts', () => {
  it('lists the open requests by default with affiliate, amount, method, account and date', async () => {
    const calls = stubPayouts();
    renderPayouts();
    const card = within(await screen.findByRole('article', { name: 'Rafiq Islam' }));
    card.getByText('rafiq@example.com');
    card.getByText('RAFIQ123');
    card.getByText('৳750');
    card.getByText('bKash');
    card.getByText('+8801712345678');
    card.getByText('20 Nov 2026');
    card.getByText('Requested');
    card.getByText('৳120');
    expect(query(calls[0])).toEqual({ status: 'requested', page: '1', page_size: '20' });
    const tabs = within(screen.getByRole('navigation', { name: 'Payout request status' }));
    expect(tabs.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/staff/payouts?status=all');
  });

  it('asks for every status with ?status=all, and shows a decided request without actions', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/admin/payout-requests/'
        ? json(
            payoutPage([
              payoutRequest({ status: 'paid', note: 'TX9K2L', processed_at: '2026-11-22T08:00:00.000Z' }),
            ]),
          )
        : undefined,
    );
    renderPayouts('/staff/payouts?status=all');
    const card = within(await screen.findByRole('article', { name: 'Rafiq Islam' }));
    card.getByText('TX9K2L');
    // Today's balance only helps decide an open request.
    expect(card.queryByText(/besides this request/)).toBeNull();
    expect(card.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(query(calls[0])).toEqual({ page: '1', page_size: '20' });
  });

  it('marks a request paid with the transaction id as the note, then refreshes the list', async () => {
    const calls = stubPayouts();
    renderPayouts();
    const card = within(await screen.findByRole('article', { name: 'Rafiq Islam' }));
    fireEvent.click(card.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark ৳750 to Rafiq Islam paid?' });
    expect(dialog.textContent).toContain('Only once you have sent ৳750 by bKash to +8801712345678.');
    fireEvent.input(within(dialog).getByLabelText(/Note/), { target: { value: ' 9FX7TQ2K ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    await screen.findByText('Marked ৳750 to Rafiq Islam paid.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/admin/payout-requests/7/',
        body: { status: 'paid', note: '9FX7TQ2K' },
      }),
    ]);
    await screen.findByRole('heading', { name: 'No open payout requests' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks paid without a note too', async () => {
    const calls = stubPayouts();
    renderPayouts();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    await screen.findByText('Marked ৳750 to Rafiq Islam paid.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'paid', note: '' });
  });

  it('rejects only with a reason, and posts it', async () => {
    const calls = stubPayouts();
    renderPayouts();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reject Rafiq Islam’s request for ৳750?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Reject request' }));
    await dialog.findByText('Say why the request is rejected');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.input(dialog.getByLabelText('Reason'), {
      target: { value: 'The bKash number is not registered. Update it and ask again.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject request' }));
    await screen.findByText('Rejected Rafiq Islam’s request for ৳750; it is back in their balance.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'rejected',
      note: 'The bKash number is not registered. Update it and ask again.',
    });
  });

  it('shows the server’s refusal word for word and keeps the dialog', async () => {
    const calls = stubPayouts(() => json({ detail: 'This payout request has already been processed.' }, 409));
    renderPayouts();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This payout request has already been processed.',
    );
    // The list is asked again: a colleague decided it, and it should show.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/payout-requests/').length).toBeGreaterThan(1),
    );
  });

  it('says when there is nothing to pay', async () => {
    stubApi((call) => (call.path === '/api/admin/payout-requests/' ? json(payoutPage([])) : undefined));
    renderPayouts();
    await screen.findByRole('heading', { name: 'No open payout requests' });
  });
});
