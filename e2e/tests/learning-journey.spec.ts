import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_QUIZZES } from '@dokkho/db/seed/demo-quizzes';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { pdfText } from '../support/pdf-text';

/** The free demo course with a quiz (packages/db/src/seed/demo-quizzes.ts): the whole journey fits in it. */
const COURSE_SLUG = 'excel-essentials-for-office-jobs';
const QUIZ = DEMO_QUIZZES.find((quiz) => quiz.courseSlug === COURSE_SLUG)!;

interface CourseDetail {
  id: number;
  title: string;
  curriculum: { modules: { lessons: { id: number; is_preview: boolean }[] }[] };
}

async function excelCourse(request: APIRequestContext): Promise<CourseDetail> {
  const list = await request.get('/api/course/courses/?price=free');
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { id: number; slug: string }[] };
  const course = results.find((c) => c.slug === COURSE_SLUG);
  if (!course) throw new Error(`the demo data has no ${COURSE_SLUG}`);
  return (await (await request.get(`/api/course/course_detail/${course.id}/`)).json()) as CourseDetail;
}

const lessonIds = (course: CourseDetail) =>
  course.curriculum.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));

/** The lesson's video, once its metadata is in (the player resumes from there). */
async function loadedVideo(page: Page) {
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  return video;
}

test('a new learner enrols in a free course, completes it, passes the quiz and verifies the certificate', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  const course = await excelCourse(request);
  const lessons = lessonIds(course);

  await page.goto(`/courseDetails/${course.id}`);
  await page.getByRole('button', { name: 'Enrol for free' }).first().click();
  await page.getByRole('link', { name: 'Start learning' }).first().click();
  await expect(page).toHaveURL(`/lessons/${lessons[0]}`);
  // SPEC.md §2: the plain header, no navbar controls and no footer.
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Resume where you left off: play a few seconds, pause (the position is saved), come back.
  const video = await loadedVideo(page);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/course/lessons/${lessons[0]}/progress/`) &&
      response.request().method() === 'PUT',
  );
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 6;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(7);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  const position = ((await (await saved).json()) as { progress: { position_seconds: number } }).progress
    .position_seconds;
  expect(position).toBeGreaterThanOrEqual(7);
  await page.reload();
  const resumed = await loadedVideo(page);
  await expect
    .poll(() => resumed.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime)))
    .toBe(position);

  // The curriculum: beside the lesson on a desktop, in a drawer on a phone.
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Course content' }).click();
    const drawer = page.getByRole('dialog', { name: 'Course content' });
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', `/lessons/${lessons[0]}`);
    await drawer.getByRole('button', { name: 'Close course content' }).click();
    await expect(drawer).toBeHidden();
  } else {
    const sidebar = page.getByRole('complementary', { name: 'Course curriculum' });
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', `/lessons/${lessons[0]}`);
    await expect(sidebar.getByText(QUIZ.title)).toBeVisible();
  }

  // Every lesson, through the player's own buttons.
  for (const [index, lessonId] of lessons.entries()) {
    await expect(page).toHaveURL(`/lessons/${lessonId}`);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed' })).toBeVisible();
    if (index < lessons.length - 1) await page.getByRole('link', { name: 'Next lesson' }).click();
  }
  await expect(page.getByText('100% complete').filter({ visible: true }).first()).toBeVisible();

  // Lessons done, quiz not yet: the player points to it.
  await expect(page.getByRole('heading', { name: 'Every lesson done!' })).toBeVisible();
  await page.getByRole('link', { name: `Take “${QUIZ.title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUIZ.title })).toBeVisible();
  await page.getByRole('button', { name: /Start the quiz/ }).click();
  const form = page.getByRole('form', { name: QUIZ.title });
  await expect(form.getByRole('timer')).toBeVisible();
  for (const [index, question] of QUIZ.questions.entries()) {
    const group = form.getByRole('group', { name: `Question ${index + 1}: ${question.prompt}` });
    for (const option of question.correct) {
      await group
        .getByRole(question.kind === 'single' ? 'radio' : 'checkbox', {
          name: question.options[option]!,
          exact: true,
        })
        .check();
    }
  }
  await form.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('heading', { name: 'You passed!' })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('Your answer · correct').first()).toBeVisible();

  // The certificate, issued by the server now that the rule is met.
  await page.getByRole('button', { name: 'Get your certificate' }).click();
  await expect(page.getByText('Certificate issued to Tahmina Akter')).toBeVisible();
  const pdf = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  await page.getByRole('link', { name: 'View your certificate' }).click();

  await expect(page).toHaveURL(/\/certificate\/DKH-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeVisible();
  await expect(page.getByText('Tahmina Akter')).toBeVisible();
  await expect(page.getByRole('link', { name: course.title })).toHaveAttribute(
    'href',
    `/courseDetails/${course.id}`,
  );
  const serial = page.url().split('/').at(-1)!;
  await expect(page.getByText(serial, { exact: true })).toBeVisible();
  const file = await request.get(pdf!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  // The English page asks for the English certificate (?lang=en), whatever the download's own language.
  expect(pdf).toContain('lang=en');
  const english = pdfText(await file.body());
  expect(english).toContain('CERTIFICATE OF COMPLETION');
  expect(english).toContain('Tahmina Akter');

  // Anyone can check it: signed out, in a fresh page.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeVisible();

  // In Bangla (issue 16): the page switched to বাংলা downloads the certificate in Bangla, the learner's
  // name on it as written, and its words read back exactly (shaped, with /ActualText).
  await page.getByRole('button', { name: 'বাংলায় দেখুন' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'আসল সার্টিফিকেট' })).toBeVisible();
  const banglaLink = page.getByRole('link', { name: 'PDF ডাউনলোড করুন' });
  await expect(banglaLink).toHaveAttribute('href', /[?&]lang=bn$/);
  const [download] = await Promise.all([page.waitForEvent('download'), banglaLink.click()]);
  const bangla = pdfText(readFileSync((await download.path())!));
  expect(bangla).toContain('কোর্স সমাপ্তির সার্টিফিকেট');
  expect(bangla).toContain('এই মর্মে প্রত্যয়ন করা হচ্ছে যে');
  expect(bangla).toContain('Tahmina Akter');
  expect(bangla).toContain(serial);
  expect(bangla).not.toContain('CERTIFICATE OF COMPLETION');
});

