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
/** The server's VAPID key; null: the server does not push. */
let pushKey: string | null;
const VAPID_KEY = `B${'A'.repeat(86)}`;

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
  pushKey = null;
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !IN_APP_ONLY_KINDS.includes(kind)]),
  ) as NotificationPreferences['email'];
  const push = { ...email };
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
      if (call.method === 'PUT') {
        const body = call.body as { email?: object; push?: object };
        Object.assign(email, body.email);
        Object.assign(push, body.push);
      }
      return json({ email, push });
    }
    if (call.path === '/api/notifications/push/key/') return json({ public_key: pushKey });
    if (call.path === '/api/notifications/push/subscriptions/') {
      return call.method === 'POST'
        ? json({ id: 1, user_agent: 'Chrome on Android', created_at: new Date().toISOString() }, 201)
        : new Response(null, { status: 204 });
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
    // Follow-ups, the four live-class kinds (scheduled, changed, recording, reminder) and events (which
    // send their own e-mails and SMS) are bell-only.
    expect(within(learning).getAllByText('In the bell only')).toHaveLength(6);
    expect(within(learning).getByText('Masterclasses and free classes you registered for')).toBeTruthy();
    expect(within(learning).getByText('Reminders an hour before a live class')).toBeTruthy();
    // Not an affiliate: no affiliate group, and the payout switch shows once.
    expect(screen.queryByRole('group', { name: 'Affiliate earnings' })).toBeNull();
    expect(screen.getAllByRole('switch', { name: 'Payout decisions' })).toHaveLength(1);
  });

  it('with push on the server, has a device switch per kind beside the e-mail one', async () => {
    pushKey = VAPID_KEY;
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    const receiptsByEmail = await screen.findByRole('switch', { name: 'Payment receipts by e-mail' });
    const receiptsPushed = screen.getByRole('switch', { name: 'Payment receipts on your devices' });
    expect(receiptsByEmail.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(receiptsPushed);
    await waitFor(() => expect(receiptsPushed.getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ push: { order_paid: false } });
    expect(receiptsByEmail.getAttribute('aria-checked')).toBe('true');
    // A bell-only kind has a device switch and no e-mail one.
    expect(
      screen.getByRole('switch', { name: /^Follow-ups from classmates.* on your devices$/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /^Follow-ups from classmates.* by e-mail$/ })).toBeNull();
    // jsdom has no push: the card says so instead of offering a button that cannot work.
    expect(
      await screen.findByRole('heading', { name: 'This browser can’t show notifications' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('offers nothing about devices when the server does not push', async () => {
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    await screen.findByRole('switch', { name: 'Payment receipts' });
    expect(screen.queryByText('Get notifications on this device')).toBeNull();
    expect(screen.queryByText('This browser can’t show notifications')).toBeNull();
    expect(screen.queryByRole('switch', { name: /on your devices/ })).toBeNull();
  });
});

describe('turning notifications on for this device', () => {
  /** A browser with push: a service worker, a PushManager, and a permission that is asked. */
  function stubPushBrowser(answer: NotificationPermission) {
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      options: { applicationServerKey: null },
      toJSON: () => ({
        endpoint: 'https://push.example.com/send/abc',
        expirationTime: null,
        keys: { p256dh: VAPID_KEY, auth: 'A'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => true),
    };
    let current: typeof subscription | null = null;
    const pushManager = {
      getSubscription: vi.fn(async () => current),
      subscribe: vi.fn(async () => (current = subscription)),
    };
    const registration = { pushManager };
    const requestPermission = vi.fn(async () => {
      permission.value = answer;
      return answer;
    });
    const permission = { value: 'default' as NotificationPermission };
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, {
        get permission() {
          return permission.value;
        },
        requestPermission,
      }),
    );
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: vi.fn(async () => registration),
        ready: Promise.resolve(registration),
        getRegistration: vi.fn(async () => registration),
      },
    });
    return { requestPermission, pushManager, subscription };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks the browser only on the click, then saves the subscription; turning off removes it', async () => {
    pushKey = VAPID_KEY;
    const browser = stubPushBrowser('granted');
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(turnOn);
    await screen.findByText('On for this device. You are told here even when Dokkho is closed.');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const saved = calls.find((call) => call.path === '/api/notifications/push/subscriptions/');
    expect(saved).toMatchObject({
      method: 'POST',
      body: { endpoint: 'https://push.example.com/send/abc', keys: { auth: 'A'.repeat(22) } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await screen.findByRole('button', { name: 'Turn on' });
    const removed = calls.find(
      (call) => call.path === '/api/notifications/push/subscriptions/' && call.method === 'DELETE',
    );
    expect(removed?.body).toEqual({ endpoint: 'https://push.example.com/send/abc' });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says how to unblock when the person refuses, and subscribes nothing', async () => {
    pushKey = VAPID_KEY;
    const browser = stubPushBrowser('denied');
    renderPage(<NotificationsPage />, '/newDashboard/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await screen.findByRole('heading', { name: 'Notifications are blocked on this device' });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === '/api/notifications/push/subscriptions/')).toBe(false);
  });
});
