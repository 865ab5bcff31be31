import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, seekerProfile, signIn, stubApi, type Call } from '../test-utils';
import { EducationPage } from './education-page';
import { ExperiencePage } from './experience-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function stubProfile(): Call[] {
  return stubApi(({ method, path }) => {
    if (path === '/api/jobs/seeker/profile/') return json(seekerProfile());
    if (method === 'POST' && /^\/api\/jobs\/seeker\/(experience|education)\/$/.test(path))
      return json({ id: 99 }, 201);
    if (method === 'PUT' && /^\/api\/jobs\/seeker\/(experience|education)\/\d+\/$/.test(path))
      return json({ id: 11 });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}

describe('ExperiencePage (/js-dashboard/update-profile/job-experience)', () => {
  it('lists the jobs and adds one still held, with the contract’s messages first', async () => {
    signIn();
    const calls = stubProfile();
    renderPage(<ExperiencePage />, '/js-dashboard/update-profile/job-experience');
    await screen.findByText('Sales assistant');
    screen.getByText('Mar 2024 – Present');

    fireEvent.click(screen.getByRole('button', { name: 'Add a job' }));
    const form = screen.getByRole('form', { name: 'Add a job' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add job' }));
    await within(form).findByText('Use at least 2 characters for the job title');
    within(form).getByText('Choose the start month');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: 'Data intern' } });
    fireEvent.change(within(form).getByLabelText('Company'), { target: { value: 'bKash' } });
    fireEvent.change(within(form).getByLabelText('Start month'), { target: { value: '2025-06' } });
    fireEvent.change(within(form).getByLabelText('End month'), { target: { value: '2025-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add job' }));
    await within(form).findByText('The end month cannot be before the start month');

    fireEvent.click(within(form).getByRole('checkbox', { name: 'I still work here' }));
    expect((within(form).getByLabelText('End month') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Add job' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Data intern',
        company: 'bKash',
        employment_type: null,
        start_month: '2025-06',
        end_month: null,
        description: '',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a job' })).toBeNull());
  });

  it('edits a job in place and deletes one after asking', async () => {
    signIn();
    const calls = stubProfile();
    renderPage(<ExperiencePage />, '/js-dashboard/update-profile/job-experience');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sales assistant at Agora' }));
    const form = screen.getByRole('form', { name: 'Edit this job' });
    expect(
      (within(form).getByRole('checkbox', { name: 'I still work here' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'I still work here' }));
    fireEvent.change(within(form).getByLabelText('End month'), { target: { value: '2025-10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save job' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/jobs/seeker/experience/11/',
        body: { end_month: '2025-10', employment_type: 'part_time' },
      }),
    );

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sales assistant at Agora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this from your profile?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/jobs/seeker/experience/11/'),
    );
  });
});

describe('EducationPage (/js-dashboard/update-profile/education)', () => {
  it('adds a qualification with its level, a year as a number, or none while studying', async () => {
    signIn();
    const calls = stubProfile();
    renderPage(<EducationPage />, '/js-dashboard/update-profile/education');
    await screen.findByText("Bachelor's degree");
    screen.getByText('CGPA 3.40 · Passed 2024');

    fireEvent.click(screen.getByRole('button', { name: 'Add a qualification' }));
    const form = screen.getByRole('form', { name: 'Add a qualification' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add qualification' }));
    await within(form).findByText('Choose the level of this qualification');

    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: 'hsc' } });
    fireEvent.change(within(form).getByLabelText('Institution'), { target: { value: 'Notre Dame College' } });
    fireEvent.change(within(form).getByLabelText(/Passing year/), { target: { value: '20x1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add qualification' }));
    await within(form).findByText('Passing year must be a year');

    fireEvent.change(within(form).getByLabelText(/Passing year/), { target: { value: '2019' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add qualification' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/jobs/seeker/education/',
        body: {
          level: 'hsc',
          institution: 'Notre Dame College',
          subject: '',
          result: '',
          passing_year: 2019,
        },
      }),
    );
  });
});
