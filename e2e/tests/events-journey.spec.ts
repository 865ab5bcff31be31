import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newConfirmedLearner, uniqueTag } from '../support/accounts';
import { mailTo } from '../support/mail-catcher';
import { signInThroughApi, useSession } from '../support/session';
import { smsTo } from '../support/sms-catcher';

/*
 * Issue 18's whole journey (docs/decisions/045): a visitor registers from the home teaser at 360px, receives
 * the confirmation by e-mail and SMS, joins at the start, watches the recording and buys the related course
 * with the offer that came after it. Staff schedule the masterclass a few minutes ahead and end it early
 * ("End now") so the recording and the offer go out during the test.
 */

const ADMIN = { username: 'admin', password: 'demo-pass-123' };
/** A published paid course without a running sale (as checkout.spec.ts): its price less 20 % is exact. */
const COURSE_SLUG = 'sql-for-data-analysts';

/** A Bangladeshi mobile number of this run. */
function uniqueNumber(tag: string): string {
  let hash = 0;
  for (const char of `${tag}${Date.now()}`) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `0181${String(hash).padStart(7, '0').slice(-7)}`;
}

/**
 * The event form's Dhaka date and time of an instant. Dhaka keeps UTC+6 all year (no daylight saving),
 * which is what `@dokkho/domain/dates` computes too.
 */
