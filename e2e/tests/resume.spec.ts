import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInAsNewConfirmedLearner, uniqueTag } from '../support/accounts';
import { signInThroughApi } from '../support/session';

/**
 * Issue 7, the resume builder end to end: a new learner builds a resume step by step (a reload mid-way
 * loses nothing), finalizes it, downloads the server's PDF and applies to a job with it; the recruiter
 * opens the copy that was sent. Each run makes its own post and account: both projects share one server.
 */

const RECRUITER = { username: 'recruiter@dokkho.test', password: 'demo-pass-123' };
const bearer = (access: string) => ({ Authorization: `Bearer ${access}` });

async function recruiterAccess(request: APIRequestContext) {
  const login = await request.post('/api/user/auth/login/', { data: RECRUITER });
  return ((await login.json()) as { access: string }).access;
}

async function newPost(request: APIRequestContext, title: string) {
  const created = await request.post('/api/jobs/jobpost/', {
    headers: bearer(await recruiterAccess(request)),
    data: {
      title,
      description: 'Keep the books of our Dhaka outlets and prepare the monthly VAT returns.',
      skills: ['tally', 'excel', 'vat'],
      employment_type: 'full_time',
      workplace: 'on_site',
      division: 'Dhaka',
      district: 'Dhaka',
      experience_min_years: 0,
      education_level: 'bachelor',
      salary_min: 25_000_00,
      salary_max: 32_000_00,
      deadline: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      status: 'open',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saving…|Saved|Changes save)/ });

interface StoredResume {
  document: {
    basics: { full_name: string; location: string };
    experience: { position: string; description: string }[];
    projects: { name: string }[];
    skills: { name: string }[];
    education: { institution: string; end: string }[];
    summary: string;
  };
}

/**
 * The autosave is done when the server has what was typed (the status says "Saved" only then): polled,
 * because the save waits for a pause in typing and no response marks "the last one".
 */
async function savedWhen(
  page: Page,
  read: () => Promise<StoredResume['document']>,
  check: (document: StoredResume['document']) => unknown,
  expected: unknown,
) {
  await expect.poll(async () => check(await read())).toEqual(expected);
  await expect(saveStatus(page)).toHaveText(/Saved/);
}

/** Moves to a step through the step navigator, as a person would. */
async function goToStep(page: Page, name: RegExp) {
  await page.getByRole('navigation', { name: 'Resume steps' }).getByRole('link', { name }).click();
}

test('a learner builds a resume step by step, reloads mid-way without losing anything, downloads the PDF and applies to a job with it; the recruiter opens it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = uniqueTag(testInfo.project.name);
  const resumeTitle = `Accounts resume ${tag}`;
  const jobTitle = `Junior Accountant ${tag}`;
  const jobId = await newPost(request, jobTitle);
  const learner = await signInAsNewConfirmedLearner(page, request, `${tag}r`);

  // The list starts empty and offers the first resume.
  await page.goto('/resume');
  await page.getByRole('button', { name: 'Create my first resume' }).click();
  const create = page.getByRole('dialog', { name: 'New resume' });
  await create.getByLabel('Resume name').fill(resumeTitle);
  await create.getByRole('button', { name: 'Create resume' }).click();
  await expect(page).toHaveURL(/\/resume\/information\/\d+$/);
  const resumeId = Number(page.url().split('/').pop());
  const stored = async () => {
    const response = await request.get(`/api/resume/${resumeId}/`, { headers: bearer(learner.access) });
    return ((await response.json()) as StoredResume).document;
  };

  // Personal information, with a Bangla name: the preview and the PDF must shape it.
  const info = page.getByRole('form', { name: 'Personal information' });
  await info.getByLabel('Full name').fill('মোহাম্মদ করিম');
  await info.getByLabel('Headline').fill('Junior accountant');
  await info.getByLabel('Phone').fill('+8801712345678');
  await info.getByLabel('Location').fill('Mirpur, Dhaka');
  await savedWhen(page, stored, (d) => [d.basics.full_name, d.basics.location], [
    'মোহাম্মদ করিম',
    'Mirpur, Dhaka',
  ]);

  // Typing, then a reload before the autosave has fired: the words come back from the device and save.
  await info.getByLabel('Location').fill('Mirpur 10, Dhaka');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Personal information' }).getByLabel('Location')).toHaveValue(
    'Mirpur 10, Dhaka',
  );
  // The restored draft is sent on its own.
  await savedWhen(page, stored, (d) => d.basics.location, 'Mirpur 10, Dhaka');

  await goToStep(page, /Experience/);
  const experience = page.getByRole('form', { name: 'Experience' });
  await experience.getByRole('button', { name: 'Add a job' }).click();
  await experience.getByLabel('Job title').fill('Accounts assistant');
  await experience.getByLabel('Company').fill('Karnaphuli Traders');
  await experience.getByLabel('Start month').fill('2023-01');
  await experience.getByLabel('End month').fill('2024-06');
  await experience
    .getByLabel('What you did')
    .fill('Kept the ledgers of 3 outlets in Tally\nPrepared the monthly VAT returns on time');
  await savedWhen(page, stored, (d) => d.experience.map((e) => e.description.split('\n').length), [2]);

  await goToStep(page, /Projects/);
  const projects = page.getByRole('form', { name: 'Projects' });
  await projects.getByRole('button', { name: 'Add a project' }).click();
  await projects.getByLabel('Project name').fill('Outlet cash-flow dashboard');
  await savedWhen(page, stored, (d) => d.projects.map((p) => p.name), ['Outlet cash-flow dashboard']);

  await goToStep(page, /Skills/);
  const skills = page.getByRole('form', { name: 'Skills' });
  for (const skill of ['Tally', 'Excel', 'VAT returns']) {
    await skills.getByRole('button', { name: 'Add a skill' }).click();
    await skills.getByLabel('Skill', { exact: true }).last().fill(skill);
  }
  await savedWhen(page, stored, (d) => d.skills.map((k) => k.name), ['Tally', 'Excel', 'VAT returns']);

  await goToStep(page, /Education/);
  const education = page.getByRole('form', { name: 'Education' });
  await education.getByRole('button', { name: 'Add education' }).click();
  await education.getByLabel('Institution').fill('Government Titumir College');
  await education.getByLabel('End (or passing year)').fill('2022');
  await savedWhen(page, stored, (d) => d.education.map((e) => [e.institution, e.end]), [
    ['Government Titumir College', '2022'],
  ]);

  await goToStep(page, /Summary/);
  await page
    .getByLabel('Professional summary')
    .fill('Accounts assistant with two years of bookkeeping and VAT work for a retail business in Dhaka.');
  await savedWhen(page, stored, (d) => d.summary.startsWith('Accounts assistant'), true);

  // Every step but the optional projects shows as done, and the server has all of it.
  const nav = page.getByRole('navigation', { name: 'Resume steps' });
  for (const step of [/Personal information|Info/, /Experience/, /Skills/, /Education/, /Summary/]) {
    await expect(nav.getByRole('link', { name: step })).toContainText('(done)');
  }
  await goToStep(page, /Finalize/);
  await expect(page).toHaveURL(new RegExp(`/resume/finalize/${resumeId}$`));

  // Finalize: the ATS-friendly template, the ATS report, and the server's PDF.
  const templateSaved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/resume/${resumeId}/`) && response.request().method() === 'PATCH',
  );
  await page.getByText('ATS-friendly (single column)').click();
  expect((await templateSaved).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'ATS check' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'ATS score' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // Applying with it: become a job seeker from the job's Apply panel and choose the built resume.
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Become a job seeker' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${jobTitle}` });
  await dialog.getByRole('radio', { name: /A resume built on Dokkho/ }).check();
  await dialog.getByRole('radio', { name: new RegExp(resumeTitle) }).check();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const sent = page.getByRole('dialog', { name: 'Application sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Done' }).click();

  // The recruiter opens the copy that was sent, with its PDF.
  const applicants = await request.get(`/api/jobs/allapplicants/${jobId}/`, {
    headers: bearer(await recruiterAccess(request)),
  });
  const [application] = ((await applicants.json()) as { results: { id: number; resume_kind: string }[] })
    .results;
  expect(application?.resume_kind).toBe('built');
  const recruiterContext = await browser.newContext({ ...testInfo.project.use });
  const recruiter = await recruiterContext.newPage();
  await signInThroughApi(recruiter, request, RECRUITER);
  await recruiter.goto(`/hr-dashboard/applicants/${application!.id}`);
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Tahmina Akter' })).toBeVisible();
  // On a phone the resume waits behind a button; wider screens show it at once.
  if ((recruiter.viewportSize()?.width ?? 0) < 640) {
    await recruiter.getByRole('button', { name: 'View resume' }).click();
  }
  await expect(recruiter.getByRole('heading', { name: 'মোহাম্মদ করিম' }).first()).toBeVisible();
  const recruiterDownload = recruiter.waitForEvent('download');
  await recruiter.getByRole('button', { name: 'Download PDF' }).click();
  expect((await recruiterDownload).suggestedFilename()).toMatch(/\.pdf$/);
  await recruiterContext.close();
});

