import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PAYOUT_OPEN_MESSAGE, type PayoutRequestDetails } from '@dokkho/contract/affiliate';
import type {
  InstructorEarningsCourses,
  InstructorEarningsMonths,
  InstructorEarningsSummary,
} from '@dokkho/contract/instructor-earnings';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { InstructorEarningsPage } from './instructor-earnings-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<InstructorEarningsSummary> = {}): InstructorEarningsSummary {
  return {
    balance: 512_345,
    pending_payout: 0,
    paid_total: 200_000,
    earned_total: 712_345,
    sales: 9,
    open_request: null,
    request_blocked_reason: null,
    terms: {
      share_percent: 70,
      gateway_fee_percent: { sslcommerz: 2.5, stripe: 2.9 },
      payout_minimum: 100_000,
      currency: 'BDT',
    },
    ...overrides,
  };
}

const months: InstructorEarningsMonths = {
  time_zone: 'Asia/Dhaka',
  months: [
    { month: '2026-10', sales: 4, refunds: 0, earnings: 400_000 },
    { month: '2026-11', sales: 5, refunds: 1, earnings: 312_345 },
  ],
};

const courses: InstructorEarningsCourses = {
  courses: [
    {
      course_id: 7,
      title: 'SQL for Data Analysts',
      sales: 8,
      refunds: 1,
      gross: 2_800_000,
      earnings: 712_345,
    },
  ],
};

function payout(overrides: Partial<PayoutRequestDetails> = {}): PayoutRequestDetails {
  return {
    id: 3,
    amount: 200_000,
    method: 'nagad',
    account: '+8801911000004',
    status: 'paid',
    note: 'Nagad TrxID 7H8J9K',
    created_at: '2026-11-02T05:00:00.000Z',
    processed_at: '2026-11-04T05:00:00.000Z',
    ...overrides,
  };
}

describe('InstructorEarningsPage (/ir-dashboard/earnings)', () => {
  it('shows the balance, months and courses, and requests a payout to the last account used', async () => {
    signIn();
    let open = false;
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/api/instructor/earnings/') {
        return json(
          open
            ? summary({
                balance: 312_345,
                pending_payout: 200_000,
                open_request: payout({ id: 4, status: 'requested', note: '', processed_at: null }),
                request_blocked_reason: PAYOUT_OPEN_MESSAGE,
              })
            : summary(),
        );
      }
      if (path === '/api/instructor/earnings/months/') return json(months);
      if (path === '/api/instructor/earnings/courses/') return json(courses);
      if (method === 'GET' && path === '/api/instructor/payout-requests/') {
        const results = open
          ? [payout({ id: 4, status: 'requested', note: '', processed_at: null }), payout()]
          : [payout()];
        return json({ count: results.length, next: null, previous: null, results });
      }
      if (method === 'POST' && path === '/api/instructor/payout-requests/') {
        open = true;
        const { amount } = body as { amount: number };
        return json(payout({ id: 4, amount, status: 'requested', note: '', processed_at: null }), 201);
      }
      return undefined;
    });
    renderPage(<InstructorEarningsPage />, '/ir-dashboard/earnings');

    expect(await screen.findByText('৳5,123.45')).toBeTruthy();
    const byMonth = screen.getByRole('table', { name: 'Earnings by month' });
    // Newest month first.
    const rows = within(byMonth).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('November 2026');
    expect(rows[1]!.textContent).toContain('৳3,123.45');
    const byCourse = screen.getByRole('table', { name: 'Earnings by course' });
    within(byCourse).getByRole('rowheader', { name: /SQL for Data Analysts/ });
    within(byCourse).getByText(/8 sales · 1 refund/);
    expect(screen.getByText(/You earn 70% of each paid enrolment/)).toBeTruthy();

    // The last payout's account is filled in; the limits are the server's words.
    const amount = screen.getByRole('textbox', { name: 'Amount (taka)' }) as HTMLInputElement;
    expect(amount.value).toBe('5123.45');
    expect((screen.getByRole('textbox', { name: 'Nagad number' }) as HTMLInputElement).value).toBe(
      '+8801911000004',
    );
    fireEvent.change(amount, { target: { value: '999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText('The smallest payout is ৳1,000.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByText(/Request sent/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 200_000,
      method: 'nagad',
      account: '+8801911000004',
    });
    // Refetched: the open request is in the history and above the form.
    await screen.findByText(/Your request for ৳2,000 to Nagad is in review/);
    const history = screen.getByRole('region', { name: 'Payout requests' });
    expect(within(history).getAllByText('In review').length).toBeGreaterThan(0);
    within(history).getByText('“Nagad TrxID 7H8J9K”');
  });

  it('says so when there is nothing yet', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/instructor/earnings/') {
        return json(
          summary({
            balance: 0,
            paid_total: 0,
            earned_total: 0,
            sales: 0,
            request_blocked_reason: 'The smallest payout is ৳1,000. Your balance is ৳0.',
          }),
        );
      }
      if (path === '/api/instructor/earnings/months/') return json({ ...months, months: [] });
      if (path === '/api/instructor/earnings/courses/') return json({ courses: [] });
      if (path === '/api/instructor/payout-requests/') {
        return json({ count: 0, next: null, previous: null, results: [] });
      }
      return undefined;
    });
    renderPage(<InstructorEarningsPage />, '/ir-dashboard/earnings');
    await screen.findByText('No sales yet. Each paid enrolment in your courses shows here.');
    screen.getByText('The smallest payout is ৳1,000. Your balance is ৳0.');
    expect(
      (screen.getByRole('button', { name: 'Request payout' }) as HTMLButtonElement).closest('fieldset')!
        .disabled,
    ).toBe(true);
  });
});
