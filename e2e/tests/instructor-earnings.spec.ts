import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

/**
 * Issue 17 item 5 end to end: a learner buys a course the demo instructor (instructor@) teaches, the
 * instructor's earnings page shows the sale's share, the instructor asks for a payout in the browser, and
 * staff mark it paid on /staff/payouts, where it says it is an instructor's. It moves the demo instructor's
 * payouts (one open request at a time), so one project runs it; an open request left by the demo data or
 * an earlier run is paid first, through the API, so it can run again on the same database.
 */

const INSTRUCTOR = { username: 'instructor', password: 'demo-pass-123' };
const ADMIN = { username: 'admin', password: 'demo-pass-123' };
/** A catalog course the demo instructor teaches (demo-teaching.ts). */
const TAUGHT_SLUG = 'sql-for-data-analysts';

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

async function login(request: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await request.post('/api/user/auth/login/', { data: credentials });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

interface Summary {
  balance: number;
  earned_total: number;
  sales: number;
  open_request: { id: number } | null;
  terms: { payout_minimum: number };
}

async function summary(request: APIRequestContext, access: string): Promise<Summary> {
  const response = await request.get('/api/instructor/earnings/', { headers: bearer(access) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

/** A fresh learner buys the course on the built-in demo gateway (as staff.spec.ts does). */
async function buyTaughtCourse(request: APIRequestContext, tag: string) {
  const username = `e2e_${tag}`.slice(0, 30);
  const registered = await request.post('/api/user/auth/register/', {
    data: {
      first_name: 'Tania',
      last_name: 'Sultana',
      email: `${username}@example.com`,
      username,
      password: 'khulna-2026-sundarban',
    },
  });
  expect(registered.status()).toBe(201);
  const { access } = (await registered.json()) as { access: string };
  const list = await request.get('/api/course/courses/?page_size=48');
  const { results } = (await list.json()) as { results: { id: number; slug: string }[] };
  const course = results.find((c) => c.slug === TAUGHT_SLUG);
  if (!course) throw new Error(`the demo data has no ${TAUGHT_SLUG}`);
  const checkout = await request.post(`/api/payment/v2/payment/${course.id}/`, {
    headers: bearer(access),
    data: {},
  });
  expect(checkout.status()).toBe(201);
  const { gateway_url, order_token } = (await checkout.json()) as {
    gateway_url: string;
    order_token: string;
  };
  const paid = await request.post(gateway_url, { form: { action: 'pay', method: 'bkash' } });
  expect(paid.status()).toBe(200);
  const order = await request.get(`/api/payment/orders/${order_token}/`, { headers: bearer(access) });
  expect(((await order.json()) as { status: string }).status).toBe('paid');
}

test('an instructor sees a sale’s share, asks for a payout, and staff mark it paid', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one project: it moves the demo instructor’s payouts');
  test.setTimeout(150_000);
  const instructor = await login(request, INSTRUCTOR);
  const admin = await login(request, ADMIN);

  const before = await summary(request, instructor);
  if (before.open_request) {
    const settled = await request.post(`/api/admin/payout-requests/${before.open_request.id}/`, {
      headers: bearer(admin),
      data: { status: 'paid', note: 'Paid before the e2e run' },
    });
    expect(settled.status()).toBe(200);
  }

  // A sale credits the instructor's share of it.
  await buyTaughtCourse(request, uniqueTag(testInfo.project.name));
  const after = await summary(request, instructor);
  expect(after.sales).toBe(before.sales + 1);
  expect(after.earned_total).toBeGreaterThan(before.earned_total);
  expect(after.balance).toBeGreaterThanOrEqual(after.terms.payout_minimum);

  await signInThroughApi(page, request, INSTRUCTOR);
  await page.goto('/ir-dashboard/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings by month' })).toBeVisible();
  const byCourse = page.getByRole('table', { name: 'Earnings by course' });
  await expect(byCourse.getByRole('rowheader', { name: /SQL for Data Analysts/ })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('earnings-360.png'), fullPage: true });

  // The payout form: the smallest payout to a bKash number.
  const form = page.getByRole('form', { name: 'Request a payout' });
  await form.getByLabel('Amount (taka)').fill(String(after.terms.payout_minimum / 100));
  await form.getByText('bKash', { exact: true }).click();
  await form.getByRole('textbox', { name: 'bKash number' }).fill('01711-445566');
  await form.getByRole('button', { name: 'Request payout' }).click();
  await expect(
    page.getByText('Request sent. We pay within 7 working days and let you know here.'),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Payout requests' });
  await expect(history.getByText('In review').first()).toBeVisible();
  await expect(history.getByText('+8801711445566').first()).toBeVisible();

  // Staff see whose request it is and mark it paid with the transaction id.
  await signInThroughApi(page, request, ADMIN);
  await page.goto('/staff/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payout requests' })).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ hasText: 'instructor@dokkho.test' })
    .filter({ hasText: '+8801711445566' });
  await expect(card.getByText('Instructor · course earnings')).toBeVisible();
  await card.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = page.getByRole('dialog', { name: /^Mark ৳.+ paid\?$/ });
  await confirm.getByLabel(/Note/).fill('bKash TrxID 5KD8W2QX');
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(/^Marked ৳.+ paid\.$/)).toBeVisible();

  // The instructor's history says so.
  await signInThroughApi(page, request, INSTRUCTOR);
  await page.goto('/ir-dashboard/earnings');
  await expect(
    page.getByRole('region', { name: 'Payout requests' }).getByText('“bKash TrxID 5KD8W2QX”'),
  ).toBeVisible();

  // The same page in Bangla: by the cookie alone, as a visitor's choice is kept. The switch would also save
  // the choice on instructor@'s profile, and the other journeys that sign in as instructor@ would then
  // open in Bangla (the language follows the account).
  await page.context().addCookies([{ name: 'dokkho_lang', value: 'bn', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'আয়' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'মাস অনুযায়ী আয়' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('earnings-360-bn.png'), fullPage: true });
});
