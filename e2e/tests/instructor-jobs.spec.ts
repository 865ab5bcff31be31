import { expect, test } from '../fixtures';
import { signInThroughApi } from '../support/session';

/**
 * Issue 17 item 1, /ir-dashboard/job-details (docs/decisions/034): the demo instructor (instructor@, who
 * teaches SQL for Data Analysts and HTML, CSS & JavaScript) opens the jobs for their learners from the
 * dashboard's navigation and sees matching posts with their certificate holders counted by stage, the
 * discoverable ones named and the private one only counted. Read only: both projects run it at once.
 */
test('an instructor sees open jobs their courses teach for, with certified applicants by stage', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, request, { username: 'instructor', password: 'demo-pass-123' });

  await page.goto('/ir-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor dashboard' })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    // The sidebar lists it (no longer "soon").
    await page
      .getByRole('navigation', { name: 'Instructor', exact: true })
      .getByRole('link', { name: 'Jobs for your learners' })
      .click();
  } else {
    // On a phone the full list sits behind the shortcuts bar's menu; the address is the same page.
    await page.goto('/ir-dashboard/job-details');
  }
  await expect(page).toHaveURL(/\/ir-dashboard\/job-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs for your learners' })).toBeVisible();

  await expect(page.getByRole('group', { name: 'Learners hired' })).toContainText(/[1-9]/);
  await expect(page.getByRole('group', { name: 'Certificates issued' })).toContainText(/[1-9]/);

  const jobs = page.getByRole('list', { name: 'Matching jobs' });
  const analyst = jobs.getByRole('article', { name: 'Junior Data Analyst' });
  await expect(analyst).toContainText('SQL for Data Analysts');
  await expect(analyst.getByRole('list', { name: 'Applicants by stage' })).toContainText(/Hired\s*1/);
  await expect(analyst).toContainText('Nafisa Tabassum');

  // Two certificate holders applied; only the one who lets recruiters find them is named.
  const react = jobs.getByRole('article', { name: 'Junior React Developer' });
  await expect(react).toContainText('2 applicants hold your certificates');
  await expect(react).toContainText('Labiba Chowdhury');
  await expect(react).not.toContainText('Shahriar');

  await analyst.getByRole('link', { name: 'See the job post: Junior Data Analyst' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Junior Data Analyst' })).toBeVisible();
});
