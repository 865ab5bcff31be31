import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HIRING_MESSAGES } from '@dokkho/contract/hiring';
import { ResumeDocument, ResumeSettings, type Resume, type ResumeSummary } from '@dokkho/contract/resume';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/auth/login-dialog-store';
import { clearSession } from '../../../shared/auth/token-store';
import {
  FakeXhr,
  applicationDetail,
  applicationRow,
  applyStatus,
  json,
  renderPage,
  signIn,
  stubApi,
} from '../test-utils';
import { ApplyPanel, type ApplyJob } from './apply-panel';

const JOB: ApplyJob = {
  id: 41,
  title: 'Junior Data Analyst',
  company_name: 'Brain Station 23',
  closed: false,
};

const renderPanel = (job: ApplyJob = JOB) => renderPage(<ApplyPanel job={job} />, '/jobs/41');

function pdf(name = 'rahim-cv.pdf', bytes = 240 * 1024, type = 'application/pdf') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function resumeSummary(overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id: 7,
    title: 'Data analyst resume',
    template: 'classic',
    completion: {
      information: true,
      experience: true,
      projects: false,
      skills: true,
      education: true,
      summary: false,
    },
    created_at: '2026-11-20T04:00:00.000Z',
    updated_at: '2026-11-24T04:00:00.000Z',
    share_url: null,
    has_cover_letter: true,
    ...overrides,
  };
}

function builtResume(overrides: Partial<Resume> = {}): Resume {
  return {
    ...resumeSummary(),
    document: ResumeDocument.parse({ basics: { full_name: 'Rahim Uddin', email: 'rahim@example.com' } }),
    settings: ResumeSettings.parse({}),
    revision: 3,
    ...overrides,
  };
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('PDF resume'), { target: { files: [file] } });
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  // Unmount first: refetches started by the last answer must not reach the real network after the stubs go.
  cleanup();
  clearSession();
  closeLoginDialog();
  vi.unstubAllGlobals();
});

