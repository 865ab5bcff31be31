import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueTag } from '../support/accounts';
import { mailTo } from '../support/mail-catcher';
import { signInThroughApi } from '../support/session';

/**
 * Issue 17 item 1 end to end: an instructor edits their headline and adds an achievement on
 * /ir-dashboard/update-profile; their public profile (/instructors/{id}) and the page of a course they
 * teach show both. A catalog instructor of the demo data (no password, as seeded) sets one through the
 * e-mailed reset link first. Each project uses its own instructor, so both can run at once.
 */
const INSTRUCTOR_OF_PROJECT: Record<string, { email: string; username: string }> = {
  mobile: { email: 'tanvir.ahmed@dokkho.com.bd', username: 'tanvir_ahmed' },
  desktop: { email: 'nusrat.jahan@dokkho.com.bd', username: 'nusrat_jahan' },
};
const PASSWORD = 'teach-in-dhaka-2026';

/** Sets the catalog instructor's password through the reset e-mail (they have none in the demo data). */
async function setPassword(request: APIRequestContext, email: string) {
  const before = (await mailTo(email)).length;
  const asked = await request.post('/api/user/auth/reset-password/', { data: { email } });
  expect(asked.status()).toBe(200);
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await mailTo(email)).slice(before);
      const raw = mails.map((mail) => mail.raw).join('\n');
      link = /\/reset-password\/\?uid=[A-Za-z0-9_-]+&(?:amp;)?token=[A-Za-z0-9_-]+/.exec(raw)?.[0] ?? '';
      return link;
    })
    .toContain('token=');
  const url = new URL(link.replace('&amp;', '&'), 'http://reset.link');
  const confirmed = await request.put('/api/user/auth/reset-password/', {
    data: { uidb64: url.searchParams.get('uid'), token: url.searchParams.get('token'), password: PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test('an instructor edits their headline and adds an achievement; the public profile and the course page show them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const instructor = INSTRUCTOR_OF_PROJECT[testInfo.project.name] ?? INSTRUCTOR_OF_PROJECT.mobile!;
  const tag = uniqueTag(testInfo.project.name);
  const headline = `Lead data analyst, ${tag}`;
  const achievement = `Dhaka Data Award ${tag}`;

  await setPassword(request, instructor.email);
  await signInThroughApi(page, request, { username: instructor.username, password: PASSWORD });

  // 1. The headline, on the profile page.
  await page.goto('/ir-dashboard/update-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor profile' })).toBeVisible();
  const headlineField = page.getByRole('textbox', { name: 'Headline', exact: true });
  await headlineField.fill('ab');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Use at least 3 characters for your headline')).toBeVisible();
  await headlineField.fill(headline);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').getByText('Saved. Your course pages show it now.')).toBeVisible();

  // 2. An achievement, on the achievements page (reached by its tab).
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Achievements' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an achievement' }).click();
  const form = page.getByRole('form', { name: 'New achievement' });
  await form.getByRole('textbox', { name: 'Achievement' }).fill(achievement);
  await form.getByRole('textbox', { name: /Given by or where/ }).fill('BASIS');
  await form.getByRole('textbox', { name: /Year/ }).fill('2025');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const list = page.getByRole('list', { name: 'Your achievements' });
  const entry = list.getByRole('listitem').filter({ hasText: achievement });
  await expect(entry).toContainText('BASIS · 2025');
  // A new entry goes last; one step up puts it before the one that was above it.
  const count = await list.getByRole('listitem').count();
  await expect(list.getByRole('listitem').last()).toContainText(achievement);
  await entry.getByRole('button', { name: `Move ${achievement} up` }).click();
  await expect(list.getByRole('listitem').nth(count - 2)).toContainText(achievement);

  // 3. The public profile, as a learner sees it.
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(/\/instructors\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(headline)).toBeVisible();
  const achievements = page.getByRole('region', { name: 'Achievements' });
  await expect(achievements.getByRole('listitem').filter({ hasText: achievement })).toContainText('BASIS');
  const courses = page.getByRole('region', { name: /^Courses by / });
  // A course card also links its genre (to the catalog): take the link to a course page.
  const firstCourse = courses.locator('a[href^="/courseDetails/"]').first();
  await expect(firstCourse).toBeVisible();

  // 4. A course they teach: the instructor card shows the new headline and links back to the profile.
  const profileUrl = page.url();
  await firstCourse.click();
  await expect(page).toHaveURL(/\/courseDetails\/\d+$/);
  // The course page renders twice as its queries land: wait on the locator, never hold one element.
  await expect(page.getByText(headline).first()).toBeVisible();
  await page.getByRole('link', { name: /’s profile$|'s profile$/ }).click();
  await expect(page).toHaveURL(profileUrl);
});
