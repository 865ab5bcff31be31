import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The demo affiliate's referral code (README "Demo accounts"). */
const DEMO_AFFILIATE_CODE = 'AFFDEMO7';

async function firstHandbook(request: APIRequestContext) {
  const response = await request.get('/api/course/handbooks/');
  expect(response.status()).toBe(200);
  const [handbook] = (await response.json()) as { id: number; title: string }[];
  if (!handbook) throw new Error('no demo handbook');
  return handbook;
}

async function paidCourse(request: APIRequestContext) {
  const response = await request.get('/api/course/courses/?price=paid&sort=popular');
  expect(response.status()).toBe(200);
  const [course] = ((await response.json()) as { results: { id: number; title: string }[] }).results;
  if (!course) throw new Error('no paid demo course');
  return course;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test('a visitor browses the career paths, opens one and follows its first course', async ({ page }) => {
  await page.goto('/allCareerPath');
  await expect(page).toHaveTitle('Career paths · Dokkho');
  const card = page
    .locator('article')
    .filter({ has: page.locator('a[href^="/career-paths/"]') })
    .first();
  const link = card.locator('a[href^="/career-paths/"]');
  const title = (await link.textContent())!.trim();
  await link.click();

  await expect(page).toHaveURL(/\/career-paths\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await noSidewaysScroll(page);
  const steps = page.getByRole('region', { name: 'The courses, in order' });
  await expect(steps.getByText('Course 1', { exact: true })).toBeVisible();
  // The demo paths are cheaper than their courses bought one by one.
  await expect(page.getByText(/^Save ৳[\d,]+ against buying the courses one by one$/)).toBeVisible();
  // One enrol action at this width: the sticky bar on a phone, the offer card on a desktop.
  await expect(
    page.getByRole('link', { name: 'Enrol in the path' }).filter({ visible: true }),
  ).toHaveAttribute('href', /^\/payment\/\d+$/);

  const first = steps.getByRole('heading', { level: 3 }).first();
  const courseTitle = (await first.textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/courseDetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
});

test('the learning center gathers free courses, handbooks, career paths and recommendations', async ({
  page,
}) => {
  await page.goto('/learning-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Start learning today, for free' })).toBeVisible();
  await noSidewaysScroll(page);
  for (const [region, link] of [
    ['Free courses', 'a[href^="/courseDetails/"]'],
    ['Free handbooks', 'a[href^="/handbook/"]'],
    ['Career paths', 'a[href^="/career-paths/"]'],
    ['Featured courses', 'a[href^="/courseDetails/"]'],
  ] as const) {
    const section = page.getByRole('region', { name: region });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator(link).first()).toBeAttached();
  }
  await page.getByRole('link', { name: 'Free handbooks' }).click();
  await expect(page).toHaveURL(/#handbooks$/);
  await page.getByRole('region', { name: 'Free handbooks' }).locator('a[href^="/handbook/"]').first().click();
  await expect(page).toHaveURL(/\/handbook\/\d+$/);
  await expect(page.getByRole('button', { name: 'Download the free handbook' })).toBeVisible();
});

test('a reader fills the handbook form, gets the PDF and a way on to the course', async ({
  page,
  request,
}) => {
  const handbook = await firstHandbook(request);
  await page.goto(`/handbook/${handbook.id}`);
  await expect(page.getByRole('heading', { level: 1, name: handbook.title })).toBeVisible();
  await noSidewaysScroll(page);

  // Checked in the browser with the contract's rules: nothing is sent yet.
  const submit = page.getByRole('button', { name: 'Download the free handbook' });
  await submit.click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(
    page.getByText('Enter your mobile number or your e-mail, so we can send you updates'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill('12345');
  await submit.click();
  await expect(page.getByText('Enter a Bangladeshi mobile number, like 01712345678')).toBeVisible();

  await page.getByLabel('Your name').fill('Nusrat Jahan');
  await page.getByLabel('Mobile number').fill('01712345678');
  const download = page.waitForEvent('download');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your download has started' })).toBeVisible();
  expect((await download).suggestedFilename()).toMatch(/^dokkho-[\w-]+\.pdf$/);

  const url = await page.getByRole('link', { name: 'Download again' }).getAttribute('href');
  const file = await page.request.get(url!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: 'See the course' }).click();
  await expect(page).toHaveURL(/\/courseDetails\/\d+$/);
});

test('an unknown handbook says so', async ({ page }) => {
  await page.goto('/handbook/99999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This handbook does not exist or is no longer offered' }),
  ).toBeVisible();
});

test('an affiliate link shows the course and keeps the attribution for the checkout', async ({
  page,
  request,
}) => {
  const course = await paidCourse(request);
  await page.goto(`/courseDetails/${course.id}/affiliate/${DEMO_AFFILIATE_CODE}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('dokkho.affiliate')))
    .not.toBeNull();
  const stored = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('dokkho.affiliate')))!,
  ) as {
    code: string;
    course_id: number;
    expires_at: string;
  };
  expect(stored).toMatchObject({ code: DEMO_AFFILIATE_CODE, course_id: course.id });
  // About 30 days from now.
  const days = (Date.parse(stored.expires_at) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // A wrong code does not break the page (only a console warning).
  await page.goto(`/courseDetails/${course.id}/affiliate/NOSUCHCODE`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
});

test('a course landing page makes one offer and leads to the checkout', async ({ page, request }) => {
  const course = await paidCourse(request);
  await page.goto(`/course-bofu/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await noSidewaysScroll(page);
  // The plain header: no navigation to pull the visitor away.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Inside the course' })).toBeAttached();
  const enrol = page.getByRole('region', { name: 'Your offer' }).getByRole('link', { name: 'Enrol now' });
  await enrol.click();
  // Signed out: the checkout asks for a sign-in first and keeps where the visitor was going.
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fpayment%2F${course.id}$`));
});
