import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';

/**
 * The purchase journeys of issue 5 on the embedded server, where no gateway keys are set, so both
 * gateways are played by the built-in demo gateway (its hosted page calls back exactly as the real one).
 * WELCOME10 and the expired SUMMER2025 are the demo promo codes (packages/db/src/seed/demo-offers.ts).
 */

/** A paid demo course with lessons and no running sale: the total is its price less the promo. */
const COURSE_SLUG = 'sql-for-data-analysts';

interface CourseDetail {
  id: number;
  title: string;
  curriculum: { modules: { lessons: { id: number }[] }[] };
}

async function paidCourse(request: APIRequestContext): Promise<CourseDetail> {
  const list = await request.get('/api/course/courses/?page_size=48');
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { id: number; slug: string; is_free: boolean }[] };
  const course = results.find((c) => c.slug === COURSE_SLUG);
  if (!course || course.is_free) throw new Error(`the demo data has no paid ${COURSE_SLUG}`);
  return (await (await request.get(`/api/course/course_detail/${course.id}/`)).json()) as CourseDetail;
}

/** From the course page's buy button (the price box on a desktop, the sticky bar on a phone). */
async function openCheckout(page: Page, course: CourseDetail) {
  await page.goto(`/courseDetails/${course.id}`);
  await page.getByRole('link', { name: 'Buy now' }).first().click();
  await expect(page).toHaveURL(`/payment/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' }).getByText(course.title)).toBeVisible();
}

async function applyPromo(page: Page, code: string) {
  await page.getByLabel(/^Promo code/).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ৳/ });

test('a learner buys a course with WELCOME10 through bKash on the demo gateway and starts learning', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  const course = await paidCourse(request);
  const firstLesson = course.curriculum.modules.flatMap((m) => m.lessons)[0]!;

  await openCheckout(page, course);
  // DESIGN.md principle 1: nothing scrolls sideways, at 360px included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const before = (await payButton(page).textContent())!;
  await applyPromo(page, 'welcome10');
  await expect(page.getByText('Promo code WELCOME10 (10%)')).toBeVisible();
  await expect(page.getByText('WELCOME10', { exact: true })).toBeVisible();
  await expect(payButton(page)).not.toHaveText(before);
  const amount = (await payButton(page).textContent())!.replace(/^Pay /, '');

  // The demo is said plainly, then the local gateway (bKash, Nagad...) is chosen.
  await expect(page.getByRole('note').filter({ hasText: 'Demo mode: no real money moves.' })).toBeVisible();
  await page.getByRole('radio', { name: /bKash, Nagad, Rocket, cards and internet banking/ }).check();
  await payButton(page).click();

  await expect(page).toHaveURL(/\/demo-gateway\//);
  await expect(page.getByText('Demo payment gateway — no real money moves')).toBeVisible();
  await expect(page.getByText(course.title)).toBeVisible();
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/success/${course.id}/[0-9a-f-]{36}$`));
  const token = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'You’re enrolled' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Invoice DKH-INV-\d{4}-\d{6}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Start learning' }).click();
  await expect(page).toHaveURL(`/lessons/${firstLesson.id}`);
  // Enrolled: the lesson keeps progress (a visitor's preview has no "Mark as complete").
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();

  // The dashboard lists the order; its receipt shows the breakdown and gives the PDF invoice.
  await page.goto('/newDashboard/orders');
  const row = page.getByRole('list', { name: 'Your orders' }).getByRole('link').first();
  await expect(row).toHaveAttribute('href', `/newDashboard/orders/${token}`);
  await expect(row.getByText(course.title)).toBeVisible();
  await expect(row.getByText(amount, { exact: true })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  const invoiceNumber = (await row.getByText(/^DKH-INV-\d{4}-\d{6}$/).textContent())!;
  await row.click();

  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByText(invoiceNumber)).toBeVisible();
  await expect(receipt.getByText('Promo code WELCOME10 (10%)')).toBeVisible();
  await expect(receipt.getByText('Total paid')).toBeVisible();
  await expect(receipt.getByTestId('order-total')).toHaveText(amount);
  await expect(receipt.getByText(/via SSLCommerz$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const pdf = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // Owned now: the checkout says so instead of charging again.
  await page.goto(`/payment/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You already own this course' })).toBeVisible();
});

test('a refused promo code says why; a failed payment says so and "Try again" returns to the checkout', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  const course = await paidCourse(request);
  await openCheckout(page, course);

  await applyPromo(page, 'SUMMER2025');
  await expect(page.getByText('This promo code has expired.')).toBeVisible();
  await applyPromo(page, 'NOSUCHCODE');
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  await expect(page.getByText(/^Promo code .* \(\d+%\)$/)).toHaveCount(0);

  await payButton(page).click();
  await expect(page).toHaveURL(/\/demo-gateway\//);
  await page.getByRole('button', { name: 'Make it fail' }).click();

  await expect(page).toHaveURL(/\/payment\/failed\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment didn’t go through' })).toBeVisible();
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`/payment/${course.id}`);
  await expect(payButton(page)).toBeEnabled();

  // Not enrolled: the course page still sells it.
  await page.goto(`/courseDetails/${course.id}`);
  await expect(page.getByRole('link', { name: 'Buy now' }).first()).toBeVisible();
});

test('a learner cancels on the card gateway: nothing is charged and the order shows as cancelled', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsNewConfirmedLearner(page, request, uniqueTag(testInfo.project.name));
  const course = await paidCourse(request);
  await openCheckout(page, course);

  await page.getByRole('radio', { name: /International card \(Visa, Mastercard, Amex\)/ }).check();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/demo-gateway\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment\/cancel\/[0-9a-f-]{36}$/);
  const token = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'You cancelled the payment' })).toBeVisible();
  await expect(page.getByText(/Nothing was charged/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
    'href',
    `/payment/${course.id}`,
  );

  await page.goto(`/newDashboard/orders/${token}`);
  await expect(page.getByRole('article', { name: 'Order summary' }).getByText('Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF invoice' })).toHaveCount(0);
});
