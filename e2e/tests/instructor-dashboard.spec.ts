import { expect, test } from '../fixtures';
import { signInThroughApi } from '../support/session';

/**
 * Issue 17 item 1 end to end: the demo instructor (instructor@, Shirin Akter in the demo data) signs in,
 * sees the dashboard's numbers and a chart, opens my courses, filters them by state and opens a course's
 * learners and reviews. Read only, so both projects can run it at once on the same database.
 */
test('an instructor reads the dashboard, filters my courses by state and opens a course', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, request, { username: 'instructor', password: 'demo-pass-123' });

  await page.goto('/ir-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor dashboard' })).toBeVisible();
  // The numbers come from the rows the demo data wrote: learners on two live courses and an archived one.
  const learners = page.getByRole('group', { name: 'Learners' });
  await expect(learners).toContainText(/\d{2,}/);
  await expect(page.getByRole('group', { name: 'Revenue' })).toContainText('৳');
  await expect(page.getByRole('group', { name: 'Rating' })).toContainText(/From \d+ reviews/);
  // The chart arrives in its own chunk, after the numbers.
  const enrolments = page.getByRole('region', { name: 'Enrolments' });
  await expect(enrolments.locator('.recharts-surface')).toBeVisible();
  await enrolments.getByRole('button', { name: 'Per week' }).click();
  await expect(enrolments).toContainText('In the last 26 weeks');
  await expect(page.getByRole('region', { name: 'Revenue' }).locator('.recharts-surface')).toBeVisible();

  // Every state has a course: the links into my courses say how many.
  const states = page.getByRole('region', { name: 'Your courses' });
  await expect(states.getByRole('link', { name: /In review/ })).toContainText('1');
  await page.goto('/ir-dashboard/my-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Course states' });
  await expect(page.getByRole('heading', { level: 2, name: /SQL for Data Analysts/ })).toBeVisible();

  await tabs.getByRole('link', { name: /In review/ }).click();
  await expect(page).toHaveURL(/status=in_review/);
  await expect(page.getByRole('heading', { level: 2, name: /Power Query/ })).toBeVisible();
  await expect(page.getByText(/waiting for the Dokkho team’s review/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /SQL for Data Analysts/ })).toHaveCount(0);

  await tabs.getByRole('link', { name: /Draft/ }).click();
  await expect(page.getByText(/worked example/)).toBeVisible();

  await tabs.getByRole('link', { name: /Published/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Power Query/ })).toHaveCount(0);
  // The course's own link (its "Edit" link names it too when a new version is in progress, ADR 038).
  await page
    .getByRole('link', { name: /SQL for Data Analysts/ })
    .and(page.locator('[href*="/ir-dashboard/course-details/"]'))
    .click();

  await expect(page).toHaveURL(/\/ir-dashboard\/course-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /SQL for Data Analysts/ })).toBeVisible();
  const learnerList = page.getByRole('region', { name: 'Learners' });
  await expect(learnerList.getByRole('progressbar').first()).toBeVisible();
  await expect(learnerList).toContainText(/Enrolled/);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View as a learner' })).toBeVisible();
});

test('a learner who does not teach is offered to become an instructor', async ({ page, request }) => {
  await signInThroughApi(page, request, { username: 'learner', password: 'demo-pass-123' });
  await page.goto('/ir-dashboard/my-courses');
  await expect(page.getByRole('heading', { name: 'Teach what you know on Dokkho' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become an instructor' })).toHaveAttribute(
    'href',
    '/convert-instructor',
  );
});
