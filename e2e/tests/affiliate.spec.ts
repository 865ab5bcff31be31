import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

/**
 * Issue 5 item 7 end to end: someone joins the affiliate programme on /affiliation, a learner follows
 * their course link and buys on the demo gateway, and the affiliate sees the click, the sale and the
 * commission, then asks for a payout. The affiliate is a fresh account rather than the demo AFFDEMO7: its
 * balance starts at zero and it has no open payout request, so the test can run again on the same
 * database, and both projects can run it at once (one open request per affiliate).
 */

/** A paid demo course with no running sale: ৳3,500, ৳3,325 through a link (5% off), ৳665 commission. */
const COURSE_SLUG = 'sql-for-data-analysts';
/** The password signInAsNewConfirmedLearner registers with. */
const PASSWORD = 'rajshahi-2026-mango';

async function paidCourse(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const list = await request.get('/api/course/courses/?page_size=48');
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { id: number; slug: string; title: string }[] };
  const course = results.find((c) => c.slug === COURSE_SLUG);
  if (!course) throw new Error(`the demo data has no ${COURSE_SLUG}`);
  return course;
}

interface Payments {
  balance: number;
  open_request: { amount: number; status: string } | null;
  commissions: { results: { item_title: string; order_total: number; amount: number; status: string }[] };
}

test('an affiliate link brings a sale: the affiliate sees it, earns the commission and asks for a payout', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo.project.name);
  const course = await paidCourse(request);

  // 1. Joining the programme from /affiliation.
  const affiliate = await signInAsNewConfirmedLearner(page, request, `${tag}af`);
  await page.goto('/affiliation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Earn 20% on every course you share' }),
  ).toBeVisible();
  const join = page.getByRole('form', { name: 'Join the affiliate programme' });
  await join.getByRole('textbox', { name: 'bKash number' }).fill('01711-223344');
  await join.getByRole('button', { name: 'Join the programme' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the programme!' })).toBeVisible();
  const auth = { authorization: `Bearer ${affiliate.access}` };
  const profile = await request.get('/api/affiliate/profile/', { headers: auth });
  expect(profile.status()).toBe(200);
  const { referral_code: code, payout_account: account } = (await profile.json()) as {
    referral_code: string;
    payout_account: string;
  };
  expect(account).toBe('+8801711223344');
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  // 2. A learner follows the link and buys through it on the demo gateway.
  await signInAsNewConfirmedLearner(page, request, `${tag}by`);
  await page.goto(`/courseDetails/${course.id}/affiliate/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await page.getByRole('link', { name: 'Buy now' }).first().click();
  await expect(page).toHaveURL(`/payment/${course.id}/${code}`);
  await expect(page.getByText('Referred by an affiliate (5%)')).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay ৳/ });
  await expect(pay).toHaveText('Pay ৳3,325');
  await page.getByRole('radio', { name: /bKash, Nagad, Rocket, cards and internet banking/ }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/demo-gateway\//);
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${course.id}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'You’re enrolled' })).toBeVisible({
    timeout: 20_000,
  });

  // 3. The affiliate signs in: the click, the sale and the commission are on the dashboard.
  await signInThroughApi(page, request, { username: affiliate.username, password: PASSWORD });
  await page.goto('/affiliate-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate dashboard' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Clicks' }).getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sales' }).getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Earned' }).getByText('৳665')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' }).getByText('৳665')).toBeVisible();
  const top = page.getByRole('region', { name: 'Top courses' });
  await expect(top.getByRole('link', { name: course.title })).toBeVisible();
  await expect(top.getByText('1 click · 1 sale')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // 4. The payout: the whole balance, to the bKash number given at sign-up; then it shows as in review.
  await page.goto('/affiliate-dashboard/payments');
  const commissions = page.getByRole('region', { name: 'Commissions' });
  await expect(commissions.getByText(course.title)).toBeVisible();
  await expect(commissions.getByText('Earned', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a payout' });
  await expect(form.getByRole('textbox', { name: 'Amount (taka)' })).toHaveValue('665');
  await expect(form.getByRole('textbox', { name: 'bKash number' })).toHaveValue('+8801711223344');
  await form.getByRole('button', { name: 'Request payout' }).click();
  await expect(form.getByText(/Request sent/)).toBeVisible();
  const review = page.getByRole('region', { name: 'Payout in review' });
  await expect(review.getByText('৳665')).toBeVisible();
  // One open request at a time: the form is closed until this one is decided.
  await expect(form.getByRole('button', { name: 'Request payout' })).toBeDisabled();
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Request a payout' })
      .getByText('You already have a payout request in review.'),
  ).toBeVisible();

  const payments = (await (
    await request.get('/api/affiliate/payments/', { headers: auth })
  ).json()) as Payments;
  expect(payments.balance).toBe(0);
  expect(payments.open_request).toMatchObject({ amount: 66_500, status: 'requested' });
  expect(payments.commissions.results).toEqual([
    expect.objectContaining({
      item_title: course.title,
      order_total: 332_500,
      amount: 66_500,
      status: 'earned',
    }),
  ]);
});

test('a visitor who is not signed in is asked to log in to join the programme', async ({ page }) => {
  await page.goto('/affiliation');
  await expect(
    page.getByRole('region', { name: 'What you earn' }).getByText('Payouts from ৳500'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Log in to join' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