test('a certificate earned on Dokkho goes onto a resume in one click, marked verified', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  // learner@ finished Excel Essentials for Office Jobs (README): its certificate is there to add.
  const session = await signInThroughApi(page, request, {
    username: 'learner@dokkho.test',
    password: 'demo-pass-123',
  });
  const created = await request.post('/api/resume/', {
    headers: bearer(session.access),
    data: { title: `Certificates ${tag}`, from_profile: false },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/resume/education/${id}`);
  await page.getByRole('button', { name: /Add Excel Essentials for Office Jobs/ }).click();
  let document: { certifications: { name: string; certificate_serial: string | null }[] } = {
    certifications: [],
  };
  await expect
    .poll(async () => {
      const response = await request.get(`/api/resume/${id}/`, { headers: bearer(session.access) });
      document = ((await response.json()) as { document: typeof document }).document;
      return document.certifications.length;
    })
    .toBe(1);
  expect(document.certifications).toEqual([
    expect.objectContaining({
      name: expect.stringContaining('Excel Essentials'),
      certificate_serial: expect.any(String),
    }),
  ]);
  await request.delete(`/api/resume/${id}/`, { headers: bearer(session.access) });
});

test('a shared resume opens at its public link without signing in, and stops when sharing is turned off', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const tag = uniqueTag(testInfo.project.name);
  const session = await signInThroughApi(page, request, {
    username: 'jobseeker@dokkho.test',
    password: 'demo-pass-123',
  });
  const created = await request.post('/api/resume/', {
    headers: bearer(session.access),
    data: { title: `Shared ${tag}`, from_profile: true },
  });
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/resume/finalize/${id}`);
  await page.getByRole('switch', { name: 'Share with a public link' }).click();
  const address = page.getByLabel('Public link address');
  await expect(address).toHaveValue(/\/r\/[A-Za-z0-9_-]+$/);
  const link = new URL(await address.inputValue()).pathname;

  const visitorContext = await browser.newContext({ ...testInfo.project.use });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByRole('switch', { name: 'Share with a public link' }).click();
  await expect(address).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByText(/not shared any more/).first()).toBeVisible();
  await visitorContext.close();
  await request.delete(`/api/resume/${id}/`, { headers: bearer(session.access) });
});

