import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

const LEARNER = { username: 'learner', password: 'demo-pass-123' };
const CERTIFICATE = 'DKH-DEM0-2026-0001';

/** The demo learner's two courses (demo data): one finished, one half-way. */
async function demoCourseTitles(request: APIRequestContext, access: string) {
  const response = await request.get('/api/course/enrolled/', {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  const entries = (await response.json()) as { course: { slug: string; title: string } }[];
  const title = (slug: string) => {
    const entry = entries.find((item) => item.course.slug === slug);
    if (!entry) throw new Error(`demo course ${slug} missing`);
    return entry.course.title;
  };
  return {
    finished: title('excel-essentials-for-office-jobs'),
    halfway: title('html-css-javascript-for-beginners'),
  };
}

/** Goes to a dashboard page the way a learner would: the side navigation, or "More" on a phone. */
async function openFromNav(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === 'mobile') {
    await page
      .getByRole('navigation', { name: 'My learning: shortcuts' })
      .getByRole('button', { name: 'More' })
      .click();
    await page.getByRole('dialog', { name: 'My learning' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'My learning' }).getByRole('link', { name }).click();
  }
  // The address changes at once; the page follows when its code has loaded. Until then the last page stays.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test('the demo learner continues a course, sees progress and grades, and downloads the certificate', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInThroughApi(page, request, LEARNER);
  const titles = await demoCourseTitles(request, session.access);

  await page.goto('/newDashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Demo$/ }),
  ).toBeVisible();
  // SPEC.md §2: no site header or footer on the dashboard.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const next = page.getByRole('region', { name: 'Continue learning' });
  await expect(next.getByText(titles.halfway)).toBeVisible();
  const progress = next.getByRole('progressbar');
  const percent = Number(await progress.getAttribute('aria-valuenow'));
  expect(percent).toBeGreaterThan(0);
  expect(percent).toBeLessThan(100);
  const numbers = page.getByRole('region', { name: 'Your numbers' });
  await expect(numbers.getByRole('link', { name: /^2 Courses$/ })).toBeVisible();
  await expect(numbers.getByRole('link', { name: /^1 Completed$/ })).toBeVisible();
  await expect(numbers.getByRole('link', { name: /^1 Certificate$/ })).toBeVisible();
  await noSidewaysScroll(page);
  const resume = next.getByRole('link', { name: `Continue learning: ${titles.halfway}` });
  await expect(resume).toHaveAttribute('href', /^\/lessons\/\d+$/);

  // My courses: both, with their progress; the finished one can be filtered to.
  await openFromNav(page, testInfo, 'My courses');
  await expect(page).toHaveURL(/\/newDashboard\/courses$/);
  await expect(page.getByRole('progressbar', { name: `Progress in ${titles.halfway}` })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
  await expect(page.getByRole('progressbar', { name: `Progress in ${titles.finished}` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await page.getByRole('button', { name: /^Completed/ }).click();
  await expect(page).toHaveURL(/\?tab=completed$/);
  await expect(page.getByRole('link', { name: titles.halfway, exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Completed \d+ \w+ \d{4}$/)).toBeVisible();
  await noSidewaysScroll(page);

  // Grades: the finished course's quiz was passed with full marks.
  await openFromNav(page, testInfo, 'Grades');
  const finishedGrades = page.getByRole('region', { name: titles.finished });
  await expect(finishedGrades.getByText('Course average')).toBeVisible();
  await expect(finishedGrades.getByText('100%').first()).toBeVisible();
  await expect(finishedGrades.getByText('Passed').first()).toBeVisible();
  await noSidewaysScroll(page);

  // Certificates: the demo certificate, whose PDF really is a PDF.
  await openFromNav(page, testInfo, 'Certificates');
  const card = page.getByRole('article', { name: titles.finished });
  await expect(card.getByText(CERTIFICATE)).toBeVisible();
  const pdfHref = await card.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(pdfHref).toContain(`/api/course/certificate-pdf/${CERTIFICATE}/`);
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(card.getByRole('link', { name: 'View and verify' })).toHaveAttribute(
    'href',
    `/certificate/${CERTIFICATE}`,
  );
  await noSidewaysScroll(page);

  // The schedule lists the live classes instructor@ scheduled on the course in progress (demo data).
  await page.goto('/newDashboard/schedule');
  await expect(page.getByText('Portfolio review night')).toBeVisible();

  // The continue button leads into the lesson player.
  await page.goto('/newDashboard');
  await page.getByRole('link', { name: `Continue learning: ${titles.halfway}` }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+$/);
});

test('a learner rates a course, then edits the review', async ({ page, request }, testInfo) => {
  // A fresh account: reviewing as the shared demo learner would race the other project's run.
  const tag = uniqueTag(testInfo.project.name);
  const account = await signInAsNewConfirmedLearner(page, request, tag);
  // Both projects review the same course at once: each comment names its run.
  const edited = `Short lessons, and the quiz made it stick. (${tag})`;
  const free = await request.get('/api/course/courses/?price=free&sort=newest');
  const { results } = (await free.json()) as { results: { id: number; title: string }[] };
  const course = results[0]!;
  const enrolled = await request.post('/api/marketing/free-enrollment/', {
    data: { course_id: course.id },
    headers: { Authorization: `Bearer ${account.access}` },
  });
  expect(enrolled.status()).toBe(201);

  await page.goto('/newDashboard/rating');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate your courses' })).toBeVisible();
  const card = page.getByRole('article', { name: course.title });
  const form = card.getByRole('form', { name: `Your review of ${course.title}` });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();

  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await form.getByLabel(/What did you think/).fill('Short lessons I could follow on the bus.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(card.getByText('Thanks! Your review is published.')).toBeVisible();
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'How learners rated this course' })).toBeVisible();
  await noSidewaysScroll(page);

  await card.getByRole('button', { name: `Edit your review of ${course.title}` }).click();
  await card.locator('label').filter({ hasText: '5 stars' }).click();
  await card.getByLabel(/What did you think/).fill(edited);
  await card.getByRole('button', { name: 'Update review' }).click();
  await expect(card.getByText('Your review is updated.')).toBeVisible();

  // Saved on the server: still there after a reload, and on the course page.
  await page.reload();
  await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(card.getByText(edited)).toBeVisible();
  await page.goto(`/courseDetails/${course.id}`);
  await expect(page.getByText(edited)).toBeVisible();
});
