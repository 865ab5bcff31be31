import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ResumeSettings } from '@dokkho/contract/resume';
import { json, renderPage, resumeDocument, stubApi } from '../lib/builder-test-utils';
import { AtsReportPanel } from './ats-report-panel';
import { jobIdFromInput } from './job-picker';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/resume/finalize/:resumeid';

describe('AtsReportPanel', () => {
  it('scores the resume and links each fix to the step that fixes it, under the same base', () => {
    stubApi(() => undefined);
    renderPage(
      <AtsReportPanel document={resumeDocument()} settings={ResumeSettings.parse({ template: 'modern' })} />,
      '/js-dashboard/resume/finalize/5',
      '/js-dashboard/resume/finalize/:resumeid',
    );
    expect(screen.getByRole('meter', { name: 'ATS score' }).getAttribute('aria-valuenow')).toBe('63');
    const summary = document.querySelector('[data-check="summary"]') as HTMLElement;
    expect(summary.dataset.status).toBe('fail');
    expect(
      within(summary)
        .getByRole('link', { name: /Fix in Summary/ })
        .getAttribute('href'),
    ).toBe('/js-dashboard/resume/summary/5');
    // The template is chosen on the finalize page itself.
    const headings = document.querySelector('[data-check="headings"]') as HTMLElement;
    within(headings).getByText('Change it on this page.');
    within(headings).getByText(/ATS-friendly or Classic template/);
    const contact = document.querySelector('[data-check="contact"]') as HTMLElement;
    expect(contact.dataset.status).toBe('pass');
    expect(within(contact).queryByRole('link')).toBeNull();
  });

  it('compares with an open job found on the board', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/jobs/board/'
        ? json({
            count: 1,
            next: null,
            previous: null,
            results: [
              {
                id: 58,
                title: 'Junior Data Analyst',
                company_name: 'Dokkho Demo Ltd.',
                skills: ['excel', 'sql', 'tableau'],
              },
            ],
          })
        : undefined,
    );
    renderPage(
      <AtsReportPanel document={resumeDocument()} settings={ResumeSettings.parse({})} />,
      '/resume/finalize/5',
      PATH,
    );
    fireEvent.change(screen.getByLabelText('Find an open job'), { target: { value: 'analyst' } });
    fireEvent.keyDown(screen.getByLabelText('Find an open job'), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(calls[0]!.search).toContain('search=analyst');
    screen.getByText('67%');
    screen.getByText('excel');
    screen.getByText('tableau');
    fireEvent.click(screen.getByRole('button', { name: 'Compare with another job' }));
    screen.getByLabelText('Find an open job');
  });
});

describe('jobIdFromInput', () => {
  it('reads a /jobs/{id} link or a bare id, and nothing else', () => {
    expect(jobIdFromInput('https://dokkho.com/jobs/58')).toBe(58);
    expect(jobIdFromInput('/jobs/58?ref=x')).toBe(58);
    expect(jobIdFromInput(' 58 ')).toBe(58);
    expect(jobIdFromInput('analyst 2024')).toBeNull();
    expect(jobIdFromInput('/jobs/0')).toBeNull();
  });
});
