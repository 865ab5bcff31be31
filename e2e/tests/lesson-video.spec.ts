import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';

/**
 * Issue 17 item 3: a transcoded lesson streams HLS with a quality picker and a data-saver default on a
 * slow connection. The free Excel course's "COUNTIFS and SUMIFS" lesson plays demo clip 2, which the demo
 * data ships as 240p and 360p renditions (packages/db/src/seed/demo-hls.ts).
 */
const COURSE_SLUG = 'excel-essentials-for-office-jobs';
const HLS_LESSON = 'COUNTIFS and SUMIFS for a stock register';

interface CourseDetail {
  id: number;
  curriculum: { modules: { lessons: { id: number; title: string }[] }[] };
}

/** What Chromium's Network Information API says, before the app reads it. */
async function connectionIs(page: Page, effectiveType: string) {
  await page.addInitScript((type) => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      get: () => ({ effectiveType: type, saveData: false, addEventListener() {}, removeEventListener() {} }),
    });
  }, effectiveType);
}

test('a learner on 3G starts at 360p (data saver), picks 240p, and the choice is remembered', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await connectionIs(page, '3g');
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  const list = await request.get('/api/course/courses/?price=free');
  const { results } = (await list.json()) as { results: { id: number; slug: string }[] };
  const courseId = results.find((course) => course.slug === COURSE_SLUG)!.id;
  const course = (await (await request.get(`/api/course/course_detail/${courseId}/`)).json()) as CourseDetail;
  const lesson = course.curriculum.modules
    .flatMap((module) => module.lessons)
    .find((item) => item.title === HLS_LESSON)!;

  await page.goto(`/courseDetails/${courseId}`);
  await page.getByRole('button', { name: 'Enrol for free' }).first().click();
  await expect(page.getByRole('link', { name: 'Start learning' }).first()).toBeVisible();

  // The 360p playlist is what hls.js asks for first: the data saver's pick on 3G.
  const first360 = page.waitForRequest((req) =>
    req.url().includes('/demo/media/hls/lesson-clip-2/360p.m3u8'),
  );
  await page.goto(`/lessons/${lesson.id}`);
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality).toBeVisible();
  await expect(quality).toHaveValue('360');
  await expect(quality.locator('option')).toHaveText(['Auto', '240p', '360p']);
  await expect(page.getByText('Data saver: 360p on this slow connection.')).toBeVisible();
  await first360;
  const video = page.locator('video');
  // Media Source Extensions: hls.js feeds the <video> through a blob: URL, with the poster meanwhile.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  await expect(video).toHaveAttribute('poster', /\/api\/course\/lesson-media\/[\w-]+\/poster\.jpg$/);
  const poster = await page.request.get((await video.getAttribute('poster'))!);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/jpeg');

  const low = page.waitForRequest((req) => req.url().includes('/demo/media/hls/lesson-clip-2/240p.m3u8'));
  await quality.selectOption('240');
  await low;
  await expect(page.getByText('Data saver: 360p on this slow connection.')).toHaveCount(0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);

  // The learner's own choice wins over the data saver on the next lesson load.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Quality' })).toHaveValue('240');
  await expect(page.getByText(/Data saver/)).toHaveCount(0);
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: testInfo.outputPath('lesson-hls-quality.png') });
});