describe('ApplyPanel', () => {
  it('asks a signed-out visitor to log in, with the shared login dialog', () => {
    const calls = stubApi(() => undefined);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to apply' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('shows nothing extra for a closed job when signed out (the page says it is closed)', () => {
    stubApi(() => undefined);
    renderPanel({ ...JOB, closed: true });
    expect(screen.queryByRole('button', { name: 'Log in to apply' })).toBeNull();
  });

  it('turns on job seeking in one tap, then opens the form', async () => {
    signIn();
    let seeker = false;
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/jobs/apply/41/') {
        return json(
          applyStatus({
            is_job_seeker: seeker,
            can_apply: seeker,
            reason: seeker ? null : HIRING_MESSAGES.notJobSeeker,
          }),
        );
      }
      if (method === 'POST' && path === '/api/user/api/v2/job_seeker/') {
        seeker = true;
        return json({ created_at: '2026-11-26T07:00:00.000Z', roles: ['learner', 'job_seeker'] }, 201);
      }
      return undefined;
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Become a job seeker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Junior Data Analyst' });
    within(dialog).getByRole('button', { name: 'Send application' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('checks the PDF on the phone, shows its name and size, and uploads it with progress', async () => {
    signIn();
    let applied = false;
    stubApi(({ path }) =>
      path === '/api/jobs/apply/41/'
        ? json(
            applied
              ? applyStatus({
                  can_apply: false,
                  reason: HIRING_MESSAGES.alreadyApplied,
                  application: applicationRow(),
                })
              : applyStatus({ profile_ready: false }),
          )
        : undefined,
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('dialog', { name: 'Apply: Junior Data Analyst' });

    // The profile cannot be used yet: the option is off, with the way to complete it.
    expect((screen.getByRole('radio', { name: /Use my Dokkho profile/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/js-dashboard/update-profile',
    );
    expect((screen.getByRole('radio', { name: /Upload a PDF/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText(HIRING_MESSAGES.resumeMissing);

    chooseFile(pdf('photo.jpg', 1000, 'image/jpeg'));
    screen.getByText(HIRING_MESSAGES.resumeType);
    chooseFile(pdf('big.pdf', 6 * 1024 * 1024));
    screen.getByText(HIRING_MESSAGES.resumeTooLarge);
    chooseFile(pdf());
    screen.getByText('rahim-cv.pdf');
    screen.getByText('· 240 KB');

    fireEvent.change(screen.getByLabelText(/Cover letter/), { target: { value: 'I love numbers.' } });
    screen.getByText('15 / 4,000 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/jobs/apply/41/');
    expect(xhr.requestHeaders.Authorization).toMatch(/^Bearer /);
    expect(xhr.body?.get('resume_kind')).toBe('upload');
    expect(xhr.body?.get('cover_letter')).toBe('I love numbers.');
    expect((xhr.body?.get('file') as File).name).toBe('rahim-cv.pdf');

    act(() => xhr.progress(50, 100));
    await screen.findByText('Uploading… 50%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );

    applied = true;
    act(() => xhr.respond(201, applicationDetail()));
    await screen.findByText(/Brain Station 23 can now see your application/);
    // The refreshed status turns the panel into "applied" behind the dialog, which keeps its message.
    await screen.findByText('Application received');
    const dialog = screen.getByRole('dialog', { name: 'Application sent' });
    expect(within(dialog).getByRole('link', { name: 'View your application' }).getAttribute('href')).toBe(
      '/js-dashboard/applied-jobs/job-details?id=301',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the Dokkho profile, and puts the server’s file message under the file', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/jobs/apply/41/' ? json(applyStatus()) : undefined));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('dialog');
    expect((screen.getByRole('radio', { name: /Use my Dokkho profile/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByLabelText('PDF resume')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.body?.get('resume_kind')).toBe('profile');
    expect(FakeXhr.sent[0]!.body?.get('file')).toBeNull();
    act(() => FakeXhr.sent[0]!.respond(400, { file: ['This file is not a PDF.'] }));
    // The upload option is not chosen, so the message shows once the PDF field is back.
    fireEvent.click(screen.getByRole('radio', { name: /Upload a PDF/ }));
    await screen.findByText('This file is not a PDF.');
  });

  it('sends a resume built on Dokkho, with its cover letter filled in on request', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/jobs/apply/41/') return json(applyStatus());
      if (path === '/api/resume/') {
        return json([
          resumeSummary(),
          resumeSummary({ id: 8, title: 'Sales resume', has_cover_letter: false }),
        ]);
      }
      if (path === '/api/resume/7/') return json(builtResume());
      if (path === '/api/resume/7/cover-letter/') {
        return json({
          resume_id: 7,
          exists: true,
          revision: 2,
          updated_at: '2026-11-24T04:00:00.000Z',
          document: {
            recipient_name: '',
            recipient_title: '',
            company: 'Brain Station 23',
            company_address: '',
            role: 'Junior Data Analyst',
            job_post_id: 41,
            greeting: 'Dear Hiring Manager,',
            opening: 'I am applying for the Junior Data Analyst role.',
            body: 'I cut report time from 2 days to 2 hours.',
            closing: 'May we talk?',
            sign_off: 'Sincerely,',
          },
        });
      }
      return undefined;
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('radio', { name: /A resume built on Dokkho/ }));
    const first = await screen.findByRole('radio', { name: /Data analyst resume/ });
    within(first.closest('label')!).getByText(/4 of 6 steps done/);

    // Sent without choosing one: the schema's message, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByText('Choose one of your resumes');
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.click(first);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my cover letter' }));
    await screen.findByText(/Your letter is in the box below/);
    const letter = screen.getByLabelText(/Cover letter/) as HTMLTextAreaElement;
    expect(letter.value).toBe(
      'Dear Hiring Manager,\n\nI am applying for the Junior Data Analyst role.\n\nI cut report time from 2 days to 2 hours.\n\nMay we talk?\n\nSincerely,\nRahim Uddin',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const body = FakeXhr.sent[0]!.body;
    expect(body?.get('resume_kind')).toBe('built');
    expect(body?.get('resume_id')).toBe('7');
    expect(body?.get('file')).toBeNull();
    expect(body?.get('cover_letter')).toBe(letter.value);
  });

  it('offers to build a resume when there is none, and no cover letter button without a letter', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/jobs/apply/41/') return json(applyStatus());
      if (path === '/api/resume/') return json([]);
      return undefined;
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('radio', { name: /A resume built on Dokkho/ }));
    expect((await screen.findByRole('link', { name: 'Build a resume' })).getAttribute('href')).toBe(
      '/js-dashboard/resume',
    );
    expect(screen.queryByRole('button', { name: 'Use my cover letter' })).toBeNull();
  });

  it('shows an existing application’s stage and the way to it', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/jobs/apply/41/'
        ? json(
            applyStatus({
              can_apply: false,
              reason: HIRING_MESSAGES.alreadyApplied,
              application: applicationRow({ stage: 'interview' }),
            }),
          )
        : undefined,
    );
    renderPanel();
    await screen.findByText('Invited to interview');
    expect(screen.getByRole('link', { name: 'View your application' }).getAttribute('href')).toBe(
      '/js-dashboard/applied-jobs/job-details?id=301',
    );
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('gives the reason when one cannot apply', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/jobs/apply/41/'
        ? json(applyStatus({ can_apply: false, reason: HIRING_MESSAGES.ownJob }))
        : undefined,
    );
    renderPanel();
    await screen.findByText(HIRING_MESSAGES.ownJob);
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('offers to apply again after a withdrawal', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/jobs/apply/41/'
        ? json(applyStatus({ application: applicationRow({ withdrawn: true }) }))
        : undefined,
    );
    renderPanel();
    await screen.findByRole('button', { name: 'Apply again' });
    screen.getByText(/You withdrew your application/);
  });
});