function dhakaLocal(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + 6 * 3_600_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

async function relatedCourse(request: APIRequestContext) {
  const list = await request.get('/api/course/courses/?page_size=48');
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as {
    results: { id: number; slug: string; title: string; is_free: boolean; price: number }[];
  };
  const course = results.find((item) => item.slug === COURSE_SLUG);
  if (!course || course.is_free) throw new Error(`the demo data has no paid ${COURSE_SLUG}`);
  return course;
}

/** Every mail to `address` so far, as one text. */
async function mailText(address: string): Promise<string> {
  return (await mailTo(address)).map((mail) => mail.raw).join('\n');
}

test('a visitor registers from the home teaser at 360px, joins at the start, watches the recording and buys the course with the offer', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The issue specifies this journey at 360px; the desktop layout of these pages is covered by
  // events.spec.ts and events-admin.spec.ts.
  test.skip(testInfo.project.name !== 'mobile', 'the issue specifies this journey at 360px');
  // The masterclass starts two to three minutes after it is scheduled, and an event ended now lasts at
  // least one minute (ADR 045): about four minutes of it are waiting for the clock.
  test.setTimeout(360_000);
  const tag = uniqueTag(testInfo.project.name);
  const title = `Excel pivot tables for shop owners (${tag})`;
  const joinUrl = `https://meet.jit.si/dokkho-e2e-${tag}`;
  const recordingUrl = `https://www.youtube.com/watch?v=e2e-${tag}`;
  // The address the visitor registers with is the one they sign up with later (newConfirmedLearner's).
  const email = `e2e_${tag}@example.com`;
  const local = uniqueNumber(tag);

  // Staff schedule the masterclass through the API, related to a published paid course, starting at the
  // next Dhaka minute + 2.
  const staff = await browser.newContext({ viewport: page.viewportSize()! });
  const staffPage = await staff.newPage();
  const staffSession = await signInThroughApi(staffPage, request, ADMIN);
  const auth = { Authorization: `Bearer ${staffSession.access}` };
  const course = await relatedCourse(request);
  const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000);
  const created = await request.post('/api/instructor/events/', {
    headers: auth,
    data: {
      kind: 'masterclass',
      title,
      title_bn: `দোকান মালিকদের জন্য এক্সেল পিভট টেবিল (${tag})`,
      summary: 'Turn a month of sales into one clear table, live.',
      agenda: ['Clean the sales sheet', 'Build the pivot table', 'Read the answer'],
      speaker_name: 'Nusrat Jahan',
      speaker_title: 'Senior Data Analyst',
      ...dhakaLocal(startsAt),
      duration_minutes: 60,
      seat_cap: 50,
      join_url: joinUrl,
      related_course_id: course.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; starts_at: string };
  expect(new Date(event.starts_at).getTime()).toBe(startsAt.getTime());

  // The visitor (signed out) finds it on the home page at 360px: it is the next masterclass now, so the
  // teaser offers it (events.spec.ts waits for the seeded one to be next again).
  await page.goto('/');
  const teaser = page.getByRole('region', { name: title });
  await teaser.scrollIntoViewIfNeeded();
  await expect(teaser.getByText('Upcoming masterclass')).toBeVisible();
  await teaser.getByRole('link', { name: 'Register free' }).click();
  await expect(page).toHaveURL(new RegExp(`/register-form/${event.id}$`));
  await page.getByLabel('Full name').fill('Rumana Haque');
  await page.getByLabel('Mobile number').fill(local);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/Profession/).fill('Shop owner');
  await page.getByRole('button', { name: 'Reserve my seat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat is booked' })).toBeVisible();
  // Nothing scrolls sideways at 360px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The confirmation is caught by e-mail and SMS.
  await expect.poll(() => mailText(email)).toContain(`You are registered for the masterclass "${title}"`);
  await expect
    .poll(async () => (await smsTo(`+88${local}`)).map((sms) => sms.sms).join('\n'))
    .toMatch(/You're registered for ".*"/);

  // The join window opens 15 minutes before the start, so the button is there: the class opens in a new
  // tab (the meeting site is played here) and the visit counts as attendance.
  await staff.route('https://meet.jit.si/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><p>Meeting room</p>' }),
  );
  await page
    .context()
    .route('https://meet.jit.si/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><p>Meeting room</p>' }),
    );
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Join the class now' }).click();
  const meeting = await opened;
  await expect(meeting).toHaveURL(joinUrl);
  await meeting.close();
  await expect(page.getByRole('link', { name: 'Open the class' })).toHaveAttribute('href', joinUrl);

  // Staff see the attendance on the event's page.
  await staffPage.goto(`/staff/events/${event.id}`);
  await expect(staffPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const registration = staffPage.getByTestId('event-registration').filter({ hasText: 'Rumana Haque' });
  await expect(registration.getByText('Attended', { exact: true })).toBeVisible();

  // Once it has run a minute (an event ended now lasts at least one), the host ends it from the page.
  await expect
    .poll(() => Date.now() - startsAt.getTime(), { timeout: 250_000, intervals: [2_000] })
    .toBeGreaterThan(61_000);
  await staffPage.reload();
  await staffPage.getByRole('button', { name: 'End now' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'End this event now?' });
  await expect(dialog.getByText(/The people who joined are sent the offer/)).toBeVisible();
  await dialog.getByRole('button', { name: 'End now' }).click();
  await expect(dialog).toBeHidden();
  await expect(staffPage.getByText('Ended', { exact: true }).first()).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'End now' })).toHaveCount(0);

  // Staff attach the recording (API); the recording and the offer reach the visitor.
  const recorded = await request.put(`/api/instructor/events/${event.id}/recording/`, {
    headers: auth,
    data: { recording_url: recordingUrl },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);
  await expect.poll(() => mailText(email)).toContain(`The recording of "${title}" is ready to watch.`);
  await expect.poll(() => mailText(email)).toContain(`Thank you for joining "${title}"!`);
  const raw = await mailText(email);
  const code = /Use the code (\S+) for 20% off/.exec(raw)?.[1];
  expect(code).toBeDefined();
  const ticketLink = /Watch the recording: (https?:\/\/\S+\/api\/e\/[A-Za-z0-9_-]+)/.exec(raw)?.[1];
  expect(ticketLink).toBeDefined();
  const courseLink = /See the course: (https?:\/\/\S+)/.exec(raw)?.[1];
  expect(courseLink).toContain(`/courseDetails/${course.id}`);
  await staff.close();

  // The visitor opens the recording from the e-mail and watches it.
  await page.goto(new URL(ticketLink!).pathname);
  await expect(page).toHaveURL(new RegExp(`/register-form/${event.id}/success#registration=\\d+&ticket=`));
  await page.getByRole('link', { name: 'Watch the recording' }).click();
  await expect(page).toHaveURL(new RegExp(`/masterclass-recorded/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute('href', recordingUrl);

  // Then signs up with the same e-mail (confirmed through the activation mail) and, from the offer's
  // link, buys the related course with the code at 20 % off on the demo gateway.
  const learner = await newConfirmedLearner(request, tag);
  expect(learner.email).toBe(email);
  await useSession(page, learner);
  const link = new URL(courseLink!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('link', { name: 'Buy now' }).first().click();
  // The code rides from the offer's link through "Buy now" to the checkout, which applies it at once.
  await expect(page).toHaveURL(new RegExp(`/payment/${course.id}\\?promo=${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(`Promo code ${code} (20%)`)).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay ৳/ });
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  // The price is in paisa; no sale runs on this course, so the total is the price less 20 %.
  await expect
    .poll(async () => amount((await pay.textContent())!))
    .toBeCloseTo((course.price / 100) * 0.8, 0);
  await page.getByRole('radio', { name: /bKash, Nagad, Rocket, cards and internet banking/ }).check();
  await pay.click();
  await expect(page).toHaveURL(/\/demo-gateway\//);
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success/${course.id}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'You’re enrolled' })).toBeVisible({
    timeout: 20_000,
  });
});
