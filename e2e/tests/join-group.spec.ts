import { expect, test } from '../fixtures';
import { uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

const ADMIN = { username: 'admin', password: 'demo-pass-123' };

/**
 * Issue 18 item 7 end to end: staff add a community group; a visitor finds it under its topic on
 * /join-group and joins (the group opens in a new tab, the click is counted on the side); staff see the
 * count. Each project adds a group of its own (the name carries the run's tag).
 */
test('staff add a group; a visitor joins it from /join-group and the click is counted', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueTag(testInfo.project.name);
  const name = `Excel and Power BI help ${tag}`;
  const invite = `https://t.me/+DokkhoE2E${tag}`;

  const staffContext = await browser.newContext({ viewport: page.viewportSize()! });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, staffContext.request, ADMIN);
  await staff.goto('/staff/community-groups');
  await expect(staff.getByRole('heading', { level: 1, name: 'Community groups' })).toBeVisible();
  await staff.getByRole('button', { name: 'Add group' }).click();
  const form = staff.getByRole('dialog', { name: 'Add a community group' });
  await form.getByLabel('Platform').selectOption('telegram');
  await form.getByLabel('Topic', { exact: true }).selectOption('data_science');
  await form.getByLabel('Name in English').fill(name);
  await form.getByLabel('Name in Bangla').fill(`এক্সেল ও পাওয়ার বিআই সাহায্য ${tag}`);
  await form.getByLabel('Description in English').fill('Quick answers on formulas and dashboards.');
  // A WhatsApp link on a Telegram group is refused in place.
  await form.getByLabel('Invite link').fill('https://chat.whatsapp.com/WrongPlatform');
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(form.getByText('The invite link does not belong to the chosen platform')).toBeVisible();
  await form.getByLabel('Invite link').fill(invite);
  await form.getByRole('button', { name: 'Add group' }).click();
  await expect(form).toBeHidden();
  const row = staff
    .getByRole('list', { name: 'Community groups' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('0 join clicks');

  // A visitor joins it: the group opens in a new tab, and the click is counted.
  await page
    .context()
    .route('https://t.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Telegram</title>' }),
    );
  await page.goto('/join-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Dokkho learner groups' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Web development' })).toBeVisible();
  const topic = page.getByRole('region', { name: 'Data science and analytics' });
  const card = topic.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Quick answers on formulas and dashboards.');
  const join = card.getByRole('link', { name: /Join on Telegram/ });
  await expect(join).toHaveAttribute('href', invite);
  await expect(join).toHaveAttribute('target', '_blank');
  const counted = page.waitForResponse(
    (response) => response.url().includes('/api/community-groups/') && response.request().method() === 'POST',
  );
  const [popup] = await Promise.all([page.waitForEvent('popup'), join.click()]);
  await expect(popup).toHaveURL(invite);
  expect((await counted).status()).toBe(204);
  await popup.close();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  // The topic filter narrows the list to one topic.
  await page.getByRole('button', { name: 'Data science and analytics' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Web development' })).toHaveCount(0);
  await expect(topic).toBeVisible();

  await staff.reload();
  await expect(row).toContainText('1 join click');
  // Switched off, it leaves the public page.
  await row.getByRole('button', { name: 'Switch off' }).click();
  await expect(row).toContainText('Switched off');
  await staffContext.close();
  await page.reload();
  await expect(page.getByText(name)).toHaveCount(0);
});
