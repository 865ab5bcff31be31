import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResumeUpdate } from '@dokkho/contract/resume';
import { clearSession } from '../../../shared/auth/token-store';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as resumeBangla } from '../locales/bn.po';
import { downloadPdf } from '../lib/download-pdf';
import { json, renderPage, resume, signIn, stubApi, type Call } from '../lib/builder-test-utils';
import { PRINTED_NOTE, ResumeFinalizePage } from './resume-finalize-page';

vi.mock('../components/resume-preview', () => ({
  ResumePreview: (props: { settings: { template: string; paper: string }; printable?: boolean }) => (
    <div data-testid="preview" data-printable={String(Boolean(props.printable))}>
      {props.settings.template} {props.settings.paper}
    </div>
  ),
}));
vi.mock('../components/ats-report-panel', () => ({
  AtsReportPanel: () => <section aria-label="ATS check" />,
}));
vi.mock('../lib/download-pdf', () => ({ downloadPdf: vi.fn() }));

const ROUTE = '/resume/finalize/:resumeid';

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.mocked(downloadPdf).mockReset();
  localStorage.clear();
});

function stubFinalize(): Call[] {
  let current = resume();
  return stubApi(({ method, path, body }) => {
    if (path === '/api/resume/5/' && method === 'GET') return json(current);
    if (path === '/api/resume/5/' && method === 'PATCH') {
      const update = body as ResumeUpdate;
      current = resume({
        revision: current.revision + 1,
        title: update.title ?? current.title,
        settings: { ...current.settings, ...update.settings },
      });
      return json(current);
    }
    if (path === '/api/resume/5/share/' && method === 'POST')
      return json({ share_url: 'http://localhost/r/abcdefghijklmnop' });
    if (path === '/api/resume/5/share/' && method === 'DELETE') return json({ share_url: null });
    return undefined;
  });
}

const patches = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body as ResumeUpdate);

describe('ResumeFinalizePage', { timeout: 15_000 }, () => {
  it('saves each design choice at once with the latest revision, and the preview follows', async () => {
    signIn();
    const calls = stubFinalize();
    renderPage(<ResumeFinalizePage />, '/resume/finalize/5', ROUTE);
    const preview = await screen.findByTestId('preview');
    expect(preview.dataset.printable).toBe('true');
    // Templates, colours, paper sizes and the headings' language.
    expect(screen.getAllByRole('radio')).toHaveLength(4 + 6 + 2 + 2);

    fireEvent.click(screen.getByRole('radio', { name: /Modern \(two columns\)/ }));
    expect(screen.getByTestId('preview').textContent).toBe('modern a4');
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({ base_revision: 3, settings: { template: 'modern' } });

    fireEvent.click(screen.getByRole('radio', { name: /Letter/ }));
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    // Settings accumulate until saved; the server answered revision 4 for the first.
    expect(patches(calls)[1]).toEqual({ base_revision: 4, settings: { paper: 'letter' } });

    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    fireEvent.change(screen.getByLabelText('Font'), { target: { value: 'hind-siliguri' } });
    await waitFor(() => expect(patches(calls).length).toBeGreaterThanOrEqual(4));
    expect(patches(calls).at(-1)?.settings).toMatchObject({ font: 'hind-siliguri' });
    await screen.findByText('Saved');
  });

  it('renames the resume from the page', async () => {
    signIn();
    const calls = stubFinalize();
    renderPage(<ResumeFinalizePage />, '/resume/finalize/5', ROUTE);
    const name = await screen.findByLabelText('Resume name');
    fireEvent.change(name, { target: { value: 'Bank teller resume' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches(calls)[0]).toEqual({ base_revision: 3, title: 'Bank teller resume' }));
    await screen.findByRole('heading', { level: 1, name: 'Bank teller resume' });
  });

  it('says why a name is not saved in Bangla on a Bangla page', async () => {
    signIn();
    const calls = stubFinalize();
    speakBangla(resumeBangla);
    try {
      renderPage(<ResumeFinalizePage />, '/resume/finalize/5', ROUTE);
      const name = await screen.findByLabelText('রিজিউমের নাম');
      fireEvent.change(name, { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: 'সেভ করুন' }));
      await screen.findByText('রিজিউমের একটি নাম দিন');
      expect(screen.queryByText('Name the resume')).toBeNull();
      expect(patches(calls)).toEqual([]);
    } finally {
      speakEnglish();
    }
  });

  it('downloads the PDF with the bearer, and explains the print fallback', async () => {
    signIn();
    stubFinalize();
    vi.mocked(downloadPdf).mockResolvedValue('printed');
    renderPage(<ResumeFinalizePage />, '/resume/finalize/5', ROUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await screen.findByText(PRINTED_NOTE);
    expect(downloadPdf).toHaveBeenCalledWith({
      url: '/api/resume/5/pdf/',
      fileName: 'Analyst resume.pdf',
      authed: true,
    });
  });

  it('turns the public link on with a Copy button, and off again', async () => {
    signIn();
    const calls = stubFinalize();
    renderPage(<ResumeFinalizePage />, '/resume/finalize/5', ROUTE);
    const toggle = await screen.findByRole('switch', { name: 'Share with a public link' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    const link = (await screen.findByLabelText('Public link address')) as HTMLInputElement;
    expect(link.value).toBe('http://localhost/r/abcdefghijklmnop');
    screen.getByRole('button', { name: 'Copy' });
    fireEvent.click(screen.getByRole('switch', { name: 'Share with a public link' }));
    await waitFor(() => expect(screen.queryByLabelText('Public link address')).toBeNull());
    expect(calls.filter((call) => call.path === '/api/resume/5/share/').map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ]);
    expect(
      within(document.body).getByRole('link', { name: 'Write a cover letter' }).getAttribute('href'),
    ).toBe('/resume/cover-letter/5');
  });
});
