import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { hiringLead, jobReport, leadPage } from '../test-utils';
import { StaffHiringLeadsPage } from './staff-hiring-leads-page';
import { StaffJobReportsPage } from './staff-job-reports-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('/staff/job-reports', () => {
  it('shows an open report and closes its post after confirming; the list then says there is nothing left', async () => {
    let closed = false;
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/job-reports/') return json(closed ? [] : [jobReport()]);
      if (call.method === 'POST' && call.path === '/api/admin/jobs/88/close/') {
        closed = true;
        return json({ detail: 'Closed.', resolved_reports: 1 });
      }
      return undefined;
    });
    renderPage(<StaffJobReportsPage />, '/staff/job-reports', '/staff/job-reports');
    const card = within(await screen.findByRole('article', { name: 'Data Entry Operator' }));
    card.getByText('Scam or asks for money');
    card.getByText(/pay ৳2,000 for training/);
    card.getByText('nusrat@example.com');
    expect(card.getByRole('link', { name: /See the post/ }).getAttribute('href')).toBe('/jobs/88');

    fireEvent.click(card.getByRole('button', { name: 'Close the post' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close this job post for good?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Close the post' }));
    await screen.findByText('Closed “Data Entry Operator”; its recruiter cannot re-open it.');
    await screen.findByText('No reports to review');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/jobs/88/close/')).toBe(
      true,
    );
  });

  it('dismisses a report without touching the post, and shows the server’s message when it was already handled', async () => {
    stubApi((call) => {
      if (call.path === '/api/admin/job-reports/')
        return json([jobReport({ job: { ...jobReport().job, status: 'closed' } })]);
      if (call.method === 'POST' && call.path === '/api/admin/job-reports/12/dismiss/') {
        return json({ detail: 'This report is not open any more.' }, 404);
      }
      return undefined;
    });
    renderPage(<StaffJobReportsPage />, '/staff/job-reports', '/staff/job-reports');
    const card = within(await screen.findByRole('article', { name: 'Data Entry Operator' }));
    // A post already closed has nothing left to close.
    expect(card.queryByRole('button', { name: 'Close the post' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Dismiss report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dismiss this report?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Dismiss report' }));
    await dialog.findByText('This report is not open any more.');
  });
});

describe('/staff/hiring-leads', () => {
  it('lists the leads to contact with call and mail links, and marks one contacted', async () => {
    let contacted = false;
    const calls = stubApi((call) => {
      if (call.path === '/api/admin/hiring-leads/') {
        const status = new URLSearchParams(call.search).get('status');
        return json(leadPage(status === 'open' && !contacted ? [hiringLead()] : []));
      }
      if (call.method === 'POST' && call.path === '/api/admin/hiring-leads/5/contacted/') {
        contacted = true;
        return json(hiringLead({ contacted_at: '2026-11-26T05:00:00.000Z' }));
      }
      return undefined;
    });
    renderPage(<StaffHiringLeadsPage />, '/staff/hiring-leads', '/staff/hiring-leads');
    const card = within(await screen.findByRole('article', { name: 'Shwapno Retail' }));
    expect(card.getByRole('link', { name: '+8801811223344' }).getAttribute('href')).toBe(
      'tel:+8801811223344',
    );
    expect(card.getByRole('link', { name: 'kamal@shwapno.example' }).getAttribute('href')).toBe(
      'mailto:kamal@shwapno.example',
    );
    card.getByText('Store supervisors in Sylhet');
    const tabs = within(screen.getByRole('navigation', { name: 'Lead status' }));
    expect(tabs.getByRole('link', { name: 'To contact' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Contacted' }).getAttribute('href')).toBe(
      '/staff/hiring-leads?status=contacted',
    );

    fireEvent.click(card.getByRole('button', { name: 'Mark contacted' }));
    await screen.findByText('Marked Shwapno Retail contacted.');
    await screen.findByText('No one is waiting for a call');
    expect(new URLSearchParams(calls[0]?.search).get('status')).toBe('open');
  });
});
