import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ConsultationItem, ConsultationQueue } from '@dokkho/contract/events';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { StaffConsultationsPage } from './staff-consultations-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function request(overrides: Partial<ConsultationItem> = {}): ConsultationItem {
  return {
    id: 7,
    event: { id: 3, kind: 'masterclass', title: 'SQL for analysts' },
    name: 'Tahmina Akter',
    phone: '+8801711203344',
    email: 'tahmina@example.com',
    message: 'Is the SQL course enough for a data analyst role?',
    preferred_time: 'After 6 pm',
    status: 'new',
    call_back_at: null,
    staff_note: '',
    handled_by: null,
    created_at: '2026-11-26T16:00:00Z',
    updated_at: '2026-11-26T16:00:00Z',
    ...overrides,
  };
}

function queue(results: ConsultationItem[]): ConsultationQueue {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    counts: { new: results.length, call_back: 0, contacted: 0, no_answer: 0, enrolled: 0, closed: 0 },
  };
}

describe('/staff/consultations', () => {
  it('plans a call-back on a Dhaka clock and sends it as UTC, after asking for the missing time', async () => {
    let done = false;
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/staff/consultations/')
        return json(queue(done ? [] : [request()]));
      if (call.method === 'PATCH' && call.path === '/api/staff/consultations/7/') {
        done = true;
        return json(request({ status: 'call_back', call_back_at: '2026-12-01T05:00:00.000Z' }));
      }
      return undefined;
    });
    renderPage(<StaffConsultationsPage />, '/staff/consultations', '/staff/consultations');
    const card = within(await screen.findByTestId('consultation'));
    card.getByText('Is the SQL course enough for a data analyst role?');
    card.getByText('SQL for analysts');
    expect(card.getByRole('link', { name: '+8801711203344' }).getAttribute('href')).toBe(
      'tel:+8801711203344',
    );

    fireEvent.change(card.getByLabelText('State'), { target: { value: 'call_back' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    await card.findByText('Choose the day and time to call back (Dhaka time).');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(card.getByLabelText('Call back on (Dhaka time)'), { target: { value: '2026-12-01' } });
    fireEvent.change(card.getByLabelText('At'), { target: { value: '11:00' } });
    fireEvent.change(card.getByLabelText(/^Note/), { target: { value: 'Call her office' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tahmina Akter: Call back.');
    const patch = calls.find((call) => call.method === 'PATCH');
    // 11:00 in Dhaka (UTC+6) is 05:00 UTC.
    expect(patch?.body).toEqual({
      status: 'call_back',
      call_back_at: '2026-12-01T05:00:00.000Z',
      staff_note: 'Call her office',
    });
    await screen.findByText('Nothing here');
  });
});