test('a learner without a seat gets the free preview, and the enrol panel on a locked lesson', async ({
  page,
  request,
}, testInfo) => {
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  const course = await excelCourse(request);
  const lessons = course.curriculum.modules.flatMap((module) => module.lessons);
  const preview = lessons.find((lesson) => lesson.is_preview)!;
  const locked = lessons.find((lesson) => !lesson.is_preview)!;

  await page.goto(`/lessons/${preview.id}`);
  await expect(page.getByText('This is a free preview.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
  await expect(page.locator('video')).toBeVisible();

  await page.goto(`/lessons/${locked.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This lesson is for enrolled learners' }),
  ).toBeVisible();
  await expect(page.getByText(course.title)).toBeVisible();
  await page.getByRole('link', { name: 'See the course and enrol' }).click();
  await expect(page).toHaveURL(`/courseDetails/${course.id}`);
  await expect(page.getByRole('button', { name: 'Enrol for free' }).first()).toBeVisible();
});

test('a visitor sees what a quiz asks and is asked to log in; a wrong certificate number is explained', async ({
  page,
  request,
}) => {
  const course = await excelCourse(request);
  const learner = await request.post('/api/user/auth/login/', {
    data: { username: 'learner@dokkho.test', password: 'demo-pass-123' },
  });
  const { access } = (await learner.json()) as { access: string };
  const quizzes = await request.get(`/api/course/quizzes/?course=${course.id}`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  const [quiz] = (await quizzes.json()) as { id: number }[];

  await page.goto(`/quiz/${quiz!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: QUIZ.title })).toBeVisible();
  await expect(page.getByText(String(QUIZ.questions.length), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to Dokkho' })).toBeVisible();

  // The demo learner's certificate (README) is genuine; a mistyped number is not, and the page says why.
  await page.goto('/certificate/DKH-DEM0-2026-0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeVisible();
  await page.goto('/certificate/DKH-DEMO-2026-0001');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find this certificate' }),
  ).toBeVisible();
  await page.getByLabel('Certificate number').fill('dkh-dem0-2026-0001');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeVisible();
});