test('a cover letter is written beside its resume, survives a reload and downloads as PDF; the resume goes out and back in as JSON Resume', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo.project.name);
  const learner = await signInAsNewConfirmedLearner(page, request, `${tag}c`);
  const headers = bearer(learner.access);
  const title = `Letters ${tag}`;
  const created = await request.post('/api/resume/', { headers, data: { title, from_profile: false } });
  expect(created.status()).toBe(201);
  const resume = (await created.json()) as { id: number; revision: number };
  const named = await request.patch(`/api/resume/${resume.id}/`, {
    headers,
    data: {
      base_revision: resume.revision,
      document: { basics: { full_name: 'নুসরাত জাহান', email: `${tag}@example.com` } },
    },
  });
  expect(named.status()).toBe(200);

  // The guided letter: typed, then a reload before the autosave fired, and nothing is lost.
  await page.goto(`/resume/cover-letter/${resume.id}`);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Padma Digital');
  await page.getByLabel('Role you are applying for').fill('Junior accountant');
  await page
    .getByLabel('Opening: the role and why you')
    .fill('I am applying for the Junior accountant post I saw on Dokkho.');
  await page.reload();
  await expect(page.getByLabel('Opening: the role and why you')).toHaveValue(
    'I am applying for the Junior accountant post I saw on Dokkho.',
  );
  await expect
    .poll(async () => {
      const letter = await request.get(`/api/resume/${resume.id}/cover-letter/`, { headers });
      const { exists, document } = (await letter.json()) as {
        exists: boolean;
        document: { company: string; role: string; opening: string };
      };
      return exists ? [document.company, document.role, document.opening.startsWith('I am applying')] : null;
    })
    .toEqual(['Padma Digital', 'Junior accountant', true]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const letterPdf = await downloading;
  expect(letterPdf.suggestedFilename()).toMatch(/cover letter\.pdf$/);

  // JSON Resume: exported from the list, imported again as a second resume with the same person on it.
  await page.goto('/resume');
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export ${title} as JSON` }).click();
  const exported = await exporting;
  const file = await exported.path();
  await page.getByLabel('JSON Resume file').setInputFiles(file);
  await expect(page.getByText(/^Imported as/)).toBeVisible();
  const list = await request.get('/api/resume/', { headers });
  const summaries = (await list.json()) as { id: number }[];
  expect(summaries).toHaveLength(2);
  const importedId = summaries.find((r) => r.id !== resume.id)!.id;
  const imported = await request.get(`/api/resume/${importedId}/`, { headers });
  expect(
    ((await imported.json()) as { document: { basics: { full_name: string } } }).document.basics,
  ).toEqual(expect.objectContaining({ full_name: 'নুসরাত জাহান', email: `${tag}@example.com` }));
});
