import type { Page } from '@playwright/test';
import { DEMO_QUIZZES } from '@dokkho/db/seed/demo-quizzes';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { pdfText } from '../support/pdf-text';
import { useSession } from '../support/session';

/** Issue 16: বাংলা / English, chosen once and kept (cookie; on the profile when signed in). */

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test('a browser that prefers Bangla opens the site in Bangla; the switch goes back to English and stays', async ({
  browser,
}, testInfo) => {
  // A phone set to Bangla sends Accept-Language: bn-BD.
  const context = await browser.newContext({ ...testInfo.project.use, locale: 'bn-BD' });
  const page = await context.newPage();
  await page.goto('/allcourses');
  expect(await htmlLang(page)).toBe('bn');
  // The switch names the other language in its own script.
  await page.getByRole('button', { name: 'View in English' }).click();
  await expect.poll(() => htmlLang(page)).toBe('en');
  await expect(page.getByRole('button', { name: 'বাংলায় দেখুন' })).toBeVisible();
  // The choice beats the browser's preference from now on.
  await page.reload();
  expect(await htmlLang(page)).toBe('en');
  await context.close();
});

test('a visitor switches to বাংলা in the header, the menu speaks Bangla, and a reload keeps it', async ({
  page,
  isMobile,
}) => {
  await page.goto('/allcourses');
  expect(await htmlLang(page)).toBe('en');
  await page.getByRole('button', { name: 'বাংলায় দেখুন' }).click();
  await expect.poll(() => htmlLang(page)).toBe('bn');
  await page.reload();
  expect(await htmlLang(page)).toBe('bn');
  if (isMobile) {
    await page
      .getByRole('button', { name: /menu|মেনু/i })
      .first()
      .click();
    const group = page.getByRole('group', { name: 'ভাষা' });
    await expect(group.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    await group.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => htmlLang(page)).toBe('en');
  }
});

test('a signed-in learner’s choice follows them to another device', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const tag = uniqueTag(`lang${testInfo.project.name}`);
  const account = await signInAsNewConfirmedLearner(page, request, tag);
  await page.goto('/allcourses');
  await page.getByRole('button', { name: 'বাংলায় দেখুন' }).click();
  await expect.poll(() => htmlLang(page)).toBe('bn');
  await expect
    .poll(async () => {
      const profile = await request.get('/api/user/auth/profile/', {
        headers: { Authorization: `Bearer ${account.access}` },
      });
      return ((await profile.json()) as { language: string | null }).language;
    })
    .toBe('bn');

  // Another device: no cookie, an English browser; signing in brings the Bangla back.
  const other = await browser.newContext({
    ...testInfo.project.use,
    extraHTTPHeaders: { 'Accept-Language': 'en' },
  });
  const phone = await other.newPage();
  await useSession(phone, account);
  await phone.goto('/allcourses');
  await expect.poll(() => htmlLang(phone)).toBe('bn');
  await other.close();
});

test('a learner does it all in Bangla on a phone: search in Bangla, the course, enrolment, every lesson, the quiz and the certificate PDF', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the Bangla journey is a phone journey (360px)');
  // Search, enrolment, every lesson, the quiz and a PDF: the English journey has 150 s for the same.
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...testInfo.project.use, locale: 'bn-BD' });
  const page = await context.newPage();
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));

  await page.goto('/');
  expect(await htmlLang(page)).toBe('bn');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const search = page.getByRole('dialog').getByRole('combobox', { name: 'কোর্স খুঁজুন' });
  await search.fill('এক্সেল');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/allcourses\?search=/);
  await expect(page.getByRole('heading', { level: 1, name: /এক্সেল/ })).toBeVisible();
  // The course's own Bangla title (docs/decisions/026): Excel Essentials for Office Jobs.
  const course = page.getByRole('link', { name: /অফিসের কাজের জন্য এক্সেল/ }).first();
  await expect(course).toBeVisible();
  await noSidewaysScroll();

  await course.click();
  await expect(page).toHaveURL(/\/courseDetails\/\d+/);
  await noSidewaysScroll();
  await page.getByRole('button', { name: 'ফ্রিতে ভর্তি হোন' }).first().click();
  await page.getByRole('link', { name: 'শেখা শুরু করুন' }).first().click();
  await expect(page).toHaveURL(/\/lessons\/\d+/);
  await expect(page.getByRole('button', { name: 'কোর্সের বিষয়বস্তু' })).toBeVisible();
  await noSidewaysScroll();

  // Every lesson, then the quiz, through the player's Bangla buttons (the English journey of
  // learning-journey.spec.ts checks the same steps in detail).
  const quiz = DEMO_QUIZZES.find((each) => each.courseSlug === 'excel-essentials-for-office-jobs')!;
  for (;;) {
    await page.getByRole('button', { name: 'সম্পন্ন হিসেবে চিহ্নিত করুন' }).click();
    await expect(page.getByRole('button', { name: 'সম্পন্ন', exact: true })).toBeVisible();
    const next = page.getByRole('link', { name: 'পরের লেসন' });
    if ((await next.count()) === 0) break;
    const here = page.url();
    await next.click();
    await expect(page).not.toHaveURL(here);
  }
  await expect(page.getByRole('heading', { name: 'সব লেসন শেষ!' })).toBeVisible();
  await page.getByRole('link', { name: `“${quiz.title}” কুইজটি দিন` }).click();
  await page.getByRole('button', { name: /কুইজ শুরু করুন/ }).click();
  const form = page.getByRole('form', { name: quiz.title });
  for (const [index, question] of quiz.questions.entries()) {
    const group = form.getByRole('group', { name: `প্রশ্ন ${bengaliDigits(index + 1)}: ${question.prompt}` });
    for (const option of question.correct) {
      await group
        .getByRole(question.kind === 'single' ? 'radio' : 'checkbox', {
          name: question.options[option]!,
          exact: true,
        })
        .check();
    }
  }
  await noSidewaysScroll();
  await form.getByRole('button', { name: 'উত্তর পাঠান' }).click();
  await expect(page.getByRole('heading', { name: 'আপনি পাস করেছেন!' })).toBeVisible();

  // The certificate, downloaded from the Bangla page, prints in Bangla and reads back exactly (shaped, with
  // /ActualText); the learner's name stays as they wrote it.
  await page.getByRole('button', { name: 'আপনার সার্টিফিকেট নিন' }).click();
  await expect(page.getByText('Tahmina Akter-কে সার্টিফিকেট দেওয়া হয়েছে')).toBeVisible();
  const download = page.getByRole('link', { name: 'PDF ডাউনলোড করুন' });
  await expect(download).toHaveAttribute('href', /[?&]lang=bn$/);
  const file = await request.get((await download.getAttribute('href'))!);
  expect(file.headers()['content-type']).toContain('application/pdf');
  const text = pdfText(await file.body());
  expect(text).toContain('কোর্স সমাপ্তির সার্টিফিকেট');
  expect(text).toContain('এই মর্মে প্রত্যয়ন করা হচ্ছে যে');
  expect(text).toContain('Tahmina Akter');
  expect(text).not.toContain('CERTIFICATE OF COMPLETION');
  await context.close();
});

/** 12 -> ১২: how a Bangla page numbers its questions. */
function bengaliDigits(value: number): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
}
