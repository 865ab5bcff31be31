import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecruiterJobRow } from '@dokkho/contract/jobs';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { JobPostsPage } from './job-posts-page';

const FUTURE = new Date(Date.now() + 20 * 86_400_000).toISOString();

function row(overrides: Partial<RecruiterJobRow>): RecruiterJobRow {
  return {
    id: 1,
    title: 'Junior Data Analyst',
    company_name: 'Dokkho Demo Ltd.',
    company_logo: '',
    employment_type: 'full_time',
    workplace: 'on_site',
    division: 'Dhaka',
    district: 'Gazipur',
    salary_min: 2_500_000,
    salary_max: 4_000_000,
    salary_negotiable: false,
    currency: 'BDT',
    experience_min_years: 0,
    experience_max_years: null,
    skills: [],
    deadline: FUTURE,
    published_at: '2026-11-20T04:00:00.000Z',
    is_internal: false,
    status: 'open',
    created_at: '2026-11-20T04:00:00.000Z',
    updated_at: '2026-11-20T04:00:00.000Z',
    closed_at: null,
    closed_by_staff: false,
    applicant_count: 0,
    new_applicant_count: 0,
    ...overrides,
  };
}

const ROWS = [
  row({ id: 1, applicant_count: 12, new_applicant_count: 3 }),
  row({ id: 2, title: 'UI Designer', status: 'draft', workplace: 'remote', division: null, district: null }),
  row({ id: 3, title: 'Support Executive', status: 'closed', closed_by_staff: true, closed_at: FUTURE }),
];

let calls: Call[];

beforeEach(() => {
  signIn();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/jobpost/' && call.method === 'GET') {
      return json({ count: ROWS.length, next: null, previous: null, results: ROWS });
    }
    if (call.path.startsWith('/api/jobs/jobpost/') && call.method === 'PATCH') return json(ROWS[0]);
    if (call.path.startsWith('/api/jobs/jobpost/') && call.method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('JobPostsPage', () => {
  it('offers each post the actions its status allows', async () => {
    renderPage(
      <JobPostsPage />,
      '/hr-dashboard/job-details?status=open&search=data',
      '/hr-dashboard/job-details',
    );
    await screen.findByText('Junior Data Analyst', { selector: 'h3' });
    const query = new URLSearchParams(calls[0]?.search);
    expect(query.get('status')).toBe('open');
    expect(query.get('search')).toBe('data');
    expect(screen.getAllByText('Gazipur, Dhaka')).toHaveLength(2);
    screen.getByRole('button', { name: 'Close Junior Data Analyst' });
    screen.getByRole('button', { name: 'Publish' });
    // Closed by staff after a report: no way to re-open it.
    screen.getByText(/closed by Dokkho staff after a report/);
    expect(screen.queryByRole('button', { name: 'Re-open' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    // Applicant counts, with the way to the post's applicants.
    const applicants = screen.getByRole('link', { name: /12 applicants, 3 new.*Junior Data Analyst/ });
    expect(applicants.getAttribute('href')).toBe('/hr-dashboard/job-details/1/applicants');
  });

  it('closes a post with one PATCH and says so', async () => {
    renderPage(<JobPostsPage />, '/hr-dashboard/job-details', '/hr-dashboard/job-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Close Junior Data Analyst' }));
    await screen.findByText('“Junior Data Analyst” is closed and off the board.');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/jobs/jobpost/1/');
    expect(patch?.body).toEqual({ status: 'closed' });
  });

  it('deletes only after the recruiter confirms', async () => {
    renderPage(<JobPostsPage />, '/hr-dashboard/job-details', '/hr-dashboard/job-details');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete UI Designer' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this job post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete UI Designer' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this job post?' })).getByRole('button', {
        name: 'Delete post',
      }),
    );
    await screen.findByText('“UI Designer” is deleted.');
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/jobs/jobpost/2/');
  });
});
