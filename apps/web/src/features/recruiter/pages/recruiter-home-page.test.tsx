import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { applicantRow, json, notification, renderPage, signIn, stubApi } from '../test-utils';
import { RecruiterHomePage } from './recruiter-home-page';

beforeEach(() => {
  signIn();
  stubApi((call) => {
    if (call.path === '/api/jobs/recruiter/dashboard/') {
      return json({
        open_jobs: 3,
        draft_jobs: 2,
        applicants_total: 17,
        new_applicants: 4,
        stage_counts: { applied: 5, screening: 4, interview: 3, offer: 2, hired: 1, rejected: 2 },
        recent_applicants: [applicantRow(), applicantRow({ id: 32, name: 'Rafiul Hoque', is_new: false })],
      });
    }
    if (call.path === '/api/jobs/notifications/') return json({ unread: 1, results: [notification()] });
    if (call.path === '/api/jobs/company-profile/')
      return json({ company_name: 'Dokkho Demo Ltd.', company_about: 'We hire.' });
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RecruiterHomePage', () => {
  it('answers “what next?” with posts, applicants, the pipeline, recent applicants and notifications', async () => {
    renderPage(<RecruiterHomePage />, '/hr-dashboard');
    await screen.findByRole('link', { name: 'New applicants 4' });
    screen.getByRole('link', { name: 'Open posts 3' });
    screen.getByRole('link', { name: 'Applicants 17' });
    const pipeline = screen.getByRole('region', { name: 'Pipeline' });
    expect(within(pipeline).getByText('Interview').previousSibling?.textContent).toBe('3');
    const recent = screen.getByRole('list', { name: 'Recent applicants' });
    expect(within(recent).getByRole('link', { name: 'Rafiul Hoque' }).getAttribute('href')).toBe(
      '/hr-dashboard/applicants/32',
    );
    expect(within(recent).getAllByText(/Junior Data Analyst/)).toHaveLength(2);
    await screen.findByText('1 unread');
  });
});
