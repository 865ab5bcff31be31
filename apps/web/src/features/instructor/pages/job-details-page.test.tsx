import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TeachingJob, TeachingJobs } from '@dokkho/contract/teaching-jobs';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../test-utils';
import { TeachingJobsPage } from './job-details-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const job = (overrides: Partial<TeachingJob> = {}): TeachingJob => ({
  id: 41,
  title: 'Junior Data Analyst',
  company_name: 'Dokkho Learning',
  company_logo: '',
  workplace: 'hybrid',
  division: 'Dhaka',
  district: 'Gazipur',
  deadline: '2026-12-20T17:59:59.000Z',
  skills: ['sql', 'excel'],
  courses: [{ id: 7, title: 'SQL for Data Analysts', skills: ['sql'] }],
  certified_applicants: {
    total: 3,
    by_stage: { applied: 1, screening: 0, interview: 1, offer: 0, hired: 1, rejected: 0 },
  },
  visible_applicants: [{ name: 'Nafisa Tabassum', stage: 'hired', certificates: ['SQL for Data Analysts'] }],
  ...overrides,
});

const answer = (jobs: TeachingJob[]): TeachingJobs => ({
  summary: {
    certificates_issued: 12,
    certificates_last_12_months: 5,
    learners_hired_last_12_months: 2,
    matching_jobs: jobs.length,
    published_courses: 2,
  },
  jobs,
});

describe('TeachingJobsPage (/ir-dashboard/job-details)', () => {
  it('shows the summary and each job with its courses, stages and only the named applicants', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/instructor/jobs/' ? json(answer([job()])) : undefined));
    renderPage(<TeachingJobsPage />, '/ir-dashboard/job-details');

    within(await screen.findByRole('group', { name: 'Learners hired' })).getByText('2');
    within(screen.getByRole('group', { name: 'Certificates issued' })).getByText('5 in the last 12 months');
    const card = screen.getByRole('article', { name: 'Junior Data Analyst' });
    within(card).getByText('Gazipur, Dhaka · Hybrid');
    within(card).getByText('(skills: sql)');
    within(card).getByText('3 applicants hold your certificates');
    const stages = within(card).getByRole('list', { name: 'Applicants by stage' });
    // Only the stages someone is in.
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Applied1', 'Interview1', 'Hired1']);
    within(card).getByText('Nafisa Tabassum');
    expect(
      within(card).getByRole('link', { name: 'See the job post: Junior Data Analyst' }).getAttribute('href'),
    ).toBe('/jobs/41');
  });

  it('says so when no post matches, with the way to add skills as tags', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/instructor/jobs/' ? json(answer([])) : undefined));
    renderPage(<TeachingJobsPage />, '/ir-dashboard/job-details');
    await screen.findByRole('heading', { name: 'No job posts match your courses yet' });
    expect(screen.getByRole('link', { name: 'Edit your courses’ tags' }).getAttribute('href')).toBe(
      '/ir-dashboard/my-courses',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signIn();
    stubApi(({ path }) => (path === '/api/instructor/jobs/' ? json({ detail: 'Down' }, 500) : undefined));
    renderPage(<TeachingJobsPage />, '/ir-dashboard/job-details');
    await screen.findByRole('heading', { name: 'We couldn’t load the jobs for your learners' });
    screen.getByRole('button', { name: /try again/i });
  });
});
