import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApplicantDetail } from '@dokkho/contract/hiring';
import { RESUME_PDF_MESSAGES, ResumeDocument, ResumeSettings } from '@dokkho/contract/resume';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as recruiterBangla } from '../locales/bn.po';
import { applicantDetail, json, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { ApplicantPage } from './applicant-page';

let calls: Call[];
let detail: ApplicantDetail;

beforeEach(() => {
  signIn();
  detail = applicantDetail();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/applicants/31/' && call.method === 'GET') return json(detail);
    if (call.path === '/api/jobs/applicants/31/' && call.method === 'PATCH') {
      detail = { ...detail, stage: 'interview' };
      return json(detail);
    }
    if (call.path === '/api/jobs/applicants/31/notes/' && call.method === 'POST') {
      const note = {
        id: 6,
        body: 'Call on Sunday',
        author_name: 'Demo Recruiter',
        created_at: '2026-11-26T04:00:00.000Z',
      };
      detail = { ...detail, notes: [note, ...detail.notes] };
      return json(note, 201);
    }
    if (call.path === '/api/jobs/applicants/31/notes/5/' && call.method === 'DELETE') {
      detail = { ...detail, notes: detail.notes.filter((n) => n.id !== 5) };
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PATH = '/hr-dashboard/applicants/:applicationId';

describe('ApplicantPage', () => {
  it('shows the profile, the contact, the resume and each part of the match score', async () => {
    renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Nafisa Tabassum' });
    screen.getByText('Mirpur, Dhaka');
    expect(screen.getByRole('link', { name: 'nafisa@example.com' }).getAttribute('href')).toBe(
      'mailto:nafisa@example.com',
    );
    screen.getByRole('button', { name: 'Open resume (PDF)' });
    screen.getByText('I enjoy explaining numbers.');
    const breakdown = screen.getByRole('list', { name: 'Score breakdown' });
    within(breakdown).getByText('30 / 40');
    within(breakdown).getByText('Lives in Dhaka, where the job is.');
    const skills = screen.getByRole('list', { name: 'Skills for this post' });
    within(skills).getByText('Certificate: Excel for Business');
    within(skills).getByText(/Declared/);
    within(skills).getByText(/Missing/);
    expect(screen.getByRole('link', { name: /Applicants: Junior Data Analyst/ }).getAttribute('href')).toBe(
      '/hr-dashboard/job-details/58/applicants',
    );
  });

  it('moves the stage only after the recruiter confirms the e-mail', async () => {
    renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
    fireEvent.change(await screen.findByLabelText('Stage'), { target: { value: 'interview' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Nafisa Tabassum to Interview?' });
    within(dialog).getByText(/e-mailed that their application is now “Invited to interview”/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move and e-mail' }));
    await screen.findByText(/is now at Interview, and has been e-mailed/);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ stage: 'interview' });
  });

  it('adds and deletes notes', async () => {
    renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Save note' }));
    await screen.findByText('Enter a note');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Add a note'), { target: { value: 'Call on Sunday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Delete note/ })).toHaveLength(2));
    within(screen.getByRole('list', { name: 'Your notes' })).getByText('Call on Sunday');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Call on Sunday' });
    fireEvent.click(screen.getAllByRole('button', { name: /^Delete note/ })[1]!);
    await waitFor(() => expect(screen.queryByText('Strong SQL in the call.')).toBeNull());
  });

  it('says why a note cannot be saved in Bangla on a Bangla page', async () => {
    speakBangla(recruiterBangla);
    try {
      renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
      fireEvent.click(await screen.findByRole('button', { name: 'নোট সেভ করুন' }));
      await screen.findByText('একটি নোট লিখুন');
      expect(screen.queryByText('Enter a note')).toBeNull();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    } finally {
      speakEnglish();
    }
  });

  it('explains why a withdrawn applicant’s contact is hidden and offers no stage move', async () => {
    detail = applicantDetail({
      withdrawn: true,
      contact: null,
      resume: { kind: 'profile', file_name: null, bytes: null, url: null, built: null },
    });
    renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
    await screen.findByText(/the applicant withdrew this application, so their e-mail/);
    screen.getByText(/Applied with their Dokkho profile/);
    expect(screen.queryByLabelText('Stage')).toBeNull();
    screen.getByText('The applicant withdrew this application; its stage cannot change.');
  });
});

describe('ApplicantPage, a withdrawn PDF application', () => {
  it('says the resume went back with the withdrawal, with no button to open it', async () => {
    detail = applicantDetail({
      withdrawn: true,
      contact: null,
      resume: { kind: 'upload', file_name: 'cv.pdf', bytes: 1234, url: null, built: null },
    });
    renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
    await screen.findByText(/withdrew this application, and with it the resume they sent/);
    expect(screen.queryByRole('button', { name: 'Open resume (PDF)' })).toBeNull();
    expect(screen.queryByText(/Applied with their Dokkho profile/)).toBeNull();
  });
});

describe('ApplicantPage, a resume built on Dokkho', () => {
  const built = {
    document: ResumeDocument.parse({
      basics: { full_name: 'Nafisa Tabassum', headline: 'Data analyst' },
      summary: 'Analyst who turns sales data into decisions for retail managers.',
    }),
    settings: ResumeSettings.parse({ template: 'ats' }),
  };

  it('shows the snapshot behind "View resume" on a phone, and prints it when the server has no PDF', async () => {
    detail = applicantDetail({
      resume: {
        kind: 'built',
        file_name: 'Data analyst resume',
        bytes: null,
        url: '/api/jobs/applications/31/resume/',
        built,
      },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const seen: string[] = [];
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/jobs/applications/31/resume/')) {
        seen.push(new Headers(init?.headers).get('Authorization') ?? '');
        return Promise.resolve(json({ detail: RESUME_PDF_MESSAGES.unavailable }, 503));
      }
      return fetchStub(input, init);
    });
    renderPage(<ApplicantPage />, '/hr-dashboard/applicants/31', PATH);
    await screen.findByText('Data analyst resume');
    expect(screen.queryByRole('button', { name: 'Open resume (PDF)' })).toBeNull();
    // A phone: the sheet waits behind "View resume".
    expect(document.querySelector('.rs-sheet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View resume' }));
    expect(document.querySelector('.rs-sheet')?.textContent).toContain('Nafisa Tabassum');

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText(/choose “Save as PDF”/);
    expect(print).toHaveBeenCalledTimes(1);
    expect(seen[0]).toMatch(/^Bearer /);
  });
});
