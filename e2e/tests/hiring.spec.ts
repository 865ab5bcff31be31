import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { mailTo } from '../support/mail-catcher';
import { signInThroughApi } from '../support/session';

/**
 * Issue 6, the hiring pipeline end to end: a recruiter's post, a new job seeker who builds a profile and
 * applies with it, the recruiter's ranking, shortlist and stage move, and the seeker seeing the new stage
 * (and its e-mail). The posts are made fresh through the API so each run owns its pipeline: both projects
 * run at once against one server.
 */

const RECRUITER = { username: 'recruiter@dokkho.test', password: 'demo-pass-123' };
const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

async function newPost(request: APIRequestContext, title: string) {
  const login = await request.post('/api/user/auth/login/', { data: RECRUITER });
  const { access } = (await login.json()) as { access: string };
  const created = await request.post('/api/jobs/jobpost/', {
    headers: bearer(access),
    data: {
      title,
      description: 'Turn our outlets’ sales data into weekly reports and dashboards for the management team.',
      skills: ['excel', 'sql', 'power bi'],
      employment_type: 'full_time',
      workplace: 'on_site',
      division: 'Dhaka',
      district: 'Dhaka',
      experience_min_years: 1,
      education_level: 'bachelor',
      salary_min: 35_000_00,
      salary_max: 50_000_00,
      deadline: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The seeker's profile through its pages: headline, skills, one job. */
async function fillProfile(page: Page) {
  await page.goto('/js-dashboard/update-profile');
  await page.getByRole('textbox', { name: 'Headline' }).fill('Junior data analyst, Excel and SQL');
  await page.getByLabel('Division', { exact: true }).selectOption('Dhaka');
  await page.getByLabel('District', { exact: true }).selectOption('Dhaka');
  const skills = page.getByRole('textbox', { name: /Skills/ });
  for (const skill of ['excel', 'sql']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  await page.goto('/js-dashboard/update-profile/job-experience');
  await page.getByRole('button', { name: 'Add a job' }).click();
  const form = page.getByRole('form', { name: 'Add a job' });
  await form.getByLabel('Job title').fill('Sales assistant');
  await form.getByLabel('Company').fill('Shwapno');
  await form.getByLabel('Start month').fill('2023-02');
  await form.getByLabel('I still work here').check();
  await form.getByRole('button', { name: 'Add job' }).click();
  await expect(page.getByRole('button', { name: 'Edit Sales assistant at Shwapno' })).toBeVisible();
}

test('a recruiter posts, a new job seeker applies with their profile, the recruiter ranks, shortlists and invites them to interview; the seeker sees it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo.project.name);
  const title = `Sales Data Analyst ${tag}`;
  const jobId = await newPost(request, title);

  // The seeker finds the post and becomes a job seeker from its Apply panel.
  const seeker = await signInAsNewConfirmedLearner(page, request, `${tag}s`);
  await page.goto(`/jobs?search=${encodeURIComponent(tag)}`);
  await page.getByRole('main').getByRole('article').filter({ hasText: title }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Become a job seeker' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
  await expect(dialog).toBeVisible();
  // A new profile is not enough to apply with yet: the form says where to complete it.
  await expect(dialog.getByRole('radio', { name: /Use my Dokkho profile/ })).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Complete your profile' })).toBeVisible();

  await fillProfile(page);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await dialog.getByRole('radio', { name: /Use my Dokkho profile/ }).check();
  await dialog
    .getByLabel('Cover letter')
    .fill('I build the weekly sales report at Shwapno and would love to do it full time.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const sent = page.getByRole('dialog', { name: 'Application sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: 'View your application' })).toBeVisible();

  // The recruiter, in their own browser: the new application is in the notifications.
  const recruiterContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize() ?? undefined,
  });
  const recruiter = await recruiterContext.newPage();
  await signInThroughApi(recruiter, request, RECRUITER);
  await recruiter.goto('/hr-dashboard');
  await recruiter.getByRole('button', { name: /^Notifications/ }).click();
  const notifications = recruiter.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByText(title).first()).toBeVisible();
  await notifications.getByRole('button', { name: 'Close notifications' }).click();

  // The ranking explains the score: two of the three skills, declared on the profile.
  await recruiter.goto(`/hr-dashboard/filter-resume/${jobId}`);
  const ranking = recruiter.getByRole('list', { name: 'Ranking' });
  const row = ranking.getByRole('listitem').filter({ hasText: 'Tahmina Akter' });
  await expect(row.getByLabel('Rank 1')).toBeVisible();
  await row.getByRole('button', { name: 'Why this score for Tahmina Akter' }).click();
  await expect(row.getByText('Has 2 of the 3 skills the post asks for.')).toBeVisible();
  await expect(
    row.getByText(/Declared on the profile only \(half points each\): excel, sql\./),
  ).toBeVisible();
  await expect(row.getByText(/Missing: power bi\./)).toBeVisible();

  const star = row.getByRole('button', { name: 'Shortlist Tahmina Akter' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // On the applicant's page: contact shown (they applied), then the move to interview.
  await row.getByRole('link', { name: 'Tahmina Akter' }).click();
  await expect(recruiter).toHaveURL(/\/hr-dashboard\/applicants\/\d+$/);
  await expect(recruiter.getByText(seeker.email)).toBeVisible();
  await recruiter.getByLabel('Stage', { exact: true }).selectOption('interview');
  await recruiter.getByRole('button', { name: 'Move', exact: true }).click();
  const confirm = recruiter.getByRole('dialog', { name: 'Move Tahmina Akter to Interview?' });
  await confirm.getByRole('button', { name: 'Move and e-mail' }).click();
  await expect(confirm).toBeHidden();

  // On the shortlist across posts.
  await recruiter.goto('/hr-dashboard/shortlisteddata');
  await expect(
    recruiter
      .getByRole('list', { name: 'Shortlisted applicants' })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toBeVisible();
  await recruiterContext.close();

  // The seeker is told by e-mail and sees the new stage in the dashboard.
  await expect
    .poll(async () => (await mailTo(seeker.email)).at(-1)?.raw ?? '')
    .toContain('Invited to interview');
  await page.goto('/js-dashboard/applied-jobs');
  const application = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(application.getByText('Invited to interview')).toBeVisible();
});

test('a job seeker applies with an uploaded PDF and withdraws the application', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const title = `MIS Executive ${tag}`;
  const jobId = await newPost(request, title);
  const seeker = await signInAsNewConfirmedLearner(page, request, `${tag}p`);
  const became = await request.post('/api/user/api/v2/job_seeker/', { headers: bearer(seeker.access) });
  expect(became.status()).toBe(201);

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
  await dialog.getByRole('radio', { name: /Upload a PDF/ }).check();
  // Not a PDF: refused in the browser before anything is sent.
  await dialog.getByLabel('PDF resume').setInputFiles({
    name: 'resume.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK not a pdf'),
  });
  await expect(dialog.getByText('Upload the resume as a PDF file.')).toBeVisible();
  await dialog.getByLabel('PDF resume').setInputFiles({
    name: 'Tahmina-Akter-CV.pdf',
    mimeType: 'application/pdf',
    // The server opens it with a PDF reader (a catalog, a page tree and one page; the reader rebuilds the xref).
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
        '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    ),
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const sent = page.getByRole('dialog', { name: 'Application sent' });
  await sent.getByRole('link', { name: 'View your application' }).click();

  await expect(page).toHaveURL(/\/js-dashboard\/applied-jobs\/job-details\?id=\d+$/);
  await expect(page.getByText('Tahmina-Akter-CV.pdf')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Application progress' })).toContainText(
    'Application received',
  );
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw).toBeHidden();
  await expect(page.getByRole('list', { name: 'Application progress' })).toContainText('Withdrawn');
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
});

test('a recruiter finds a job seeker in the talent search and asks to contact them; the contact stays hidden', async ({
  page,
  request,
}, testInfo) => {
  // Two demo seekers who are discoverable and applied nowhere: one per project, as both run at once.
  const name = testInfo.project.name === 'mobile' ? 'Arif Hossain' : 'Tasnim Rahman';
  await signInThroughApi(page, request, RECRUITER);
  await page.goto('/hr-dashboard/talents');
  const search = page.getByRole('search', { name: 'Find talents' });
  await search.getByLabel('Name or headline').fill(name.split(' ')[0] ?? name);
  await search.getByRole('button', { name: 'Search' }).click();
  // The unfiltered cards stay, dimmed and busy, until the search's arrive: a click on one being replaced
  // goes nowhere.
  await expect(page).toHaveURL(/[?&]search=/);
  const talents = page.getByRole('list', { name: 'Talents' });
  await expect(talents).not.toHaveAttribute('aria-busy', 'true');
  await talents.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: /@seekers\.dokkho\.test/ })).toHaveCount(0);

  await page
    .getByLabel('Message')
    .fill('We are hiring for a role that fits your skills. Could we talk this week?');
  await page.getByRole('button', { name: 'Ask to contact' }).click();
  await expect(page.getByText(`Request sent. Waiting for ${name} to answer`)).toBeVisible();
  await expect(page.getByRole('link', { name: /@seekers\.dokkho\.test/ })).toHaveCount(0);
});
