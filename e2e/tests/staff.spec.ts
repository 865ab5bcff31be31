import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

/**
 * The staff area (/staff): a refund and a payout decision done in the browser, as admin@ (learner, staff).
 * The orders and payout requests they act on are made fresh here, through the API, so the test owns them:
 * both projects run at once against one server, next to checkout.spec.ts and affiliate.spec.ts.
 */

const ADMIN = { username: 'admin', password: 'demo-pass-123' };

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

/** A fresh learner through the API (no e-mail confirmation: checkout does not need one). */
async function newBuyer(request: APIRequestContext, tag: string) {
  const username = `e2e_${tag}`.slice(0, 30);
  const email = `${username}@example.com`;
  const response = await request.post('/api/user/auth/register/', {
    data: { first_name: 'Karim', last_name: 'Uddin', email, username, password: 'sylhet-2026-tea-garden' },
  });
  expect(response.status()).toBe(201);
  const { access } = (await response.json()) as { access: string };
  return { access, email };
}

/** The most expensive paid demo course (its commission clears the payout minimum). */
async function dearestCourse(request: APIRequestContext) {
  const response = await request.get('/api/course/courses/?price=paid&page_size=48');
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as {
    results: { id: number; title: string; price: number; sale_price: number | null }[];
  };
  const [course] = results.sort((a, b) => (b.sale_price ?? b.price) - (a.sale_price ?? a.price));
  if (!course) throw new Error('the demo data has no paid course');
  return course;
}

/**
 * Buys `courseId` for the buyer and pays on the built-in demo gateway. The hosted page is a plain form
 * posting to the gateway, which delivers the IPN (server-validated) before it answers, so posting the form
 * here pays exactly as the browser's "Pay" button does (checkout.spec.ts drives that page in the browser).
 */
async function buyAndPay(
  request: APIRequestContext,
  buyer: { access: string },
  courseId: number,
  affiliate?: string,
) {
  const checkout = await request.post(`/api/payment/v2/payment/${courseId}/`, {
    headers: bearer(buyer.access),
    data: affiliate ? { affiliate } : {},
  });
  expect(checkout.status()).toBe(201);
  const { gateway_url, order_token, demo } = (await checkout.json()) as {
    gateway_url: string;
    order_token: string;
    demo: boolean;
  };
  expect(demo).toBe(true);
  const paid = await request.post(gateway_url, { form: { action: 'pay', method: 'bkash' } });
  expect(paid.status()).toBe(200);
  const order = await request.get(`/api/payment/orders/${order_token}/`, { headers: bearer(buyer.access) });
  const detail = (await order.json()) as { status: string; total: number; invoice_number: string };
  expect(detail.status).toBe('paid');
  return detail;
}

