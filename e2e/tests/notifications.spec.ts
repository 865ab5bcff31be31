import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';
import { FULL_CHROMIUM, launchOptions } from '../support/browser';

// The full Chromium, not the headless shell of the other specs (support/browser.ts): on this device's push
// opt-in below, the shell neither refuses the permission prompt as a browser does nor registers the push
// worker. A browser is chosen per worker, so the whole file runs on it.
test.use({ launchOptions: launchOptions(FULL_CHROMIUM) });

/*
 * Issue 17 item 8: the notification centre. The demo accounts start with their newest three notifications
 * unread (packages/db seed-notifications.ts). Each project signs in as its own account, so the two running
 * at once never read each other's notifications.
 */
const ACCOUNTS = {
  mobile: { username: 'learner', password: 'demo-pass-123' },
  desktop: { username: 'demo', password: 'demo-pass-123' },
};

test('the bell counts the unread, the history page marks them read, an e-mail switch sticks', async ({
  page,
  request,
}, testInfo) => {
  const account = testInfo.project.name === 'mobile' ? ACCOUNTS.mobile : ACCOUNTS.desktop;
  await signInThroughApi(page, request, account);
  await page.goto('/newDashboard');

  // The bell in the dashboard's top bar shows how many are unread.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveText(/^\d+/);
  expect(Number((await count.innerText()).match(/^\d+/)![0])).toBeGreaterThan(0);
  await expect(bell).toHaveAccessibleName(/^Notifications \d+ unread$/);

  // The panel lists the newest; its link leads to the whole history.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByText('(unread)').first()).toBeAttached();
  await panel.getByRole('link', { name: 'See all notifications and e-mail settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Notification history' });
  await expect(history.getByRole('listitem').first()).toBeVisible();

  // Opening the page marked them read: the count is gone, and stays gone after a reload.
  await expect(count).toHaveCount(0);
  await page.reload();
  await expect(history.getByRole('listitem').first()).toBeVisible();
  await expect(history.getByText('(unread)')).toHaveCount(0);
  await expect(count).toHaveCount(0);

  // An e-mail switch saves at once and is still off after a reload.
  const certificates = page.getByRole('switch', { name: 'Certificates by e-mail', exact: true });
  await expect(certificates).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/notifications/preferences/') && response.request().method() === 'PUT',
  );
  await certificates.click();
  expect((await saved).status()).toBe(200);
  await expect(certificates).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Certificates by e-mail', exact: true })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Payment receipts by e-mail', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Its device switch is another one, untouched.
  await expect(
    page.getByRole('switch', { name: 'Certificates on your devices', exact: true }),
  ).toHaveAttribute('aria-checked', 'true');
});

/*
 * Web Push (docs/decisions/037). Playwright's Chromium contexts are incognito, where Chromium refuses
 * `pushManager.subscribe` (and there is no push service behind it anyway), so what a browser does with a
 * real one (the subscription, the encrypted push) is the API tests' (push.test.ts, against a local push
 * service). Here: the permission is asked only on the click, a refusal's state, and with the permission
 * the worker registered at '/' and a failed subscription said as such, with nothing posted. Each test has
 * its own new account: opening the page marks the demo accounts' notifications read.
 */
test.describe('notifications on this device', () => {
  test('a browser that refuses is told how to unblock, and nothing is subscribed', async ({
    page,
    request,
  }, testInfo) => {
    await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
    const subscribeCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/notifications/push/subscriptions/')) subscribeCalls.push(sent.method());
    });
    await page.goto('/newDashboard/notifications');
    const card = page.getByRole('region', { name: 'Get notifications on this device' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Off for this device');
    // Nothing was asked on load: the permission is still unanswered.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    // Headless Chromium answers the prompt with a refusal.
    await card.getByRole('button', { name: 'Turn on' }).click();
    const blocked = page.getByRole('region', { name: 'Notifications are blocked on this device' });
    await expect(blocked).toBeVisible();
    await expect(blocked).toContainText('allow notifications in the browser’s site settings');
    await expect(page.getByRole('button', { name: 'Turn on' })).toHaveCount(0);
    expect(subscribeCalls).toEqual([]);
  });

  test('with the permission granted, turning on registers the push worker at /', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
    await context.grantPermissions(['notifications']);
    const subscribeCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/notifications/push/subscriptions/')) subscribeCalls.push(sent.method());
    });
    await page.goto('/newDashboard/notifications');
    const card = page.getByRole('region', { name: 'Get notifications on this device' });
    await card.getByRole('button', { name: 'Turn on' }).click();
    // The worker is registered at scope '/' and serves the push handlers.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return registration?.active?.scriptURL ?? null;
        }),
      )
      .toMatch(/\/push-sw\.js$/);
    // Incognito Chromium refuses the subscription: the card says so, stays off, and posts nothing.
    await expect(card.getByRole('alert')).toHaveText(
      'This browser would not turn notifications on. In a private or incognito window they cannot be; try a normal window.',
    );
    await expect(card.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    expect(subscribeCalls).toEqual([]);
  });
});
