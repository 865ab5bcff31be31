import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicantRow, applicantsPage, json, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { JobApplicantsPage } from './job-applicants-page';

const ROWS = [
  applicantRow({ id: 31 }),
  applicantRow({ id: 32, name: 'Rafiul Hoque', is_new: false, stage: 'screening', shortlisted: true }),
  applicantRow({ id: 33, name: 'Priya Das', is_new: false, withdrawn: true }),
];

let calls: Call[];

beforeEach(() => {
  signIn();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/allapplicants/58/') return json(applicantsPage(ROWS));
    if (call.path === '/api/jobs/applicants/bulk-stage/') return json({ updated: 2, skipped: 1 });
    if (call.path.startsWith('/api/jobs/applicants/') && call.method === 'PATCH') {
      return json({ ...ROWS[0], shortlisted: true });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PATH = '/hr-dashboard/job-details/:id/applicants';

describe('JobApplicantsPage', () => {
  it('shows stage tabs with counts and sends the filters from the address', async () => {
    renderPage(
      <JobApplicantsPage />,
      '/hr-dashboard/job-details/58/applicants?stage=screening&sort=match&search=raf',
      PATH,
    );
    await screen.findByRole('heading', { level: 1, name: 'Junior Data Analyst' });
    const query = new URLSearchParams(calls[0]?.search);
    expect(query.get('stage')).toBe('screening');
    expect(query.get('sort')).toBe('match');
    expect(query.get('search')).toBe('raf');
    const tabs = screen.getByRole('navigation', { name: 'Stages' });
    expect(within(tabs).getByRole('link', { name: 'Screening 1' }).getAttribute('aria-current')).toBe('page');
    within(tabs).getByRole('link', { name: 'All 4' });
    within(tabs).getByRole('link', { name: 'Withdrawn 1' });
    expect(screen.getByRole('link', { name: 'Nafisa Tabassum' }).getAttribute('href')).toBe(
      '/hr-dashboard/applicants/31',
    );
    screen.getByText('New');
    expect(screen.getByRole('link', { name: 'Rank by match' }).getAttribute('href')).toBe(
      '/hr-dashboard/filter-resume/58',
    );
    expect(screen.getByRole('button', { name: 'Shortlist Rafiul Hoque' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('moves the selected applicants after a confirmation and says what was skipped', async () => {
    renderPage(<JobApplicantsPage />, '/hr-dashboard/job-details/58/applicants', PATH);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Nafisa Tabassum' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Priya Das' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    within(bar).getByText('2 selected');
    fireEvent.change(within(bar).getByLabelText('Move to stage'), { target: { value: 'interview' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 applicants to Interview?' });
    within(dialog).getByText(/e-mailed/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move and e-mail' }));
    await screen.findByText('Moved 2 to Interview; 1 skipped (withdrawn, or already at Interview).');
    const post = calls.find((call) => call.path === '/api/jobs/applicants/bulk-stage/');
    expect(post?.body).toEqual({ application_ids: [31, 33], stage: 'interview' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('shortlists from the row with one PATCH', async () => {
    renderPage(<JobApplicantsPage />, '/hr-dashboard/job-details/58/applicants', PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Shortlist Nafisa Tabassum' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/api/jobs/applicants/31/');
    expect(patch?.body).toEqual({ shortlisted: true });
  });
});
