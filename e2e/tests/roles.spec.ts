import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, solidPng, uniqueTag } from '../support/accounts';

/** Issue 3 items 9 and 10: the profile page, role sign-up pages and the role-aware dashboards. */

test('a learner becomes a recruiter on /convert-recruiter and lands on the recruiter dashboard', async ({
  page,
  request,
}, testInfo) => {
  // Signed out, the page asks for a sign-in first and comes back (SPEC.md §4).
  await page.goto('/convert-recruiter');
  await expect(page).toHaveURL(/\/login\?next=%2Fconvert-recruiter$/);

  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  // Before: the recruiter dashboard offers the way in instead of the dashboard.
  await page.goto('/hr-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hire trained talent on Dokkho' })).toBeVisible();
  await page.getByRole('link', { name: /Become a recruiter/ }).click();
  await expect(page).toHaveURL(/\/convert-recruiter$/);

  await page.getByLabel('Company name').fill('Shikho Technologies');
  await page.getByLabel('Your job title').fill('Hiring manager');
  await page.getByLabel('Company size').selectOption('51-200');
  await page.getByLabel(/Company website/).fill('shikho.com');
  await page.getByRole('button', { name: 'Start hiring' }).click();

  await expect(page).toHaveURL(/\/hr-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recruiter dashboard' })).toBeVisible();
  // Coming back to the sign-up page says it is done, with the way to the dashboard.
  await page.goto('/convert-recruiter');
  await expect(page.getByRole('heading', { level: 1, name: 'You are already a recruiter' })).toBeVisible();
});

test('/convert-instructor explains what is missing before sending anything', async ({
  page,
  request,
}, testInfo) => {
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  await page.goto('/convert-instructor');
  await page.getByRole('button', { name: 'Start teaching' }).click();
  await expect(page.getByText('Enter a headline')).toBeVisible();
  await expect(page.getByText('Enter what you teach')).toBeVisible();
  await expect(page.getByText('Enter your years of experience')).toBeVisible();
  await expect(page.getByText('Enter a short bio')).toBeVisible();

  await page.getByLabel('Headline').fill('Flutter developer at a Dhaka startup');
  await page.getByLabel('What you teach').fill('Flutter');
  await page.getByLabel('Years of experience').fill('4');
  await page.getByLabel('About you').fill('Too short.');
  await page.getByLabel(/Website or LinkedIn/).fill('ftp://files.example.com');
  await page.getByRole('button', { name: 'Start teaching' }).click();
  await expect(page.getByText('Use at least 30 characters')).toBeVisible();
  await expect(
    page.getByText('Enter a web address that starts with http:// or https://, like https://example.com'),
  ).toBeVisible();
  await expect(page.getByText('Enter a headline')).toHaveCount(0);
  await expect(page).toHaveURL(/\/convert-instructor$/);
});

test('the profile page changes the name and the picture, and the drawer shows both', async ({
  page,
  request,
}, testInfo) => {
  const account = await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  await page.goto('/newDashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.getByLabel('First name').fill('Nafisa');
  await page.getByLabel('Last name').fill('Chowdhury');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();

  await page.getByLabel('Add a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 240, [245, 158, 11]),
  });
  await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Your new picture is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();

  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Account menu for Nafisa Chowdhury' });
  await expect(trigger).toBeVisible();
  await trigger.click();
  const drawer = page.getByRole('dialog', { name: 'Nafisa Chowdhury' });
  const avatar = drawer.locator('img').first();
  await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
  // The stored picture really loads: a 256 px WebP served by the API.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
});

test('a learner opening the job seeker dashboard becomes a job seeker in one tap', async ({
  page,
  request,
}, testInfo) => {
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  await page.goto('/js-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next job on Dokkho' })).toBeVisible();
  await page.getByRole('button', { name: 'Start as a job seeker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your job search' })).toBeVisible();
  await expect(page).toHaveURL(/\/js-dashboard$/);
  // It is the account's role now, not a page state: a reload keeps the dashboard.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your job search' })).toBeVisible();
});
