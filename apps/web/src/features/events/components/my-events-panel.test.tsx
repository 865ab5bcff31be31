import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, myEvent, renderPage, signIn, stubApi } from '../test-utils';
import { MyEventsPanel } from './my-events-panel';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('MyEventsPanel (learner dashboard)', () => {
  it('lists the booked events and cancels one', async () => {
    signIn();
    let cancelled = false;
    const waiting = myEvent(
      { id: 92, status: 'waitlisted', waitlist_position: 4 },
      { id: 12, kind: 'free_class', title: 'HTML in one evening' },
    );
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/my-events/')
        return json({ upcoming: cancelled ? [waiting] : [myEvent(), waiting], past: [] });
      if (method === 'DELETE' && path === '/api/course/event-registrations/91/') {
        cancelled = true;
        return json({
          detail: 'Cancelled.',
          registration: { id: 91, event_id: 5, status: 'cancelled', waitlist_position: null },
        });
      }
      return undefined;
    });
    renderPage(<MyEventsPanel />, '/newDashboard');
    const panel = await screen.findByRole('region', { name: 'My events' });
    await within(panel).findByText('Seat booked');
    within(panel).getByText('Waiting list: number 4');
    expect(
      within(panel)
        .getAllByRole('link', { name: 'Landing your first frontend job in Dhaka' })[0]
        ?.getAttribute('href'),
    ).toBe('/register-form/5/success');

    fireEvent.click(
      within(panel).getByRole('button', {
        name: 'Cancel registration for Landing your first frontend job in Dhaka',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(within(panel).queryByText('Seat booked')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('says when nothing is booked', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/course/my-events/' ? json({ upcoming: [], past: [] }) : undefined));
    renderPage(<MyEventsPanel />, '/newDashboard');
    await screen.findByText(/No free classes or masterclasses booked/);
  });
});
