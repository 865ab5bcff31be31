// @vitest-environment jsdom
// happy-dom does not select a <select>'s option set from script before the first paint; jsdom does, as browsers do.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RecruiterJobDetail } from '@dokkho/contract/jobs';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { dhakaDateInput } from '../lib/job-post-form';
import { JobPostForm } from './job-post-form';

const DAY = 24 * 60 * 60 * 1000;

function stored(overrides: Partial<RecruiterJobDetail> = {}): RecruiterJobDetail {
  return {
    id: 77,
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
    experience_max_years: 2,
    skills: ['excel'],
    deadline: new Date(Date.now() + 20 * DAY).toISOString(),
    published_at: '2026-11-20T04:00:00.000Z',
    is_internal: false,
    status: 'open',
    created_at: '2026-11-20T04:00:00.000Z',
    updated_at: '2026-11-20T04:00:00.000Z',
    closed_at: null,
    closed_by_staff: false,
    description: 'You will turn sales data into weekly reports for the head office.',
    title_bn: null,
    description_bn: null,
    responsibilities: ['Build the weekly dashboard'],
    requirements: [],
    vacancies: 1,
    education: '',
    education_level: 'hsc',
    applicant_count: 0,
    new_applicant_count: 0,
    ...overrides,
  };
}

let calls: Call[];
let reply: (call: Call) => Response | undefined;

