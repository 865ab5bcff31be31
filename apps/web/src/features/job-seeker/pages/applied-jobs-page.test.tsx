import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { applicationRow, json, renderPage, signIn, stubApi } from '../test-utils';
import { AppliedJobsPage } from './applied-jobs-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('AppliedJobsPage (/js-dashboard/applied-jobs)', () => {
  it('asks for the filter of the address and shows each stage as the applicant reads it', async () => {
    signIn();
    const calls = stubApi(({ path }) =>
      path === '/api/jobs/applications/'
        ? json({
            count: 2,
            next: null,
            previous: null,
            results: [
              applicationRow({ id: 1, stage: 'rejected' }),
              applicationRow({ id: 2, stage: 'screening', withdrawn: true }),
            ],
          })
        : undefined,
    );
    renderPage(<AppliedJobsPage />, '/js-dashboard/applied-jobs?status=active');
    const rows = await screen.findAllByRole('link', { name: /Junior Data Analyst/ });
    // The filter chips say "Not selected" and "Withdrawn" too: the rows' badges make a second each.
    expect(screen.getAllByText('Not selected')).toHaveLength(2);
    expect(screen.getAllByText('Withdrawn')).toHaveLength(2);
    expect(new URLSearchParams(calls[0]!.search).get('status')).toBe('active');
    expect(screen.getByRole('link', { name: 'Active' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Being reviewed' }).getAttribute('href')).toBe(
      '/js-dashboard/applied-jobs?status=screening',
    );
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/js-dashboard/applied-jobs/job-details?id=1',
      '/js-dashboard/applied-jobs/job-details?id=2',
    ]);
  });

  it('has a way forward when there is nothing yet', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/jobs/applications/'
        ? json({ count: 0, next: null, previous: null, results: [] })
        : undefined,
    );
    renderPage(<AppliedJobsPage />, '/js-dashboard/applied-jobs');
    await screen.findByRole('heading', { name: 'No applications yet' });
    expect(screen.getByRole('link', { name: 'See available jobs' }).getAttribute('href')).toBe(
      '/js-dashboard/available-jobs',
    );
  });
});
