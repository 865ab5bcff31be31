import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RESUME_PDF_MESSAGES, ResumeSettings, type PublicResume } from '@dokkho/contract/resume';
import { json, renderPage, resumeDocument, stubApi } from '../lib/builder-test-utils';
import { PublicResumePage } from './public-resume-page';

const TOKEN = 'ohq35jkCsX0kJqOXoQbA89GE';
const PATH = '/r/:token';

const shared: PublicResume = {
  title: 'Analyst resume',
  document: resumeDocument(),
  settings: ResumeSettings.parse({}),
  updated_at: '2026-11-25T04:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicResumePage (/r/:token)', () => {
  it('shows the shared resume without signing in, kept out of search engines', async () => {
    const seen: { path: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      seen.push({ path: input, auth: new Headers(init?.headers).get('Authorization') });
      if (input.endsWith(`/api/resume/public/${TOKEN}/`)) return Promise.resolve(json(shared));
      if (input.endsWith(`/api/resume/public/${TOKEN}/pdf/`)) {
        return Promise.resolve(json({ detail: RESUME_PDF_MESSAGES.unavailable }, 503));
      }
      return Promise.resolve(json({ detail: 'Not found.' }, 404));
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<PublicResumePage />, `/r/${TOKEN}`, PATH);
    await screen.findByText(/Junior data analyst · Updated/);
    // One h1: the sheet's own.
    screen.getByRole('heading', { level: 1, name: 'Rahim Uddin' });
    expect(document.querySelector('.rs-sheet')?.textContent).toContain('Sales assistant');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(screen.getByRole('link', { name: 'Made with Dokkho’s resume builder' }).getAttribute('href')).toBe(
      '/resume',
    );
    await waitFor(() => expect(document.title).toBe('Rahim Uddin · Resume · Dokkho'));

    // No server PDF: the browser prints the sheet, and the page says how to save it.
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText(/choose “Save as PDF”/);
    expect(print).toHaveBeenCalledTimes(1);
    expect(seen.every((call) => call.auth === null)).toBe(true);
  });

  it('says plainly when the link is not shared any more', async () => {
    stubApi(() => json({ detail: RESUME_PDF_MESSAGES.shareNotFound }, 404));
    renderPage(<PublicResumePage />, `/r/${TOKEN}`, PATH);
    await screen.findByRole('heading', { name: 'This link is not shared any more' });
    expect(screen.getByRole('link', { name: 'Build your own resume' }).getAttribute('href')).toBe('/resume');
  });

  it('does not ask the server about an address that cannot be a link', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<PublicResumePage />, '/r/short', PATH);
    await screen.findByRole('heading', { name: 'This link is not shared any more' });
    expect(calls).toHaveLength(0);
  });
});
