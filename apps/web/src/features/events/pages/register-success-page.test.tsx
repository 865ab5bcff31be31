import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, registrationView, renderPage, stubApi, TICKET } from '../test-utils';
import { RegisterSuccessPage } from './register-success-page';

afterEach(() => {
  clearSession();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const URL_WITH_TICKET = `/register-form/5/success#registration=91&ticket=${TICKET}`;
const PATH = '/register-form/:masterclassId/success';

describe('RegisterSuccessPage (/register-form/{id}/success)', () => {
  it('opens the registration with the ticket in a header and offers the next steps', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/course/event-registrations/91/' ? json(registrationView()) : undefined,
    );
    renderPage(<RegisterSuccessPage />, URL_WITH_TICKET, PATH);
    await screen.findByRole('heading', { level: 1, name: 'Your seat is booked' });
    screen.getByText(/We sent the details to sadia@example.com/);
    expect(calls[0]?.search).toBe('');
    expect(calls[0]?.headers['x-event-ticket']).toBe(TICKET);

    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href')).toBe(
      'http://localhost/api/course/events/5/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    expect(screen.getByRole('link', { name: 'Join the community group' }).getAttribute('href')).toBe(
      '/join-group',
    );
    // Two days ahead: no join button yet, only when it appears.
    screen.getByText(/The join button appears here at .*, 15 minutes before the start\./);
    expect(screen.queryByRole('button', { name: 'Join the class now' })).toBeNull();
  });

  it('opens the class from 15 minutes before the start, asking the API for the link', async () => {
    const startsAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/event-registrations/91/')
        return json(registrationView({}, { starts_at: startsAt, state: 'upcoming' }));
      if (method === 'POST' && path === '/api/course/events/5/join/')
        return json({ join_url: 'https://meet.example.com/dokkho-frontend' });
      return undefined;
    });
    renderPage(<RegisterSuccessPage />, URL_WITH_TICKET, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the class now' }));
    await waitFor(() => expect(tab.location.href).toBe('https://meet.example.com/dokkho-frontend'));
    const join = calls.find((call) => call.method === 'POST');
    expect(join?.headers['x-event-ticket']).toBe(TICKET);
    expect(join?.search).toBe('');
    expect(screen.getByRole('link', { name: 'Open the class' }).getAttribute('href')).toBe(
      'https://meet.example.com/dokkho-frontend',
    );
  });

  it('shows the place on the waiting list', async () => {
    stubApi(({ path }) =>
      path === '/api/course/event-registrations/91/'
        ? json(registrationView({ status: 'waitlisted', waitlist_position: 3 }))
        : undefined,
    );
    renderPage(<RegisterSuccessPage />, URL_WITH_TICKET, PATH);
    await screen.findByRole('heading', { level: 1, name: 'You are on the waiting list' });
    screen.getByText(/You are number 3 in the queue/);
  });

  it('cancels with the ticket and goes back to the class', async () => {
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/course/event-registrations/91/' && method === 'GET') return json(registrationView());
      if (path === '/api/course/event-registrations/91/' && method === 'DELETE')
        return json({
          detail: 'Cancelled.',
          registration: { id: 91, event_id: 5, status: 'cancelled', waitlist_position: null },
        });
      return undefined;
    });
    const { router } = renderPage(<RegisterSuccessPage />, URL_WITH_TICKET, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/masterclass-details/5'));
    const cancel = calls.find((call) => call.method === 'DELETE');
    expect(cancel?.headers['x-event-ticket']).toBe(TICKET);
    expect(window.sessionStorage.getItem('dokkho.event-ticket.5')).toBeNull();
  });

  it('explains what to do without a ticket or an account', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<RegisterSuccessPage />, '/register-form/5/success', PATH);
    await screen.findByRole('heading', { name: 'We can’t show this registration here' });
    expect(calls).toEqual([]);
  });
});
