import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { GOOGLE_FAKE_ORIGIN } from '../support/google-fake';

/**
 * Issue 3 item 4, SPEC.md §2 (Google option), §4 (new_user -> /phone-verification), §8 (errors): Google
 * sign-in through the redirect flow, against the fake Google of support/google-fake.ts.
 */

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

/** On the fake Google's account chooser: pick (type) the account and continue, or cancel. */
async function chooseGoogleAccount(page: Page, email: string | null) {
  await expect(page).toHaveURL(new RegExp(`^${GOOGLE_FAKE_ORIGIN}/o/oauth2/v2/auth\\?`));
  const consent = new URL(page.url()).searchParams;
  expect(consent.get('response_type')).toBe('token');
  expect(consent.get('scope')).toBe('openid email profile');
  expect(consent.get('prompt')).toBe('select_account');
  expect(consent.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/google\/callback$/);
  expect(consent.get('state')).toMatch(/^[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  if (email === null) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new Google user signs up from the login dialog and goes on to phone verification', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = `nadia.${testInfo.project.name}${Date.now().toString(36)}@gmail.com`;
  await page.goto('/allcourses');
  const dialog = await openLoginDialog(page, isMobile);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, email);

  // SPEC.md §4: new_user -> /phone-verification (the e-mail counts as confirmed: Google verified it).
  await expect(page).toHaveURL(/\/phone-verification\?source=google$/);
  await expect(page.getByRole('heading', { level: 1, name: /phone|mobile/i })).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  const stored = await page.evaluate(() => Object.keys(window.localStorage).sort());
  expect(stored).toEqual(['access', 'user_id']);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'dokkho_refresh')?.httpOnly).toBe(true);

  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/user/auth/profile/', {
      headers: { authorization: `Bearer ${window.localStorage.getItem('access')}` },
    });
    return (await response.json()) as { email: string; email_confirmed: boolean; first_name: string };
  });
  expect(profile).toMatchObject({ email, email_confirmed: true, first_name: 'Nadia' });
});

test('an existing account signs in with Google and lands where it was going', async ({ page }) => {
  // The demo learner's e-mail (README "Demo accounts"): Google vouches for it, so the accounts are linked.
  await page.goto('/login?next=%2FnewDashboard%2Fcourses');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, 'learner@dokkho.test');
  await expect(page).toHaveURL(/\/newDashboard\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  const userId = await page.evaluate(() => window.localStorage.getItem('user_id'));
  expect(Number(userId)).toBeGreaterThan(0);
});

test('when the user refuses at Google, the callback says so and offers a way back to log in', async ({
  page,
  isMobile,
}) => {
  await page.goto('/allcourses');
  const dialog = await openLoginDialog(page, isMobile);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseGoogleAccount(page, null);

  await expect(page).toHaveURL(/\/auth\/google\/callback$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Signing in with Google was cancelled' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Google again' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in with password' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fallcourses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Dokkho' })).toBeVisible();
});

test('a callback address opened without a sign-in started in this tab is refused', async ({ page }) => {
  await page.goto('/auth/google/callback#access_token=ya29.stolen&token_type=Bearer&state=guessed');
  await expect(page.getByRole('heading', { name: 'We could not finish signing you in' })).toBeVisible();
  expect(page.url()).not.toContain('access_token');
  expect(await page.evaluate(() => window.localStorage.getItem('access'))).toBeNull();
});
