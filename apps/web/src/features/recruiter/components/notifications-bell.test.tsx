import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, notification, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { NotificationsBell } from './notifications-bell';

let calls: Call[];

const LIST = {
  unread: 2,
  results: [
    notification({ id: 1 }),
    notification({ id: 2, application_id: 32, applicant_name: 'Rafiul Hoque' }),
    notification({ id: 3, application_id: 33, applicant_name: 'Priya Das', read: true }),
  ],
};

beforeEach(() => {
  signIn();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/notifications/') return json(LIST);
    if (call.path === '/api/jobs/notifications/read/') {
      const ids = (call.body as { ids?: number[] }).ids;
      const results = LIST.results.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
      return json({ unread: results.filter((n) => !n.read).length, results });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NotificationsBell', () => {
  it('shows the unread count, opens the list and marks all read', async () => {
    renderPage(<NotificationsBell />, '/hr-dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications 2 unread' });
    fireEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getByRole('link', { name: /Rafiul Hoque applied to Junior Data Analyst/ })
        .getAttribute('href'),
    ).toBe('/hr-dashboard/applicants/32');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    // Unread no more: the button goes, and the bell loses its count.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(screen.queryByText('2')).toBeNull();
    expect(calls.find((call) => call.path === '/api/jobs/notifications/read/')?.body).toEqual({});
  });

  it('marks one read when it is opened', async () => {
    const { router } = renderPage(<NotificationsBell />, '/hr-dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    fireEvent.click(screen.getByRole('link', { name: /Nafisa Tabassum applied/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr-dashboard/applicants/31'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/jobs/notifications/read/')?.body).toEqual({ ids: [1] }),
    );
  });
});
