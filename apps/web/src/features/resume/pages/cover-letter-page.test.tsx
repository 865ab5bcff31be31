import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CoverLetterDocument,
  RESUME_MESSAGES,
  type CoverLetter,
  type CoverLetterDocumentInput,
} from '@dokkho/contract/resume';
import { clearSession } from '../../../shared/auth/token-store';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as resumeBangla } from '../locales/bn.po';
import { json, renderPage, resume, signIn, stubApi, type Call } from '../lib/builder-test-utils';
import { CoverLetterPage } from './cover-letter-page';

const URL = '/js-dashboard/resume/cover-letter/5';
const PATH = '/js-dashboard/resume/cover-letter/:resumeid';
const DRAFT_KEY = 'dokkho:cover-letter-draft:7:5';

function letter(document: CoverLetterDocumentInput = {}, overrides: Partial<CoverLetter> = {}): CoverLetter {
  return {
    resume_id: 5,
    exists: false,
    document: CoverLetterDocument.parse({
      greeting: 'Dear Hiring Manager,',
      sign_off: 'Sincerely,',
      ...document,
    }),
    revision: 0,
    updated_at: null,
    ...overrides,
  };
}

let server: CoverLetter;
let putStatus: number;
let calls: Call[];

beforeEach(() => {
  signIn();
  server = letter();
  putStatus = 200;
  calls = stubApi(({ method, path, body }) => {
    if (path === '/api/resume/5/') return json(resume());
    if (path === '/api/resume/5/cover-letter/' && method === 'GET') return json(server);
    if (path === '/api/resume/5/cover-letter/' && method === 'PUT') {
      if (putStatus === 409) return json({ detail: RESUME_MESSAGES.stale }, 409);
      const sent = body as { base_revision: number; document: CoverLetter['document'] };
      server = { ...server, exists: true, document: sent.document, revision: sent.base_revision + 1 };
      return json(server);
    }
    if (path === '/api/jobs/board/58/') {
      return json({
        id: 58,
        title: 'Junior Data Analyst',
        company_name: 'Dokkho Demo Ltd.',
        skills: ['sql'],
      });
    }
    return undefined;
  });
});

afterEach(() => {
  clearSession();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((c) => c.method === 'PUT');

describe('CoverLetterPage', () => {
  it('keeps each keystroke on the device and saves the whole letter once typing pauses', async () => {
    renderPage(<CoverLetterPage />, URL, PATH);
    const opening = await screen.findByLabelText('Opening: the role and why you');
    expect((screen.getByLabelText('Greeting') as HTMLInputElement).value).toBe('Dear Hiring Manager,');
    fireEvent.change(opening, { target: { value: 'I am applying for the analyst role.' } });
    // On the device at once: a refresh now loses nothing.
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      base_revision: 0,
      document: { opening: 'I am applying for the analyst role.' },
    });
    expect(puts()).toHaveLength(0);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      base_revision: 0,
      document: { opening: 'I am applying for the analyst role.', greeting: 'Dear Hiring Manager,' },
    });
    await screen.findByText('Saved');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // The live preview follows.
    expect(document.querySelector('.rs-sheet')?.textContent).toContain('I am applying for the analyst role.');

    // The next save builds on the revision the server gave back.
    fireEvent.change(screen.getByLabelText('Closing: the ask'), { target: { value: 'May we talk?' } });
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ base_revision: 1, document: { closing: 'May we talk?' } });
  });

  it('says what is too long under its field, in Bangla on a Bangla page, and saves nothing', async () => {
    speakBangla(resumeBangla);
    try {
      renderPage(<CoverLetterPage />, URL, PATH);
      const opening = await screen.findByLabelText('শুরু: পদটি আর কেন আপনি');
      fireEvent.change(opening, { target: { value: 'ক'.repeat(1501) } });
      await screen.findByText('শুরুর অনুচ্ছেদ সর্বোচ্চ ১৫০০ অক্ষরের মধ্যে লিখুন');
      expect(screen.queryByText(/characters for opening paragraph/)).toBeNull();
      expect(puts()).toHaveLength(0);
    } finally {
      speakEnglish();
    }
  });

  it('brings back what was typed before a refresh and sends it', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        base_revision: 0,
        saved_at: '',
        document: { ...server.document, body: 'Typed offline.' },
      }),
    );
    renderPage(<CoverLetterPage />, URL, PATH);
    const body = await screen.findByLabelText('Body: evidence — what you did, with numbers');
    expect((body as HTMLTextAreaElement).value).toBe('Typed offline.');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ document: { body: 'Typed offline.' } });
  });

  it('stops on a 409 and offers the latest version', async () => {
    putStatus = 409;
    renderPage(<CoverLetterPage />, URL, PATH);
    fireEvent.change(await screen.findByLabelText('Greeting'), { target: { value: 'Dear Ms Akter,' } });
    const alert = await screen.findByRole('alert');
    within(alert).getByText(RESUME_MESSAGES.stale);
    server = letter({ greeting: 'Dear Mr Rahman,' }, { exists: true, revision: 4 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Greeting') as HTMLInputElement).value).toBe('Dear Mr Rahman,'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('fills the company and role from a pasted Dokkho job link', async () => {
    renderPage(<CoverLetterPage />, URL, PATH);
    const search = await screen.findByLabelText('For a job on Dokkho? (optional)');
    fireEvent.change(search, { target: { value: 'https://dokkho.com/jobs/58' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find jobs' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use' }));
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Dokkho Demo Ltd.');
    expect((screen.getByLabelText('Role you are applying for') as HTMLInputElement).value).toBe(
      'Junior Data Analyst',
    );
    expect(
      screen.getByRole('link', { name: 'Junior Data Analyst at Dokkho Demo Ltd.' }).getAttribute('href'),
    ).toBe('/jobs/58');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ document: { job_post_id: 58, company: 'Dokkho Demo Ltd.' } });
  });

  it('copies the letter as plain text, signed with the resume’s name', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    server = letter({ opening: 'I am applying.', body: 'I cut costs by 10%.', closing: 'May we talk?' });
    renderPage(<CoverLetterPage />, URL, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy as text' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(
      'Dear Hiring Manager,\n\nI am applying.\n\nI cut costs by 10%.\n\nMay we talk?\n\nSincerely,\nRahim Uddin',
    );
  });

  it('says so when the resume is not mine', async () => {
    stubApi(() => undefined);
    renderPage(<CoverLetterPage />, URL, PATH);
    await screen.findByText('Resume not found');
  });
});
