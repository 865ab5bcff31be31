import type { JobBoardResponse, JobDetail, JobListItem } from '@dokkho/contract/jobs';

/** Contract-typed job data for the jobs and recruiter tests (not shipped: only tests import it). */

export function jobListItem(overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id: 41,
    title: 'Junior Data Analyst',
    company_name: 'Brain Station 23',
    company_logo: '',
    employment_type: 'full_time',
    workplace: 'on_site',
    division: 'Dhaka',
    district: 'Dhaka',
    salary_min: 2_500_000,
    salary_max: 4_000_000,
    salary_negotiable: false,
    currency: 'BDT',
    experience_min_years: 0,
    experience_max_years: 2,
    skills: ['excel', 'sql', 'power bi'],
    deadline: '2026-12-20T17:59:59.000Z',
    published_at: '2026-11-20T04:00:00.000Z',
    is_internal: false,
    ...overrides,
  };
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...jobListItem(),
    description: 'You will turn **sales data** into weekly reports.\n\n<script>alert(1)</script>',
    responsibilities: ['Build the weekly sales dashboard', 'Clean data from the branches'],
    requirements: ['Comfortable with Excel formulas'],
    vacancies: 2,
    education: 'Bachelor’s in any subject',
    education_level: null,
    status: 'open',
    closed_at: null,
    company_about: 'A software company in Dhaka.',
    company_industry: 'Software',
    company_website: 'https://brainstation-23.com',
    ...overrides,
  };
}

export function boardPage(results: JobListItem[], count = results.length): JobBoardResponse {
  return { count, next: null, previous: null, results };
}

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';
