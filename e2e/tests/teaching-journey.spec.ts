import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newConfirmedLearner, signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { mailTo } from '../support/mail-catcher';
import { signInThroughApi, useSession } from '../support/session';

/**
 * Issue 17 as one story, on a phone: a learner becomes an instructor and writes a paid course (an article, a
 * quiz, a video whose upload is cut off, survives a reload and continues where it stopped); staff publish it; a
 * second learner buys it, watches the video at 360p and asks a question; the instructor answers; the
 * learner's bell and inbox have the answer, and then an announcement; a refund takes the instructor's share back. Every account is
 * new, so it can run on any database; one project runs it (it is long, and the phone is the harder case).
 */

const ADMIN = { username: 'admin', password: 'demo-pass-123' };
const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

/** A clip of about 7 MB (more than one 5 MB tus chunk) and 360 pixels high, made with Debian's ffmpeg. */
function makeClip(testInfo: TestInfo): string {
  const clip = testInfo.outputPath('first-query.mp4');
  const made = spawnSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=4:size=640x360:rate=25',
    // Noise, so the encoder cannot make it small.
    '-vf',
    'noise=alls=80:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '16M',
    '-minrate',
    '16M',
    '-maxrate',
    '16M',
    '-bufsize',
    '2M',
    '-y',
    clip,
  ]);
  expect(made.status, String(made.stderr)).toBe(0);
  return clip;
}

/** The tus endpoint (the contract's VIDEO_UPLOAD_PATH) and the editor's chunk size (tus-upload.ts). */
const VIDEO_UPLOAD_PATH = '/api/course/video-uploads/';
const CHUNK_BYTES = 5 * 1024 * 1024;

async function lessonIdOf(request: APIRequestContext, access: string, courseId: number, title: string) {
  const response = await request.get(`/api/instructor/courses/${courseId}/edit/`, {
    headers: bearer(access),
  });
  expect(response.status()).toBe(200);
  const course = (await response.json()) as { modules: { lessons: { id: number; title: string }[] }[] };
  const lesson = course.modules.flatMap((module) => module.lessons).find((item) => item.title === title);
  if (!lesson) throw new Error(`no lesson called ${title}`);
  return lesson.id;
}

/**
 * What a tab that died mid-upload leaves: the first chunk on the server (the tus protocol, as the browser
 * speaks it) and the upload's record in localStorage under tus-js-client's key for this lesson and file.
 */
async function leaveUnfinishedUpload(
  page: Page,
  request: APIRequestContext,
  access: string,
  lessonId: number,
  clip: string,
) {
  const bytes = readFileSync(clip);
  const name = basename(clip);
  const metadata = { lesson_id: String(lessonId), filename: name, filetype: 'video/mp4' };
  const created = await request.post(VIDEO_UPLOAD_PATH, {
    headers: {
      ...bearer(access),
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': Object.entries(metadata)
        .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
        .join(','),
    },
  });
  expect(created.status()).toBe(201);
  const uploadUrl = new URL(created.headers()['location']!, page.url()).toString();
  const patched = await request.patch(uploadUrl, {
    headers: {
      ...bearer(access),
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes.subarray(0, CHUNK_BYTES),
  });
  expect(patched.status()).toBe(204);
  const fingerprint = `dokkho-video-${lessonId}-${name}-${bytes.length}-${Math.floor(statSync(clip).mtimeMs)}`;
  await page.evaluate(({ key, record }) => localStorage.setItem(key, JSON.stringify(record)), {
    key: `tus::${fingerprint}::1`,
    record: { size: bytes.length, metadata, creationTime: new Date().toString(), uploadUrl },
  });
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true });
  const page = await context.newPage();
  await signInThroughApi(page, context.request, ADMIN);
  return page;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/auth/login/', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

