import { expect, test } from '../fixtures';
import { signInThroughApi, useSession, type Session } from '../support/session';

test('unknown paths show the not-found page with a way back', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/wrong turn|not found/i);
  await page
    .getByRole('main')
    .getByRole('link', { name: /all courses/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/allcourses/);
});

test('the footer carries the site facts', async ({ page }) => {
  await page.goto('/allcourses');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Banani, Dhaka');
  await expect(footer.getByRole('link', { name: /support@dokkho\.com\.bd/ })).toHaveAttribute(
    'href',
    'mailto:support@dokkho.com.bd',
  );
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(footer.getByRole('link', { name: /privacy/i }).first()).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(footer.getByRole('link', { name: /report an issue/i }).first()).toHaveAttribute(
    'href',
    '/report-issue',
  );
  await expect(footer).toContainText('2025');
});

test('protected pages send a visitor to login, keeping where they were going', async ({ page }) => {
  await page.goto('/newDashboard/courses?tab=active');
  await expect(page).toHaveURL(/\/login\?next=/);
  const next = new URL(page.url()).searchParams.get('next');
  expect(next).toBe('/newDashboard/courses?tab=active');
});

test('dashboards hide the site header and footer; verification pages get the plain header', async ({
  page,
  request,
}, testInfo) => {
  // A confirmed account (the demo one) sees its dashboard without the site's header and footer.
  await signInThroughApi(page, request, { username: 'demo', password: 'demo-pass-123' });
  await page.goto('/newDashboard');
  await expect(page).toHaveURL(/\/newDashboard$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // A new, unconfirmed account is kept on /email-verification, under the plain header.
  const tag = `shell${testInfo.project.name}${Date.now().toString(36)}`;
  const registered = await request.post('/api/user/auth/register/', {
    data: {
      first_name: 'Nadia',
      last_name: 'Rahman',
      email: `nadia.${tag}@example.com`,
      username: `nadia_${tag}`,
      password: 'sylhet-2026-tea',
    },
  });
  expect(registered.status()).toBe(201);
  await page.evaluate(() => window.localStorage.clear());
  await useSession(page, (await registered.json()) as Session);
  await page.goto('/email-verification');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dokkho home' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^log ?in$/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

test('pages of later issues show a designed coming-soon state', async ({ page }) => {
  await page.goto('/business');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/· Dokkho$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /all courses/i })
      .first(),
  ).toBeVisible();
});
