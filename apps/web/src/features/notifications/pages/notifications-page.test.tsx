import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem, NotificationPreferences } from '@dokkho/contract/notifications';
import { IN_APP_ONLY_KINDS, NOTIFICATION_KINDS } from '@dokkho/contract/notifications';
import type { Role } from '@dokkho/contract/auth';
import { DEMO_USER } from '../../auth/test-utils';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { NotificationsPage } from './notifications-page';

let calls: Call[];
let roles: Role[];

const item = (id: number, read: boolean): NotificationItem => ({
  id,
  params: { kind: 'affiliate_sale', item_title: `Course ${id}`, amount: 66_400 },
  link: '/affiliate-dashboard/payments',
  read,
  created_at: new Date(Date.now() - id * 3600_000).toISOString(),
});

beforeEach(() => {
  signIn(DEMO_USER.id);
  let unread = 2;
  roles = ['learner', 'affiliate'];
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !IN_APP_ONLY_KINDS.includes(kind)]),
  ) as NotificationPreferences['email'];
  calls = stubApi((call) => {
    if (call.path.startsWith('/api/user/')) return json({ ...DEMO_USER, roles });
    if (call.path === '/api/notifications/unread-count/') return json({ unread });
    if (call.path === '/api/notifications/') {
      // Two pages: 1-2 (unread), then 3 (read).
      return call.search.includes('before=2')
        ? json({ results: [item(3, true)], next_cursor: null, unread })
        : json({ results: [item(1, unread === 0), item(2, unread === 0)], next_cursor: 2, unread });
    }
    if (call.path === '/api/notifications/read-all/') {
      unread = 0;
      return json({ unread: 0 });
    }
    if (call.path === '/api/notifications/preferences/') {
      if (call.method === 'PUT') Object.assign(email, (call.body as { email: object }).email);
      return json({ email });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('NotificationsPage', () => {
  it('marks everything read on opening, keeps what was new highlighted, and pages back', async () => {
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    const history = await screen.findByRole('region', { name: 'Notification history' });
    await within(history).findByRole('link', { name: /Course 1/ });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/notifications/read-all/')).toHaveLength(1),
    );
    // What was unread when the page opened still says so for this visit.
    expect(within(history).getAllByText('(unread)')).toHaveLength(2);
    fireEvent.click(within(history).getByRole('button', { name: 'Show older' }));
    await within(history).findByRole('link', { name: /Course 3/ });
    expect(
      calls.some((call) => call.path === '/api/notifications/' && call.search.includes('before=2')),
    ).toBe(true);
    expect(within(history).queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('shows the switches of the reader\u2019s roles only, and saves one at once', async () => {
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    const receipts = await screen.findByRole('switch', { name: 'Payment receipts' });
    expect(await screen.findByRole('switch', { name: 'Sales through your links' })).toBeTruthy();
    // Not a recruiter, not a job seeker: their switches are not offered.
    expect(screen.queryByRole('switch', { name: /New applications/ })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Application updates' })).toBeNull();
    expect(receipts.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(receipts);
    await waitFor(() => expect(receipts.getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ email: { order_paid: false } });
  });

  it('groups an instructor\u2019s switches under Teaching, payouts included; the bell-only kinds have none', async () => {
    roles = ['learner', 'instructor'];
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    const teaching = await screen.findByRole('group', { name: 'Teaching' });
    for (const name of ['Questions from your learners', 'Payout decisions', 'Your course is published'])
      expect(within(teaching).getByRole('switch', { name })).toBeTruthy();
    expect(within(teaching).getByText('Reviews of your courses')).toBeTruthy();
    expect(within(teaching).queryByRole('switch', { name: 'Reviews of your courses' })).toBeNull();
    expect(within(teaching).getAllByText('In the bell only')).toHaveLength(2);
    const learning = screen.getByRole('group', { name: 'Learning' });
    expect(within(learning).getByRole('switch', { name: 'Answers to your questions' })).toBeTruthy();
    // Follow-ups and the four live-class kinds (scheduled, changed, recording, reminder) are bell-only.
    expect(within(learning).getAllByText('In the bell only')).toHaveLength(5);
    expect(within(learning).getByText('Reminders an hour before a live class')).toBeTruthy();
    // Not an affiliate: no affiliate group, and the payout switch shows once.
    expect(screen.queryByRole('group', { name: 'Affiliate earnings' })).toBeNull();
    expect(screen.getAllByRole('switch', { name: 'Payout decisions' })).toHaveLength(1);
  });
});
