import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInThroughApi } from '../support/session';

/** SPEC.md §2 (login dialog, drawer), §4 (states), §5 (messages). Demo account: README "Demo accounts". */
const DEMO = { username: 'demo', password: 'demo-pass-123' };

async function openLoginDialog(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('button', { name: /^log ?in$/i })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in to Dokkho' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the login dialog validates, shows server errors, and signs in', async ({ page, isMobile }) => {
  await page.goto('/allcourses');
  const dialog = await openLoginDialog(page, isMobile);
  // SPEC.md §9: the login dialog is at most 400px wide. Its layout width (offsetWidth): the bounding box
  // also scales with the opening animation's transform and once read 400.00003.
  expect(await dialog.evaluate((element: HTMLElement) => element.offsetWidth)).toBeLessThanOrEqual(400);

  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText('Please enter your email/username')).toBeVisible();
  await expect(dialog.getByText('Please enter your password')).toBeVisible();

  await dialog.getByLabel('Username or e-mail').fill(DEMO.username);
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('not-the-password-1');
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const error = dialog.getByRole('alert').filter({ hasText: 'Incorrect username/e-mail or password.' });
  await expect(error).toBeVisible();

  await password.fill(DEMO.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  // SPEC.md §4 and ARCHITECTURE.md: the access token and user id are stored, never the refresh token.
  const stored = await page.evaluate(() => Object.keys(window.localStorage).sort());
  expect(stored).toEqual(['access', 'user_id']);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'dokkho_refresh')?.httpOnly).toBe(true);

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});

test('the drawer lists the dashboards, and logout signs out and goes home', async ({ page, request }) => {
  await signInThroughApi(page, request, DEMO);
  await page.goto('/allcourses');
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('demo@dokkho.test');
  for (const label of [
    'Learner',
    'Job seeker',
    'Recruiter',
    'Instructor',
    'Affiliate',
    'Profile',
    'Wishlist',
  ]) {
    await expect(drawer.getByRole('link', { name: label })).toBeVisible();
  }
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test('a protected page sends a visitor to login and back to where they were going', async ({ page }) => {
  await page.goto('/newDashboard/courses?tab=active');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Username or e-mail').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/newDashboard\/courses\?tab=active$/);
  // Signed in, /login itself goes to the dashboard (SPEC.md §2).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/newDashboard$/);
});

test('registering signs the new learner in and asks for e-mail verification', async ({ page }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sumaiya');
  await page.getByLabel('Last name').fill('Akter');
  await page.getByLabel('E-mail').fill(`sumaiya.${tag}@example.com`);
  await page.getByLabel('Username').fill(`sumaiya_${tag}`);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('dhaka-2026-pass');
  await page.getByLabel(/Mobile number/).fill('01712-345678');
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/email-verification$/);

  // The same e-mail again is refused with a message under the field.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/register');
  await page.getByLabel('First name').fill('Sumaiya');
  await page.getByLabel('Last name').fill('Akter');
  await page.getByLabel('E-mail').fill(`SUMAIYA.${tag}@example.com`);
  await page.getByLabel('Username').fill(`other_${tag}`);
  await page.getByLabel('Password', { exact: true }).fill('dhaka-2026-pass');
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page.getByText('An account with this e-mail already exists')).toBeVisible();
});
