import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { saveBlob } from '../../../shared/lib/save-blob';
import {
  json,
  renderPage,
  resume,
  resumeSummary,
  signIn,
  stubApi,
  type Call,
} from '../lib/builder-test-utils';
import { IMPORT_NOT_JSON, ResumeListPage } from './resume-list-page';

vi.mock('../../../shared/lib/save-blob', () => ({ saveBlob: vi.fn() }));

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockReset();
});

function stubResumes(list = [resumeSummary()]): Call[] {
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/resume/') return json(list);
    if (method === 'GET' && path === '/api/resume/5/') return json(resume());
    if (method === 'POST' && path === '/api/resume/')
      return json(resume({ id: 9, title: 'Accountant' }), 201);
    if (method === 'PATCH' && path === '/api/resume/5/')
      return json(resume({ title: 'Data resume', revision: 4 }));
    if (method === 'POST' && path === '/api/resume/5/duplicate/')
      return json(resume({ id: 6, title: 'Analyst resume (copy)' }), 201);
    if (method === 'DELETE' && path === '/api/resume/5/') return new Response(null, { status: 204 });
    if (method === 'POST' && path === '/api/resume/import/')
      return json(resume({ id: 11, title: 'Imported resume' }), 201);
    if (method === 'GET' && path === '/api/resume/5/json-resume/')
      return new Response('{"basics":{}}', { headers: { 'content-type': 'application/json' } });
    return undefined;
  });
}

describe('ResumeListPage (/resume)', () => {
  it('lists my resumes with template, last edit and steps done', async () => {
    signIn();
    stubResumes();
    renderPage(<ResumeListPage />, '/resume');
    await screen.findByRole('heading', { name: 'Analyst resume' });
    screen.getByText(/Classic · Edited/);
    // Information and experience are done in the fixture; skills has only two.
    screen.getByText('2 of 6 steps done');
    expect(screen.getByRole('link', { name: 'Continue editing Analyst resume' }).getAttribute('href')).toBe(
      '/resume/skills/5',
    );
    expect(screen.getByRole('link', { name: 'Finalize Analyst resume' }).getAttribute('href')).toBe(
      '/resume/finalize/5',
    );
    expect(screen.getByRole('link', { name: 'Cover letter for Analyst resume' }).getAttribute('href')).toBe(
      '/resume/cover-letter/5',
    );
  });

  it('keeps links under /js-dashboard/resume when opened there', async () => {
    signIn();
    stubResumes();
    renderPage(<ResumeListPage />, '/js-dashboard/resume');
    expect((await screen.findByRole('link', { name: 'Finalize Analyst resume' })).getAttribute('href')).toBe(
      '/js-dashboard/resume/finalize/5',
    );
  });

  it('shows the empty state with a first action, and creates from the profile by default', async () => {
    signIn();
    const calls = stubResumes([]);
    renderPage(<ResumeListPage />, '/resume');
    fireEvent.click(await screen.findByRole('button', { name: 'Create my first resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resume' });
    expect(
      (within(dialog).getByRole('checkbox', { name: /Start from my Dokkho profile/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Resume name'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create resume' }));
    await within(dialog).findByText('Name the resume');
    fireEvent.change(within(dialog).getByLabelText('Resume name'), { target: { value: 'Accountant' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create resume' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/resume/information/9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Accountant',
      from_profile: true,
    });
  });

  it('renames with the latest revision, duplicates and deletes after asking', async () => {
    signIn();
    const calls = stubResumes();
    renderPage(<ResumeListPage />, '/resume');

    fireEvent.click(await screen.findByRole('button', { name: 'Rename Analyst resume' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename resume' });
    fireEvent.change(within(rename).getByLabelText('Resume name'), { target: { value: 'Data resume' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        title: 'Data resume',
        base_revision: 3,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Analyst resume' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/resume/5/duplicate/')).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Analyst resume' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this resume?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/resume/5/'));
  });

  it('imports a JSON Resume file, and says so when the file is not JSON', async () => {
    signIn();
    const calls = stubResumes();
    renderPage(<ResumeListPage />, '/resume');
    await screen.findByRole('heading', { name: 'Analyst resume' });
    const input = screen.getByLabelText('JSON Resume file');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4 not json'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText(IMPORT_NOT_JSON);
    expect(calls.some((call) => call.path === '/api/resume/import/')).toBe(false);

    const file = new File([JSON.stringify({ basics: { name: 'Karim' }, work: [] })], 'resume.json', {
      type: 'application/json',
    });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText(/Imported as “Imported resume”/);
    expect(calls.find((call) => call.path === '/api/resume/import/')?.body).toEqual({
      json_resume: { basics: { name: 'Karim' }, work: [] },
    });
    expect(screen.queryByText(IMPORT_NOT_JSON)).toBeNull();
  });

  it('exports JSON with the bearer and saves it under the title', async () => {
    signIn();
    stubResumes();
    renderPage(<ResumeListPage />, '/resume');
    fireEvent.click(await screen.findByRole('button', { name: 'Export Analyst resume as JSON' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(vi.mocked(saveBlob).mock.calls[0]?.[1]).toBe('Analyst resume.json');
    const fetchMock = vi.mocked(fetch);
    const init = fetchMock.mock.calls.find(([url]) => String(url).includes('json-resume'))?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });
});
