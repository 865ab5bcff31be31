import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeekerContactRequest, SeekerDashboard } from '@dokkho/contract/hiring';
import { clearSession } from '../../../shared/auth/token-store';
import { jobListItem, json, renderPage, signIn, stubApi } from '../test-utils';
import { SeekerHomePage } from './seeker-home-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const DASHBOARD: SeekerDashboard = {
  stage_counts: { applied: 2, screening: 1, interview: 1, offer: 0, hired: 0, rejected: 1 },
  withdrawn_count: 1,
  recommended: [jobListItem({ id: 77, title: 'MIS Executive' })],
  pending_contact_requests: 1,
  completeness: {
    percent: 57,
    missing: ['Add your work experience (internships count)', 'Add your education'],
  },
};

const REQUEST: SeekerContactRequest = {
  id: 5,
  company_name: 'Karnaphuli Shipping',
  company_logo: '',
  recruiter_name: 'Tanvir Chowdhury',
  designation: 'HR Manager',
  job: { id: 77, title: 'MIS Executive' },
  message: 'We would like to talk about an analyst role.',
  status: 'pending',
  created_at: '2026-11-25T04:00:00.000Z',
};

describe('SeekerHomePage (/js-dashboard)', () => {
  it('shows the counts by stage, the nudge and the recommended jobs, each linking to its page', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/jobs/seeker/dashboard/') return json({ ...DASHBOARD, pending_contact_requests: 0 });
      return undefined;
    });
    renderPage(<SeekerHomePage />, '/js-dashboard');
    const interview = await screen.findByRole('link', { name: '1 Invited to interview' });
    expect(interview.getAttribute('href')).toBe('/js-dashboard/applied-jobs?status=interview');
    screen.getByRole('link', { name: '1 Not selected' });
    expect(screen.getByRole('link', { name: '1 withdrawn' }).getAttribute('href')).toBe(
      '/js-dashboard/applied-jobs?status=withdrawn',
    );
    screen.getByText('57% complete');
    expect(screen.getByRole('link', { name: /Add your work experience/ }).getAttribute('href')).toBe(
      '/js-dashboard/update-profile/job-experience',
    );
    expect(screen.getByRole('link', { name: /Add your education/ }).getAttribute('href')).toBe(
      '/js-dashboard/update-profile/education',
    );
    expect(screen.getByRole('link', { name: 'MIS Executive' }).getAttribute('href')).toBe(
      '/js-dashboard/latest-jobs/job-details?id=77',
    );
    expect(screen.queryByText('Recruiters who want to contact you')).toBeNull();
  });

  it('says what accepting a contact request shares before it is sent; declining is one tap', async () => {
    signIn();
    let status: SeekerContactRequest['status'] = 'pending';
    const calls = stubApi(({ method, path, body }) => {
      if (path === '/api/jobs/seeker/dashboard/') return json(DASHBOARD);
      if (path === '/api/jobs/seeker/contact-requests/') return json([{ ...REQUEST, status }]);
      if (method === 'POST' && path === '/api/jobs/seeker/contact-requests/5/') {
        status = (body as { accept: boolean }).accept ? 'accepted' : 'declined';
        return json({ ...REQUEST, status });
      }
      return undefined;
    });
    renderPage(<SeekerHomePage />, '/js-dashboard');
    await screen.findByText('We would like to talk about an analyst role.');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Share your contact details with Karnaphuli Shipping?',
    });
    within(dialog).getByText(/your e-mail address and phone number/);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and share' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ accept: true }));
    await waitFor(() =>
      expect(screen.queryByText('We would like to talk about an analyst role.')).toBeNull(),
    );
  });
});
