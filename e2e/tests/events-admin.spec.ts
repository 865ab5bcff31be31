import { expect, test } from '../fixtures';
import { uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

const INSTRUCTOR = { username: 'instructor', password: 'demo-pass-123' };
const ADMIN = { username: 'admin', password: 'demo-pass-123' };
/** instructor@'s seeded masterclass that ended two days ago, without its recording (seed-event-admin.ts). */
const ENDED_MASTERCLASS = 'SQL for analysts: from a business question to a query';

/**
 * Issue 18 item 8 end to end: instructor@ schedules a masterclass from /ir-dashboard (Dhaka time), edits
 * it, cancels it, and attaches the recording of one that has ended. Both projects run against one
 * server, so each schedules its own event and a recording link of its own.
 */
test('an instructor schedules, edits and cancels a masterclass, and records one that ended', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo.project.name);
  const title = `Interview SQL in 60 minutes (${tag})`;
  const recording = `https://www.youtube.com/watch?v=e2e-${tag}`;

  await signInThroughApi(page, request, INSTRUCTOR);
  await page.goto('/ir-dashboard/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Your events' })).toBeVisible();
  await page.getByRole('link', { name: 'Schedule an event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule an event' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Event details' });
  await form.getByLabel('Title (English)', { exact: true }).fill(title);
  await form.getByLabel(/^Title \(Bangla\)/).fill('৬০ মিনিটে ইন্টারভিউয়ের SQL');
  await form.getByLabel('Agenda (English)').fill('Warm-up\nThree classic questions\nQ&A');
  await form.getByLabel('Speaker’s name').fill('Nusrat Jahan');
  // Tomorrow's date on a Dhaka clock (UTC+6 all year).
  const tomorrow = new Date(Date.now() + 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
  await form.getByLabel('Date (Dhaka time)').fill(tomorrow);
  await form.getByLabel('Start time (Dhaka time)').fill('20:00');
  await form.getByLabel('Length in minutes').fill('60');
  await form.getByLabel('Seats').fill('80');
  // Only https links: the form says so in place.
  await form.getByLabel('Meeting link').fill('http://zoom.us/j/123');
  await page.getByRole('button', { name: 'Schedule the event' }).click();
  await expect(form.getByText('Enter a full link starting with https://')).toBeVisible();
  await form.getByLabel('Meeting link').fill(`https://meet.jit.si/dokkho-${tag}`);
  await page.getByRole('button', { name: 'Schedule the event' }).click();

  // The event's page: its time in Dhaka time, its seats, its state.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('8:00 pm')).toBeVisible();
  await expect(page.getByText('80 seats')).toBeVisible();
  await expect(page.getByTestId('event-state')).toHaveText('Upcoming');

  // Edit: a new title and an hour later.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the event' })).toBeVisible();
  await form.getByLabel('Title (English)', { exact: true }).fill(`${title}, live`);
  await form.getByLabel('Start time (Dhaka time)').fill('21:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title}, live` })).toBeVisible();
  await expect(page.getByText('9:00 pm')).toBeVisible();

  // Cancel, after a confirmation.
  await page.getByRole('button', { name: 'Cancel the event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await dialog.getByRole('button', { name: 'Cancel the event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('event-state')).toHaveText('Cancelled');
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);

  // The past list has it, and the seeded masterclass that ended.
  await page.goto('/ir-dashboard/events?when=past');
  await expect(page.getByRole('link', { name: new RegExp(`${tag}`) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(ENDED_MASTERCLASS) }).click();
  await expect(page.getByRole('heading', { level: 1, name: ENDED_MASTERCLASS })).toBeVisible();
  const results = page.getByRole('list', { name: 'Funnel' });
  await expect(results).toContainText('Registered');
  await expect(page.getByTestId('event-registration').first()).toBeVisible();

  // Its recording (or a new link for it, if the other project was first), public.
  const section = page.getByRole('region', { name: 'Recording' });
  const change = section.getByRole('button', { name: 'Change' });
  if (await change.isVisible()) await change.click();
  await section.getByLabel('Recording link').fill(recording);
  await section.getByLabel('Everyone may watch it (not only registrants)').check();
  await section.getByRole('button', { name: 'Save the recording' }).click();
  await expect(section.getByRole('link', { name: recording })).toBeVisible();
  await expect(section.getByText('Everyone can watch it.')).toBeVisible();
});

/**
 * Issue 18 items 1 and 5: admin@ works a consultation request through its states (each project its own
 * seeded request) and reads the funnel of the seeded masterclass.
 */
test('staff work a consultation request through its states and read the funnel', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const person = testInfo.project.name === 'mobile' ? 'Tahmina Akter' : 'রাকিবুল হাসান';
  await signInThroughApi(page, request, ADMIN);
  await page.goto('/staff/consultations');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultation requests' })).toBeVisible();

  const card = page.getByTestId('consultation').filter({ hasText: person });
  await expect(card).toBeVisible();
  await expect(card).toContainText(ENDED_MASTERCLASS);

  // Call back tomorrow at 11 am, Dhaka time, with a note.
  await card.getByLabel('State', { exact: true }).selectOption('call_back');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Choose the day and time to call back (Dhaka time).')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
  await card.getByLabel('Call back on (Dhaka time)').fill(tomorrow);
  await card.getByLabel('At', { exact: true }).fill('11:00');
  await card.getByLabel('Note').fill('Busy at work; call tomorrow morning.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(`${person}: Call back.`);
  await expect(card).toBeHidden();

  // In the call-back list, with the time and who handled it; then reached, then enrolled.
  await page.getByRole('link', { name: /^Call back/ }).click();
  const later = page.getByTestId('consultation').filter({ hasText: person });
  await expect(later).toContainText('11:00 am');
  await expect(later).toContainText('Busy at work; call tomorrow morning.');
  await later.getByLabel('State', { exact: true }).selectOption('contacted');
  await later.getByRole('button', { name: 'Save' }).click();
  await expect(later).toBeHidden();
  await page.getByRole('link', { name: /^Contacted/ }).click();
  const reached = page.getByTestId('consultation').filter({ hasText: person });
  await reached.getByLabel('State', { exact: true }).selectOption('enrolled');
  await reached.getByLabel('Note').fill('Bought the SQL course with the masterclass offer.');
  await reached.getByRole('button', { name: 'Save' }).click();
  await expect(reached).toBeHidden();
  await page.getByRole('link', { name: /^Enrolled/ }).click();
  await expect(page.getByTestId('consultation').filter({ hasText: person })).toContainText(
    'Bought the SQL course with the masterclass offer.',
  );

  // The funnel: the seeded masterclass's registrations and attendance, from its rows.
  await page.getByRole('link', { name: 'Event funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event funnel' })).toBeVisible();
  const row = page
    .getByTestId(testInfo.project.name === 'mobile' ? 'funnel-row' : 'funnel-table-row')
    .filter({ hasText: ENDED_MASTERCLASS });
  await expect(row).toBeVisible();
  await expect(row).toContainText('9');
});
