import { expect, test } from '../fixtures';

test.describe('home page', () => {
  test('shows featured courses, best genres and career paths from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Dokkho/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const courseLinks = page.locator('a[href^="/courseDetails/"]');
    await expect(courseLinks.first()).toBeVisible();
    expect(await courseLinks.count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('a[href^="/allcourses?genre="]').first()).toBeVisible();
    await expect(page.locator('a[href^="/career-paths/"]').first()).toBeVisible();
    await expect(page.getByText(/৳\d/).first()).toBeVisible();
  });

  test('a genre goes to the catalog filtered by it', async ({ page }) => {
    await page.goto('/');
    const genre = page.locator('a[href="/allcourses?genre=data-analytics"]').first();
    await genre.scrollIntoViewIfNeeded();
    await genre.click();
    await expect(page).toHaveURL(/genre=data-analytics/);
    await expect(page.locator('a[href^="/courseDetails/"]').first()).toBeVisible();
  });
});

test('prices show the taka sign in the self-hosted Bengali font', async ({ page }) => {
  await page.goto('/allcourses?price=paid');
  await expect(page.getByText(/৳\d/).first()).toBeVisible();
  // Without this font, system fonts on some devices draw ৳ as an empty box (DESIGN.md principle 5).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.replace(/['"]/g, '') === 'Dokkho Bangla' && font.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
});

test.describe('all courses', () => {
  test('lists courses with a count and pages through them', async ({ page }) => {
    await page.goto('/allcourses');
    await expect(page.getByText(/\d+ courses/).first()).toBeVisible();
    const first = await page.locator('a[href^="/courseDetails/"]').first().getAttribute('href');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /next/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('a[href^="/courseDetails/"]').first()).not.toHaveAttribute('href', first!);
  });

  test('search finds courses, also with a typo or a partial word', async ({ page }) => {
    for (const search of ['flutter', 'fluter', 'flut']) {
      await page.goto(`/allcourses?search=${search}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(search);
      await expect(
        page
          .locator('a[href^="/courseDetails/"]')
          .filter({ hasText: /flutter/i })
          .first(),
      ).toBeVisible();
    }
  });

  test('filters by level and free price, keeping state in the address', async ({ page, isMobile }) => {
    await page.goto('/allcourses');
    if (isMobile) await page.getByRole('button', { name: /filters/i }).click();
    const scope = isMobile ? page.getByRole('dialog') : page.locator('main');
    await scope.getByRole('radio', { name: 'Free', exact: true }).click();
    await scope.getByRole('radio', { name: 'Beginner', exact: true }).click();
    if (isMobile)
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /show|apply|done/i })
        .click();
    await expect(page).toHaveURL(/price=free/);
    await expect(page).toHaveURL(/level=beginner/);
    await expect(page.locator('a[href^="/courseDetails/"]').first()).toBeVisible();
    const cards = page.locator('article').filter({ has: page.locator('a[href^="/courseDetails/"]') });
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      await expect(cards.nth(i)).toContainText(/free/i);
      await expect(cards.nth(i)).toContainText(/beginner/i);
    }
    await page.reload();
    await expect(page).toHaveURL(/price=free/);
  });

  test('an empty search says so and offers a way forward', async ({ page }) => {
    await page.goto('/allcourses?search=qwxzvbnmpl');
    await expect(page.getByText(/no courses/i).first()).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /all courses|browse|clear/i })
      .first()
      .click();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.locator('a[href^="/courseDetails/"]').first()).toBeVisible();
  });

  test('a bad address is explained, not a crash', async ({ page }) => {
    await page.goto('/allcourses?level=expert');
    await expect(page.getByText(/Level must be/).first()).toBeVisible();
  });
});