test('staff find a paid order by the buyer’s e-mail and refund it; the seat goes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const tag = uniqueTag(testInfo.project.name);
  const buyer = await newBuyer(request, `${tag}r`);
  const course = await dearestCourse(request);
  const order = await buyAndPay(request, buyer, course.id);
  const enrolledIds = async () => {
    const response = await request.get('/api/course/enrolled/', { headers: bearer(buyer.access) });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { course: { id: number } }[]).map((entry) => entry.course.id);
  };
  expect(await enrolledIds()).toContain(course.id);

  // A learner gets the honest "Staff only" panel, not the orders.
  await signInThroughApi(page, request, { username: 'learner', password: 'demo-pass-123' });
  await page.goto('/staff/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'This area is for Dokkho staff' })).toBeVisible();

  await signInThroughApi(page, request, ADMIN);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The staff frame replaces the site's header.
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.getByLabel('Search').fill(buyer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?search=/);
  const list = page.getByRole('list', { name: 'Orders' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(order.invoice_number)).toBeVisible();
  await expect(list.getByText('Paid', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await list.getByRole('button', { name: course.title }).click();
  const drawer = page.getByRole('dialog', { name: course.title });
  await expect(drawer.getByText('List price')).toBeVisible();
  await drawer.getByRole('button', { name: 'Refund', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: `Refund ${order.invoice_number}?` });
  await expect(confirm.getByText(/It does not send the money back\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Refund order' }).click();
  await expect(confirm.getByText('Say why the order is refunded')).toBeVisible();
  await confirm.getByLabel('Reason').fill('The buyer paid twice by mistake (e2e).');
  await confirm.getByRole('button', { name: 'Refund order' }).click();
  await expect(confirm).toBeHidden();

  await expect(drawer.getByText(/Order refunded\./)).toBeVisible();
  await expect(drawer.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(drawer.getByText('The buyer paid twice by mistake (e2e).')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close the order' }).click();
  await expect(list.getByText('Refunded', { exact: true })).toBeVisible();

  // The server did it all: the order is refunded for the buyer and the course seat is gone.
  expect(await enrolledIds()).not.toContain(course.id);
});

test('staff mark an affiliate’s payout request paid, with the transaction id', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueTag(testInfo.project.name);
  // A fresh affiliate (the demo ones' balances and open requests are shared with other tests): joining
  // needs a confirmed e-mail, hence the signed-in helper (the page is signed in as staff further down).
  const affiliate = await signInAsNewConfirmedLearner(page, request, `${tag}a`);
  const joined = await request.post('/api/affiliate/api/v2/affiliate/', {
    headers: bearer(affiliate.access),
    data: { payout_method: 'bkash', payout_account: '01712345678' },
  });
  expect(joined.status()).toBe(201);
  const { referral_code: code } = ((await joined.json()) as { profile: { referral_code: string } }).profile;

  // A sale through the affiliate's code earns the commission that the payout is made of.
  const buyer = await newBuyer(request, `${tag}b`);
  await buyAndPay(request, buyer, (await dearestCourse(request)).id, code);
  const payments = await request.get('/api/affiliate/payments/', { headers: bearer(affiliate.access) });
  const { balance, payout_minimum: minimum } = (await payments.json()) as {
    balance: number;
    payout_minimum: number;
  };
  expect(
    balance,
    'the commission on the demo data’s dearest course clears the minimum',
  ).toBeGreaterThanOrEqual(minimum);
  const asked = await request.post('/api/affiliate/affiliate_payout_request/', {
    headers: bearer(affiliate.access),
    data: { amount: minimum },
  });
  expect(asked.status()).toBe(201);

  await signInThroughApi(page, request, ADMIN);
  await page.goto('/staff/orders');
  await page
    .getByRole('navigation', { name: 'Dokkho staff' })
    .getByRole('link', { name: 'Payout requests' })
    .click();
  await expect(page).toHaveURL(/\/staff\/payouts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payout requests' })).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: affiliate.email });
  await expect(card.getByText('Requested')).toBeVisible();
  await expect(card.getByText('+8801712345678')).toBeVisible();
  await card.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = page.getByRole('dialog', { name: /^Mark ৳.+ paid\?$/ });
  await expect(confirm.getByText(/Only once you have sent/)).toBeVisible();
  await confirm.getByLabel(/Note/).fill('bKash TrxID 9FX7TQ2K');
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Marked ৳.+ paid\.$/)).toBeVisible();
  // It left the open list, and the "Paid" tab keeps it with the note.
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/\?status=paid$/);
  const paid = page.getByRole('article').filter({ hasText: affiliate.email });
  await expect(paid.getByText('bKash TrxID 9FX7TQ2K')).toBeVisible();

  // The affiliate's side says so too.
  const later = await request.get('/api/affiliate/payments/', { headers: bearer(affiliate.access) });
  const { payouts } = (await later.json()) as { payouts: { status: string; note: string }[] };
  expect(payouts[0]).toMatchObject({ status: 'paid', note: 'bKash TrxID 9FX7TQ2K' });
});

/** A fresh open post by the demo recruiter, through the API (the test owns it). */
async function newJobPost(request: APIRequestContext, title: string) {
  const login = await request.post('/api/user/auth/login/', {
    data: { username: 'recruiter@dokkho.test', password: 'demo-pass-123' },
  });
  const { access } = (await login.json()) as { access: string };
  const deadline = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const created = await request.post('/api/jobs/jobpost/', {
    headers: bearer(access),
    data: {
      title,
      description: 'Enter customer orders into our system accurately and on time, from our Motijheel office.',
      employment_type: 'full_time',
      workplace: 'on_site',
      division: 'Dhaka',
      district: 'Dhaka',
      salary_negotiable: true,
      deadline,
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('staff close a job post reported as a scam; it leaves the board for good', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const title = `Data Entry Operator ${tag}`;
  const jobId = await newJobPost(request, title);
  const reporter = await newBuyer(request, `${tag}r`);
  const reported = await request.post(`/api/jobs/report/${jobId}/`, {
    headers: bearer(reporter.access),
    data: { reason: 'scam', details: 'They asked me to pay for training before the interview.' },
  });
  expect(reported.status()).toBe(201);

  await signInThroughApi(page, request, ADMIN);
  await page.goto('/staff/orders');
  await page
    .getByRole('navigation', { name: 'Dokkho staff' })
    .getByRole('link', { name: 'Job reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job reports' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Scam or asks for money')).toBeVisible();
  await expect(card.getByText(reporter.email)).toBeVisible();
  await card.getByRole('button', { name: 'Close the post' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this job post for good?' });
  await confirm.getByRole('button', { name: 'Close the post' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Closed “${title}”; its recruiter cannot re-open it.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The post says it is closed to everyone.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText('This job is closed')).toBeVisible();
});

test('staff see a /hiringpage lead and mark it contacted', async ({ page, request }, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const company = `Meghna Foods ${tag}`;
  const lead = await request.post('/api/jobs/hiring-lead/', {
    data: {
      company_name: company,
      contact_name: 'Sadia Rahman',
      email: `hr-${tag}@meghna.example`,
      phone_number: '01912345678',
      hires: 6,
      roles: 'Sales officers in Sylhet',
    },
  });
  expect(lead.status()).toBe(201);

  await signInThroughApi(page, request, ADMIN);
  await page.goto('/staff/hiring-leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring leads' })).toBeVisible();
  const card = page.getByRole('article', { name: company });
  await expect(card.getByRole('link', { name: '+8801912345678' })).toHaveAttribute(
    'href',
    'tel:+8801912345678',
  );
  await expect(card.getByText('Sales officers in Sylhet')).toBeVisible();
  await card.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByText(`Marked ${company} contacted.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Contacted', exact: true }).click();
  await expect(
    page.getByRole('article', { name: company }).getByText('Contacted', { exact: true }),
  ).toBeVisible();
});
