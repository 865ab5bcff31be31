import { expect, test } from '../fixtures';
import { signInThroughApi } from '../support/session';

/**
 * Issue 17 item 4 end to end: an instructor submits a draft; staff send it back with a reason; the
 * instructor reads the reason on the course and in the bell, resubmits; staff publish; learners find it
 * in the catalog. The draft is the demo account's own (demo@ teaches "Excel Dashboards for NGO Reports",
 * seed-teaching.ts), and the reviewer is admin@. The course moves through review once per database, so
 * only the mobile project runs this; no other test reads demo@'s courses.
 */

const INSTRUCTOR = { username: 'demo', password: 'demo-pass-123' };
const STAFF = { username: 'admin', password: 'demo-pass-123' };
const TITLE = 'Excel Dashboards for NGO Reports';
const REASON = 'Please add a practice workbook to “Cleaning the upazila sheets”.';

test('a course goes from draft to review, back with a reason, and is published into the catalog', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one database: the demo draft moves through review once');
  test.setTimeout(120_000);

  const instructor = await signInThroughApi(page, request, INSTRUCTOR);
  const drafts = await request.get('/api/instructor/courses/?status=draft', {
    headers: { Authorization: `Bearer ${instructor.access}` },
  });
  expect(drafts.status()).toBe(200);
  const { results } = (await drafts.json()) as { results: { id: number; title: string }[] };
  const course = results.find((row) => row.title === TITLE);
  if (!course) throw new Error(`demo@ has no draft called ${TITLE}`);

  // The instructor submits the draft from its page.
  await page.goto(`/ir-dashboard/course-details/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw from review' })).toBeVisible();

  // Staff, in a browser of their own, find it in the queue and send it back with a reason.
  const staffContext = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true });
  const staffPage = await staffContext.newPage();
  await signInThroughApi(staffPage, staffContext.request, STAFF);
  await staffPage.goto('/staff/course-reviews');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Course reviews' })).toBeVisible();
  const queue = staffPage.getByRole('list', { name: 'Courses waiting for review' });
  // The demo's own course in review (Power Query) waits there too, submitted earlier: it comes first.
  await expect(queue.getByRole('link').first()).toContainText('Power Query');
  await queue.getByRole('link', { name: new RegExp(TITLE) }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(staffPage.getByRole('region', { name: 'Curriculum' })).toContainText(
    'Cleaning the upazila sheets',
  );
  await staffPage.getByRole('button', { name: 'Send back with reasons' }).click();
  const sendBack = staffPage.getByRole('dialog');
  // The reason is required: the form says so before anything is sent.
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(sendBack.getByText('Write what needs to change: the instructor reads it.')).toBeVisible();
  await sendBack.getByLabel('What needs to change').fill(REASON);
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(staffPage.getByText(/^Sent back\. .* has been told, with your reasons\.$/)).toBeVisible();
  await expect(staffPage.getByRole('heading', { level: 2, name: 'Not in review' })).toBeVisible();

  // The instructor reads the reason on the course, and in the bell.
  await page.reload();
  await expect(page.getByTestId('review-note')).toHaveText(REASON);
  await page.getByRole('button', { name: /^Notifications \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toContainText(`${TITLE} was sent back for changes`);
  await expect(panel.getByRole('listitem').first()).toContainText(REASON);
  await page.keyboard.press('Escape');

  // Fixed, and submitted again.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for review' })).toBeVisible();

  // Staff publish it: the queue shows it as resubmitted, and the course page says what was asked.
  await staffPage.goto('/staff/course-reviews');
  const again = queue.getByRole('link', { name: new RegExp(TITLE) });
  await expect(again).toContainText('Resubmitted after changes were asked');
  await again.click();
  await expect(staffPage.getByText(REASON)).toBeVisible();
  await staffPage.getByRole('button', { name: 'Publish', exact: true }).click();
  await staffPage.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staffPage.getByText(/^Published\. .* has been told\.$/)).toBeVisible();
  await staffContext.close();

  // The instructor is told, and learners (anyone) find it in the catalog and open its page.
  await page.reload();
  await expect(page.getByRole('link', { name: 'View as a learner' })).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first(),
  ).toContainText(`${TITLE} is published`);
  await page.keyboard.press('Escape');

  const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await visitor.goto('/allcourses?search=NGO%20dashboards');
  const card = visitor.locator(`a[href="/courseDetails/${course.id}"]`).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(TITLE);
  await visitor.close();
});
