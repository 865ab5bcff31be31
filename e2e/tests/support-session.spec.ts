import { expect, test } from '../fixtures';
import { mailTo } from '../support/mail-catcher';
import { newConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi, useSession } from '../support/session';

const ADMIN = { username: 'admin', password: 'demo-pass-123' };

/**
 * Issue 18 item 6 end to end: staff publish an advisor session on a Dhaka clock; a signed-out visitor is
 * asked to log in; a learner books it with a note (the e-mail arrives), staff see the booking, and the
 * learner cancels, which frees the time again. Both projects run it against one server, so each publishes
 * a session of its own (the advisor's name carries the run's tag).
 */
test('staff publish a session; a learner books it, is e-mailed, moves it and cancels it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo.project.name);
  const advisor = `Nadia Chowdhury ${tag}`;

  // Staff, in a browser of their own, publish it for the day after tomorrow at 9:15 pm Dhaka time.
  const staffContext = await browser.newContext({ viewport: page.viewportSize()! });
  const staff = await staffContext.newPage();
  const admin = await signInThroughApi(staff, staffContext.request, ADMIN);
  await staff.goto('/staff/advisor-slots');
  await expect(staff.getByRole('heading', { level: 1, name: 'Advisor sessions' })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish session' }).click();
  const form = staff.getByRole('dialog', { name: 'Publish an advisor session' });
  await form.getByLabel('Advisor’s name').fill(advisor);
  await form.getByLabel('Advisor’s role').fill('Talent acquisition lead');
  const day = new Date(Date.now() + 2 * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
  await form.getByLabel('Date (Dhaka)').fill(day);
  await form.getByLabel('Start time (Dhaka)').fill('21:15');
  await form.getByLabel('Length').selectOption('45');
  await form.getByLabel('Call link').fill('http://meet.google.com/not-https');
  await form.getByRole('button', { name: 'Publish session' }).click();
  // Nothing goes without a topic and a https link: the form says so in place.
  await expect(form.getByText('Choose at least one topic')).toBeVisible();
  await expect(form.getByText('Enter a full link starting with https://')).toBeVisible();
  await form.getByLabel('CV review').check();
  await form.getByLabel('Interview practice').check();
  await form.getByLabel('Call link').fill(`https://meet.google.com/e2e-${tag}`);
  await form.getByRole('button', { name: 'Publish session' }).click();
  await expect(form).toBeHidden();
  const published = staff
    .getByRole('list', { name: 'Advisor sessions' })
    .getByRole('listitem')
    .filter({ hasText: advisor });
  await expect(published).toContainText('9:15 pm');
  await expect(published).toContainText('Free');

  // A signed-out visitor sees the time and is asked to log in.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize()! });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/support-session');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Talk to a career advisor' })).toBeVisible();
  const seen = visitor.getByRole('listitem').filter({ hasText: advisor });
  await expect(seen).toContainText('9:15 pm – 10:00 pm');
  await seen.getByRole('button', { name: 'Log in to book' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitorContext.close();

  // A learner books it with a note.
  const learner = await newConfirmedLearner(request, tag);
  await useSession(page, learner);
  await page.goto('/support-session');
  const slot = page.getByRole('listitem').filter({ hasText: advisor });
  await expect(slot.getByText('CV review')).toBeVisible();
  await slot.getByRole('button', { name: /^Book / }).click();
  const dialog = page.getByRole('dialog', { name: `Book a session with ${advisor}` });
  await expect(dialog).toContainText('(Dhaka time)');
  await dialog.getByLabel('What would you like help with?').fill('help');
  await dialog.getByRole('button', { name: 'Book this session' }).click();
  await expect(dialog.getByText('Tell the advisor in a few words what you want help with')).toBeVisible();
  await dialog
    .getByLabel('What would you like help with?')
    .fill('I want to practise interviews for a junior data analyst role.');
  await dialog.getByRole('button', { name: 'Book this session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your session is booked. We sent the details')).toBeVisible();
  const mine = page.getByRole('region', { name: `With ${advisor}` });
  await expect(mine).toContainText('9:15 pm – 10:00 pm (Dhaka time)');
  await expect(mine.getByRole('link', { name: 'Open the call link' })).toHaveAttribute(
    'href',
    `https://meet.google.com/e2e-${tag}`,
  );
  // The time left the list of free times.
  await expect(page.getByRole('listitem').filter({ hasText: advisor })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await expect
    .poll(async () => (await mailTo(learner.email)).map((mail) => mail.raw).join('\n'))
    .toContain(`Your career session with ${advisor} is booked`);

  // Staff see who booked it and why.
  await staff.reload();
  await expect(published).toContainText('Booked');
  await expect(published).toContainText(learner.email);
  await expect(published).toContainText('junior data analyst role');
  await staffContext.close();

  // A second time, published through the API, to move the booking to.
  const later = `Imran Kabir ${tag}`;
  const second = await request.post('/api/admin/advisor-slots/', {
    headers: { Authorization: `Bearer ${admin.access}` },
    data: {
      advisor_name: later,
      date: day,
      time: '22:30',
      duration_minutes: 30,
      topics: ['career_change'],
      meeting_url: `https://meet.google.com/e2e2-${tag}`,
    },
  });
  expect(second.status()).toBe(201);
  await page.reload();
  await mine.getByRole('button', { name: 'Choose another time' }).click();
  await expect(page.getByText('Pick a new time below')).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: later })
    .getByRole('button', { name: 'Move here' })
    .click();
  await expect(page.getByText('Your session has moved.')).toBeVisible();
  const moved = page.getByRole('region', { name: `With ${later}` });
  await expect(moved).toContainText('10:30 pm – 11:00 pm (Dhaka time)');
  // The first time is free again.
  await expect(
    page.getByRole('listitem').filter({ hasText: advisor }).getByRole('button', { name: 'Move here' }),
  ).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: advisor })).toHaveCount(1);

  // The learner cancels: the time is free again.
  await moved.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your session?' });
  await confirm.getByRole('button', { name: 'Cancel session' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your session is cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: `With ${advisor}` })).toHaveCount(0);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: advisor })
      .getByRole('button', { name: /^Book / }),
  ).toBeVisible();
});
