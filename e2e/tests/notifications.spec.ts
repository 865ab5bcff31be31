import { expect, test } from '../fixtures';
import { signInThroughApi } from '../support/session';

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
  const certificates = page.getByRole('switch', { name: 'Certificates' });
  await expect(certificates).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/notifications/preferences/') && response.request().method() === 'PUT',
  );
  await certificates.click();
  expect((await saved).status()).toBe(200);
  await expect(certificates).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Certificates' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Payment receipts' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