test('an instructor teaches a paid course from first draft to refund', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one long journey, on the phone');
  test.setTimeout(300_000);
  // A missing control fails in 20 s rather than at the end of the whole journey's time.
  page.setDefaultTimeout(20_000);
  const tag = uniqueTag(testInfo.project.name);
  const title = `SQL for shop owners (${tag})`;

  // 1. A learner becomes an instructor.
  const teacher = await signInAsNewConfirmedLearner(page, request, `t${tag}`);
  await page.goto('/convert-instructor');
  await page.getByLabel('Headline').fill('Data analyst at a Chattogram wholesaler');
  await page.getByLabel('What you teach').fill('SQL and spreadsheets');
  await page.getByLabel('Years of experience').fill('6');
  await page
    .getByLabel('About you')
    .fill('Six years of turning shop ledgers into reports; I have taught 300 shop owners in Chattogram.');
  await page.getByRole('button', { name: 'Start teaching' }).click();
  await expect(page).toHaveURL(/\/ir-dashboard$/);

  // 2. The course: details, an article, a video, a price.
  await page.goto('/ir-dashboard/add-courses');
  await page.getByLabel('Course title').fill(title);
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page).toHaveURL(/\/ir-dashboard\/edit-courses\/\d+$/);
  const courseId = Number(/edit-courses\/(\d+)/.exec(page.url())![1]);
  const saved = page.getByRole('status').filter({ hasText: /Saved|Saving|Changes save|not valid/ });
  await page
    .getByRole('textbox', { name: 'Description (optional)' })
    .fill('Count your stock, your best customers and last month’s sales with five SQL queries.');
  await expect(saved).toHaveText('Saved');

  await page.getByRole('button', { name: '2. Curriculum' }).click();
  await page.getByLabel('New module title').fill('Your shop in a table');
  await page.getByRole('button', { name: 'Add module' }).click();
  const module = page.getByRole('region', { name: 'Module 1: Your shop in a table' });
  await module.getByLabel('New lesson title').fill('Reading a sales table');
  await module.getByRole('button', { name: 'Add lesson' }).click();
  await module.getByRole('button', { name: 'Reading a sales table', exact: true }).click();
  await module
    .getByLabel('Article (Markdown)')
    .fill('## Rows and columns\n\nEach **row** is one sale: the date, the item and the taka.');
  await expect(module.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('row');
  await expect(saved).toHaveText('Saved');

  // A quiz closes the module: one single-choice question (the first option starts as the right one).
  await module.getByLabel('New quiz title').fill('Tables check');
  await module.getByRole('button', { name: 'Add quiz' }).click();
  const quizToggle = module.getByRole('button', { name: /^Tables check/ });
  await quizToggle.click();
  await module.getByRole('button', { name: 'Add a question' }).click();
  const question1 = module.getByRole('region', { name: 'Question 1' });
  await question1.getByLabel('Question', { exact: true }).fill('What is one row of a sales table?');
  await question1.getByLabel('Option 1', { exact: true }).fill('One sale');
  await question1.getByLabel('Option 2', { exact: true }).fill('One month of sales');
  await expect(saved).toHaveText('Saved');
  await expect(quizToggle).toContainText('1 question');
  await quizToggle.click();

  await module.getByLabel('New lesson title').fill('Your first query');
  await module.getByLabel('Kind').selectOption('video');
  await module.getByRole('button', { name: 'Add lesson' }).click();
  await module.getByRole('button', { name: 'Your first query', exact: true }).click();

  // The upload. A phone's tab died after the first 5 MB chunk: the server holds that part, and the
  // browser's storage holds the upload's address (what tus-js-client keeps, as the page itself wrote it).
  const clip = makeClip(testInfo);
  const lessonId = await lessonIdOf(request, teacher.access, courseId, 'Your first query');
  await leaveUnfinishedUpload(page, request, teacher.access, lessonId, clip);
  await page.reload();

  // The page finds it, shows how far it got, and the same file continues from the server's offset.
  const again = page.getByRole('region', { name: 'Module 1: Your shop in a table' });
  await again.getByRole('button', { name: 'Your first query', exact: true }).click();
  const resumed = again.getByRole('region', { name: 'Lesson video' });
  const stoppedAt = Math.floor((CHUNK_BYTES * 100) / statSync(clip).size);
  await expect(resumed.getByText(`The upload of first-query.mp4 stopped at ${stoppedAt}%.`)).toBeVisible();
  await expect(resumed.getByRole('progressbar', { name: 'Uploaded before' })).toHaveAttribute(
    'aria-valuenow',
    String(stoppedAt),
  );
  const continued = page.waitForRequest(
    (req) => req.method() === 'PATCH' && req.url().includes(VIDEO_UPLOAD_PATH),
  );
  await resumed.getByLabel('Choose a video').setInputFiles(clip);
  // It continues from what the server kept, not from the start.
  expect((await continued).headers()['upload-offset']).toBe(String(CHUNK_BYTES));
  await expect(resumed.getByText('Ready to stream in 240p, 360p.')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: /^\d\. Pricing/ }).click();
  await page.getByRole('textbox', { name: 'Price (taka)', exact: true }).fill('450');
  await expect(saved).toHaveText('Saved');

  // 3. Submitted, and published by staff.
  await page.goto(`/ir-dashboard/course-details/${courseId}`);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Waiting for review' })).toBeVisible();
  const staff = await staffPage(browser);
  await staff.goto('/staff/course-reviews');
  await staff
    .getByRole('list', { name: 'Courses waiting for review' })
    .getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) })
    .click();
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByText(/^Published\. .* has been told\.$/)).toBeVisible();
  await staff.context().close();

  // 4. A learner buys it on the demo gateway and watches the video at 360p.
  const learner = await newConfirmedLearner(request, `l${tag}`);
  const checkout = await request.post(`/api/payment/v2/payment/${courseId}/`, {
    headers: bearer(learner.access),
    data: {},
  });
  expect(checkout.status()).toBe(201);
  const { gateway_url } = (await checkout.json()) as { gateway_url: string };
  expect((await request.post(gateway_url, { form: { action: 'pay', method: 'bkash' } })).status()).toBe(200);
  const detail = (await (await request.get(`/api/course/course_detail/${courseId}/`)).json()) as {
    curriculum: { modules: { lessons: { id: number; title: string }[] }[] };
  };
  const videoLesson = detail.curriculum.modules[0]!.lessons.find((l) => l.title === 'Your first query')!;

  const learnerContext = await browser.newContext(testInfo.project.use);
  const learnerPage = await learnerContext.newPage();
  learnerPage.setDefaultTimeout(20_000);
  await useSession(learnerPage, learner);
  // On a 3G connection (what Chromium's Network Information API would say) the player's data saver starts
  // at 360p.
  await learnerPage.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      get: () => ({ effectiveType: '3g', saveData: false, addEventListener() {}, removeEventListener() {} }),
    });
  });
  const playlist360 = learnerPage.waitForRequest((req) => /\/360p\.m3u8(\?|$)/.test(req.url()));
  await learnerPage.goto(`/lessons/${videoLesson.id}`);
  const quality = learnerPage.getByRole('combobox', { name: 'Quality' });
  await expect(quality.locator('option')).toHaveText(['Auto', '240p', '360p']);
  await expect(quality).toHaveValue('360');
  await playlist360;
  await expect
    .poll(() => learnerPage.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);

  // 5. The learner asks under the lesson; the instructor answers from the dashboard.
  const question = `Does COUNT skip empty rows? (${tag})`;
  const panel = learnerPage.getByRole('region', { name: 'Questions on this lesson' });
  await panel.getByRole('button', { name: 'Ask a question' }).click();
  const form = panel.getByRole('form', { name: 'Ask a question' });
  await form.getByLabel('Your question').fill(question);
  await form.getByRole('button', { name: 'Post question' }).click();
  await expect(panel.getByRole('status')).toContainText('Your question is posted.');

  await page.goto('/ir-dashboard/questions');
  const card = page.getByRole('article').filter({ hasText: question });
  await card.getByRole('button', { name: `Answer “${question}”` }).click();
  await card
    .getByLabel(`Your answer to “${question}”`)
    .fill('COUNT(column) skips NULLs; COUNT(*) counts every row.');
  await card.getByRole('button', { name: 'Post answer' }).click();
  await expect(card.getByRole('status')).toHaveText('Your answer is posted.');

  // 6. The learner's bell has the answer, and so has their inbox.
  await learnerPage.goto('/newDashboard');
  await learnerPage.getByRole('button', { name: /^Notifications \d+ unread$/ }).click();
  await expect(
    learnerPage.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first(),
  ).toContainText(`answered your question ${question}`);
  await expect
    .poll(async () => (await mailTo(learner.email)).map((mail) => mail.raw).join('\n'), { timeout: 15_000 })
    .toContain('COUNT(*) counts every row');
  await learnerContext.close();

  // 7. An announcement reaches the course's one learner: in the bell and by e-mail.
  const news = `Office hours on Saturday (${tag})`;
  await page.goto(`/ir-dashboard/course-details/${courseId}`);
  const announcements = page.getByRole('region', { name: 'Announcements' });
  const compose = announcements.getByRole('form', { name: 'New announcement' });
  await expect(compose.getByText(/^Reaches 1 learner, in the bell and by e-mail\.$/)).toBeVisible();
  await compose.getByLabel('Title').fill(news);
  await compose
    .getByLabel('Message')
    .fill('Bring your **sales sheet**: we will write its first query together.');
  await compose.getByRole('button', { name: 'Send to learners' }).click();
  await expect(announcements.getByRole('status')).toContainText(/^Sent to .+ learners?\.$/);
  await expect
    .poll(async () => (await mailTo(learner.email)).map((mail) => mail.raw).join('\n'), { timeout: 15_000 })
    .toContain(news);
  const bellNews = await request.get('/api/notifications/?limit=5', { headers: bearer(learner.access) });
  expect(JSON.stringify(await bellNews.json())).toContain(news);

  // 8. A refund takes the instructor's share back.
  const earningsOf = async () => {
    const response = await request.get('/api/instructor/earnings/courses/', {
      headers: bearer(teacher.access),
    });
    expect(response.status()).toBe(200);
    const { courses } = (await response.json()) as {
      courses: { course_id: number; sales: number; refunds: number; earnings: number }[];
    };
    return courses.find((row) => row.course_id === courseId);
  };
  const sold = await earningsOf();
  expect(sold).toMatchObject({ sales: 1, refunds: 0 });
  expect(sold!.earnings).toBeGreaterThan(0);

  const admin = await adminToken(request);
  const orders = await request.get(`/api/admin/orders/?search=${encodeURIComponent(learner.email)}`, {
    headers: bearer(admin),
  });
  const [order] = ((await orders.json()) as { results: { id: number; status: string }[] }).results;
  expect(order).toMatchObject({ status: 'paid' });
  const refunded = await request.post(`/api/admin/orders/${order!.id}/refund/`, {
    headers: bearer(admin),
    data: { reason: 'Bought by mistake: the learner asked the same day' },
  });
  expect(refunded.status()).toBe(200);
  expect(await earningsOf()).toMatchObject({ sales: 0, refunds: 1, earnings: 0 });

  await page.goto('/ir-dashboard/earnings');
  const byCourse = page.getByRole('table', { name: 'Earnings by course' });
  const row = byCourse.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('1 refund');
  await expect(row.getByRole('cell').last()).toHaveText('৳0');
  await page.screenshot({ path: testInfo.outputPath('journey-earnings-after-refund.png'), fullPage: true });
});