beforeEach(() => {
  signIn();
  reply = (call) => (call.path.startsWith('/api/jobs/jobpost/') ? json(stored(), 201) : undefined);
  calls = stubApi((call) => reply(call));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The field whose label starts with `label` (it may end in "(optional)"; "Bangla description" is another). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('JobPostForm', () => {
  it('checks every field with the contract’s rules before sending anything', async () => {
    renderPage(<JobPostForm onSaved={vi.fn()} onCancel={vi.fn()} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Choose the employment type');
    screen.getByText('Choose where the work happens');
    expect(screen.getAllByText('Enter the salary range, or mark the salary negotiable')).toHaveLength(2);
    screen.getByText(/Use at least 30 characters for a description/);
    expect(calls).toHaveLength(0);

    // The deadline can be at most 90 days ahead.
    type('Application deadline', dhakaDateInput(Date.now() + 120 * DAY));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('The deadline can be at most 90 days ahead');
    // Negotiable: the range fields go, and so do their messages.
    fireEvent.click(screen.getByLabelText('The salary is negotiable'));
    await waitFor(() => expect(screen.queryByLabelText('Minimum salary (৳ a month)')).toBeNull());
  });

  it('publishes a new post with poisha, tags, a place and the date', async () => {
    const onSaved = vi.fn();
    renderPage(<JobPostForm onSaved={onSaved} onCancel={vi.fn()} />, '/');
    type('Job title', 'Junior Data Analyst');
    type('Employment type', 'full_time');
    type('Description', 'You will turn sales data into weekly reports for the head office.');
    type('Responsibilities', '- Build the weekly dashboard\n\nClean branch data');
    const skills = screen.getByLabelText('Skills', { exact: false, selector: 'input' });
    fireEvent.change(skills, { target: { value: 'Excel' } });
    fireEvent.keyDown(skills, { key: 'Enter' });
    fireEvent.change(skills, { target: { value: 'sql, power  bi' } });
    type('Workplace', 'on_site');
    type('Division', 'Dhaka');
    // The district list follows the division.
    await waitFor(() => expect((field('District') as HTMLSelectElement).disabled).toBe(false));
    type('District', 'Gazipur');
    type('Minimum salary', '25,000');
    type('Maximum salary', '40000');
    type('Minimum education level', 'bachelor');
    const deadline = dhakaDateInput(Date.now() + 30 * DAY);
    type('Application deadline', deadline);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }), 'open'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/jobs/jobpost/');
    expect(post?.body).toEqual({
      title: 'Junior Data Analyst',
      description: 'You will turn sales data into weekly reports for the head office.',
      title_bn: '',
      description_bn: '',
      responsibilities: ['Build the weekly dashboard', 'Clean branch data'],
      requirements: [],
      skills: ['excel', 'sql', 'power bi'],
      employment_type: 'full_time',
      workplace: 'on_site',
      division: 'Dhaka',
      district: 'Gazipur',
      vacancies: 1,
      experience_min_years: 0,
      experience_max_years: null,
      education: '',
      education_level: 'bachelor',
      salary_min: 2_500_000,
      salary_max: 4_000_000,
      salary_negotiable: false,
      deadline,
      status: 'open',
    });
  });

  it('saves a remote draft without a place, and shows the server’s field messages', async () => {
    reply = (call) =>
      call.method === 'POST' ? json({ title: ['A post with this title is already open'] }, 400) : undefined;
    const onSaved = vi.fn();
    renderPage(<JobPostForm onSaved={onSaved} onCancel={vi.fn()} />, '/');
    type('Job title', 'Flutter Developer');
    type('Employment type', 'contract');
    type('Description', 'Build our Flutter app for farmers, from the first screen to the store.');
    type('Workplace', 'remote');
    fireEvent.click(screen.getByLabelText('The salary is negotiable'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('A post with this title is already open');
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls[0]?.body).toMatchObject({
      workplace: 'remote',
      division: null,
      district: null,
      salary_min: null,
      salary_max: null,
      salary_negotiable: true,
      status: 'draft',
    });
  });

  it('edits a published post with PATCH and leaves its status alone', async () => {
    const onSaved = vi.fn();
    renderPage(<JobPostForm post={stored()} onSaved={onSaved} onCancel={vi.fn()} />, '/');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect((field('Minimum salary') as HTMLInputElement).value).toBe('25000');
    expect((field('District') as HTMLSelectElement).value).toBe('Gazipur');
    expect((field('Minimum education level') as HTMLSelectElement).value).toBe('hsc');
    type('Vacancies', '3');
    // "Any level" sends no level.
    type('Minimum education level', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.path).toBe('/api/jobs/jobpost/77/');
    expect(calls[0]?.body).toMatchObject({
      vacancies: 3,
      district: 'Gazipur',
      salary_min: 2_500_000,
      education_level: null,
    });
    expect(calls[0]?.body).not.toHaveProperty('status');
  });

  it('sends the Bangla version when it is filled, and an emptied one to clear it', async () => {
    const onSaved = vi.fn();
    renderPage(<JobPostForm onSaved={onSaved} onCancel={vi.fn()} />, '/');
    // Folded away on a new post.
    const section = screen.getByText('Bangla version (optional)').closest('details');
    expect(section?.open).toBe(false);
    fireEvent.click(screen.getByText('Bangla version (optional)'));
    expect(field('Bangla job title').getAttribute('lang')).toBe('bn');
    type('Job title', 'Junior Data Analyst');
    type('Bangla job title', 'জুনিয়র ডেটা অ্যানালিস্ট');
    type('Employment type', 'full_time');
    type('Description', 'You will turn sales data into weekly reports for the head office.');
    type('Bangla description', 'সেলস ডেটা থেকে হেড অফিসের জন্য প্রতি সপ্তাহের রিপোর্ট বানাবেন।');
    type('Workplace', 'remote');
    fireEvent.click(screen.getByLabelText('The salary is negotiable'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      title: 'Junior Data Analyst',
      title_bn: 'জুনিয়র ডেটা অ্যানালিস্ট',
      description_bn: 'সেলস ডেটা থেকে হেড অফিসের জন্য প্রতি সপ্তাহের রিপোর্ট বানাবেন।',
    });
  });

  it('opens with the stored Bangla on edit, checks its length, and sends it emptied to clear it', async () => {
    const onSaved = vi.fn();
    const post = stored({
      title_bn: 'জুনিয়র ডেটা অ্যানালিস্ট',
      description_bn: 'সেলস ডেটা থেকে হেড অফিসের জন্য প্রতি সপ্তাহের রিপোর্ট।',
    });
    renderPage(<JobPostForm post={post} onSaved={onSaved} onCancel={vi.fn()} />, '/');
    expect(screen.getByText('Bangla version (optional)').closest('details')?.open).toBe(true);
    expect((field('Bangla job title') as HTMLInputElement).value).toBe('জুনিয়র ডেটা অ্যানালিস্ট');
    type('Bangla description', 'ছোট');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Use at least 30 characters for the Bangla description');
    expect(calls).toHaveLength(0);
    type('Bangla job title', '');
    type('Bangla description', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ title_bn: '', description_bn: '' });
  });
});
