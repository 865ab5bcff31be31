// @vitest-environment jsdom
// The description is sanitised by DOMPurify, which needs a standards-complete DOM (see shared/lib/markdown.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, jobDetail, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { JobDetailsPage } from './job-details-page';

let calls: Call[];
let job: () => Response;

beforeEach(() => {
  job = () => json(jobDetail({ deadline: new Date(Date.now() + 20 * 86_400_000).toISOString() }));
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/board/41/') return job();
    if (call.path === '/api/jobs/report/41/') return json({ detail: 'Thanks.' }, 201);
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderJob = () => renderPage(<JobDetailsPage />, '/jobs/41', '/jobs/:id');

describe('JobDetailsPage', () => {
  it('shows the whole job with a sanitised description and sets the title', async () => {
    const { container } = renderJob();
    await screen.findByRole('heading', { level: 1, name: 'Junior Data Analyst' });
    expect(document.title).toBe('Junior Data Analyst at Brain Station 23 · Dokkho');
    expect(container.querySelector('strong')?.textContent).toBe('sales data');
    expect(container.innerHTML).not.toContain('<script');
    screen.getByRole('heading', { name: 'Responsibilities' });
    screen.getByText('Build the weekly sales dashboard');
    expect(screen.getByRole('link', { name: 'sql' }).getAttribute('href')).toBe('/jobs?search=sql');
    expect(screen.getAllByText('৳25,000–40,000/month').length).toBeGreaterThan(0);
    // The page alone has no Apply: the app shell passes the job seeker's panel in (app/job-route.tsx).
    expect(screen.queryByRole('button', { name: /apply/i })).toBeNull();
    screen.getByRole('button', { name: 'Sign in to report this job' });
  });

  it('says when a job is closed', async () => {
    job = () => json(jobDetail({ status: 'closed', closed_at: '2026-11-22T10:00:00.000Z' }));
    renderJob();
    await screen.findByText('This job is closed');
  });

  it('explains a job that does not exist', async () => {
    job = () => json({ detail: 'Job not found.' }, 404);
    renderJob();
    await screen.findByRole('heading', { name: 'This job is not on Dokkho' });
  });

  it('lets a signed-in visitor report the job with a reason', async () => {
    signIn();
    renderJob();
    fireEvent.click(await screen.findByRole('button', { name: 'Report this job' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Choose why you are reporting this job');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText('Tell us what is wrong (at least 10 characters)');
    fireEvent.change(screen.getByLabelText(/Details/), {
      target: { value: 'They asked me to pay a registration fee.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await screen.findByText(/Our team will review/);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        reason: 'other',
        details: 'They asked me to pay a registration fee.',
      }),
    );
  });
});
