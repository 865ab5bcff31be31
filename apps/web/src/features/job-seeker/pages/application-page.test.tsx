import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResumeDocument, ResumeSettings } from '@dokkho/contract/resume';
import { clearSession } from '../../../shared/auth/token-store';
import { applicationDetail, json, renderPage, signIn, stubApi } from '../test-utils';
import { ApplicationPage } from './application-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const URL = '/js-dashboard/applied-jobs/job-details?id=301';

describe('ApplicationPage (/js-dashboard/applied-jobs/job-details?id=)', () => {
  it('shows the job, the timeline, what was sent, and withdraws after a confirmation', async () => {
    signIn();
    let withdrawn = false;
    const calls = stubApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/jobs/applications/301/withdraw/') {
        withdrawn = true;
      }
      if (path.startsWith('/api/jobs/applications/301/')) {
        return json(
          withdrawn
            ? applicationDetail({
                withdrawn: true,
                can_withdraw: false,
                timeline: [
                  { stage: 'applied', at: '2026-11-21T04:00:00.000Z' },
                  { stage: 'withdrawn', at: '2026-11-25T04:00:00.000Z' },
                ],
              })
            : applicationDetail(),
        );
      }
      return undefined;
    });
    renderPage(<ApplicationPage />, URL);
    await screen.findByRole('heading', { level: 1, name: 'Junior Data Analyst' });
    expect(document.title).toBe('Application: Junior Data Analyst · Dokkho');
    screen.getByText('rahim-cv.pdf');
    screen.getByText('240 KB');
    screen.getByRole('button', { name: 'Download PDF' });
    screen.getByText('I build the weekly sales reports at my current job.');
    const progress = screen.getByRole('list', { name: 'Application progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(true);
    await screen.findByText(/You withdrew this application/);
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('shows the copy of a resume built on Dokkho that was sent, with its PDF', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/jobs/applications/301/'
        ? json(
            applicationDetail({
              resume: {
                kind: 'built',
                file_name: 'Sales resume',
                bytes: null,
                url: '/api/jobs/applications/301/resume/',
                built: {
                  document: ResumeDocument.parse({ basics: { full_name: 'Rahim Uddin' } }),
                  settings: ResumeSettings.parse({}),
                },
              },
            }),
          )
        : undefined,
    );
    renderPage(<ApplicationPage />, URL);
    await screen.findByText('Sales resume');
    screen.getByText(/later edits to the resume are not included/);
    screen.getByRole('button', { name: 'Download PDF' });
    // A wide screen (jsdom's 1024px): the sheet shows straight away.
    expect(screen.queryByRole('button', { name: 'View resume' })).toBeNull();
    expect(document.querySelector('.rs-sheet')?.textContent).toContain('Rahim Uddin');
  });

  it('says kindly when the application is not one of mine', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/jobs/applications/301/' ? json({ detail: 'Application not found.' }, 404) : undefined,
    );
    renderPage(<ApplicationPage />, URL);
    await screen.findByRole('heading', { name: 'Application not found' });
  });
});
