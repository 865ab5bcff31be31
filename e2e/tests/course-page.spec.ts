import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newConfirmedLearner, signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

const PASSWORD = 'rajshahi-2026-mango';

/** A free demo course (the demo data has several): its id and title. */
async function freeCourse(request: APIRequestContext, index = 0) {
  const response = await request.get('/api/course/courses/?price=free&sort=newest');
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const course = results[index];
  if (!course) throw new Error('no free demo course');
  return course;
}

/** The one enrol action visible at this width: the sticky bar on a phone, the price box on a desktop. */
const enrolAction = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();

test('a visitor opens a course from /allcourses and reads its curriculum and FAQ', async ({ page }) => {
  await page.goto('/allcourses');
  const card = page
    .locator('article')
    .filter({ has: page.locator('a[href^="/courseDetails/"]') })
    .first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/courseDetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Dokkho`);
  // DESIGN.md principle 1: nothing scrolls sideways, at 360px included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  const curriculum = page.getByRole('region', { name: 'Course content' });
  await curriculum.scrollIntoViewIfNeeded();
  await expect(curriculum.getByText(/^\d+ modules · \d+ lessons · .+ total$/)).toBeVisible();
  // The first module is open with its lessons; the first lesson is the free preview.
  await expect(curriculum.getByText('Preview').first()).toBeVisible();
  const second = curriculum.getByRole('button', { name: /Module 2/ });
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.scrollIntoViewIfNeeded();
  await faq.getByRole('button', { name: 'Will I get a certificate?' }).click();
  await expect(faq.getByText(/public verification page/)).toBeVisible();

  // Signed out, the enrol button opens the login dialog on the same page.
  await enrolAction(page, /^Enrol (now|for free)$/).click();
  await expect(page.getByRole('dialog', { name: 'Log in to Dokkho' })).toBeVisible();
  await expect(page).toHaveURL(/\/courseDetails\/\d+$/);
});

test('a course that does not exist says so and leads back to all courses', async ({ page }) => {
  await page.goto('/courseDetails/99999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This course does not exist or is no longer available' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Browse all courses' }).click();
  await expect(page).toHaveURL(/\/allcourses$/);
});

test('signing in from "Enrol for free" enrols the learner, who can then start learning', async ({
  page,
  request,
}, testInfo) => {
  // Not signed in in this browser: the learner signs in from the course page itself.
  const account = await newConfirmedLearner(request, uniqueTag(testInfo.project.name));
  const course = await freeCourse(request);

  await page.goto(`/courseDetails/${course.id}`);
  await enrolAction(page, 'Enrol for free').click();
  const dialog = page.getByRole('dialog', { name: 'Log in to Dokkho' });
  await dialog.getByLabel('Username or e-mail').fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  // The enrolment the learner asked for goes through once they are signed in.
  const start = page.getByRole('link', { name: 'Start learning' }).first();
  await expect(start).toBeVisible();
  await expect(start).toHaveAttribute('href', /^\/lessons\/\d+$/);
  await expect(page.getByText('0% complete').filter({ visible: true }).first()).toBeVisible();

  // It is a real seat: still there after a reload, and the catalog marks the course.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Start learning' }).first()).toBeVisible();
  await page.goto('/allcourses?price=free&sort=newest');
  const card = page.locator('article').filter({ has: page.getByRole('link', { name: course.title }) });
  await expect(card.getByText('Enrolled')).toBeVisible();
});

test('a learner saves a course from its card, finds it in the wishlist and removes it', async ({
  page,
  request,
}, testInfo) => {
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  await page.goto('/allcourses');
  const card = page
    .locator('article')
    .filter({ has: page.locator('a[href^="/courseDetails/"]') })
    .first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Save “${title}” to your wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/newDashboard/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByText('1 saved course')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('button', { name: `Remove “${title}” from your wishlist` }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  // Removed on the server too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse courses' }).first().click();
  await expect(page).toHaveURL(/\/allcourses$/);
});

test('a visitor on a paid course asks an advisor to call and gets a coupon for checkout', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/course/courses/?price=paid&sort=popular');
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const paid = results[0]!;
  await page.goto(`/courseDetails/${paid.id}`);
  const advice = page.getByRole('region', { name: 'Not sure yet? Talk to an advisor' });
  await advice.scrollIntoViewIfNeeded();
  await advice.getByRole('button', { name: 'Call me back' }).click();
  await expect(advice.getByText('Enter your name')).toBeVisible();

  await advice.getByLabel('Your name').fill('Farhana Akter');
  await advice.getByLabel('Mobile number').fill('01912-345678');
  await advice.getByLabel(/Best time to call/).fill('after 7 pm');
  await advice.getByRole('button', { name: 'Call me back' }).click();

  await expect(advice.getByText(/An advisor will call you soon/)).toBeVisible();
  const code = (await advice.getByText(/^DK[0-9A-Z]{8}$/).textContent())!;
  await expect(advice.getByRole('link', { name: 'Buy with this coupon' })).toHaveAttribute(
    'href',
    `/payment/${paid.id}?promo=${code}`,
  );
});

test('an enrolled learner finds the course WhatsApp group on the course page', async ({ page, request }) => {
  // The demo learner finished the free Excel course, which has a group (demo data).
  await signInThroughApi(page, request, { username: 'learner', password: 'demo-pass-123' });
  const list = await request.get('/api/course/courses/?search=Excel%20Essentials');
  const { results } = (await list.json()) as { results: { id: number; slug: string }[] };
  const excel = results.find((course) => course.slug === 'excel-essentials-for-office-jobs')!;
  await page.goto(`/courseDetails/${excel.id}`);
  const group = page.getByRole('region', { name: 'Course WhatsApp group' });
  await expect(group.getByRole('link', { name: 'Join the group' })).toHaveAttribute(
    'href',
    /^https:\/\/chat\.whatsapp\.com\//,
  );
});
