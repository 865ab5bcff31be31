import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecruiterJobRow } from '@dokkho/contract/jobs';
import { applicantRow, json, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { ShortlistPage } from './shortlist-page';

let calls: Call[];

beforeEach(() => {
  signIn();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/shortlisted/') {
      return json({ count: 1, next: null, previous: null, results: [applicantRow({ shortlisted: true })] });
    }
    if (call.path === '/api/jobs/jobpost/') {
      const posts = [
        { id: 58, title: 'Junior Data Analyst' },
        { id: 59, title: 'Full Stack Developer (MERN)' },
      ] as RecruiterJobRow[];
      return json({ count: 2, next: null, previous: null, results: posts });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ShortlistPage', () => {
  it('lists the shortlist across posts and filters it by post', async () => {
    const { router } = renderPage(<ShortlistPage />, '/hr-dashboard/shortlisteddata?job=58');
    const list = await screen.findByRole('list', { name: 'Shortlisted applicants' });
    within(list).getByText(/Junior Data Analyst · Applied/);
    expect(
      within(list).getByRole('button', { name: 'Shortlist Nafisa Tabassum' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      new URLSearchParams(calls.find((c) => c.path === '/api/jobs/shortlisted/')?.search).get('job'),
    ).toBe('58');
    await screen.findByRole('option', { name: 'Full Stack Developer (MERN)' });
    fireEvent.change(screen.getByLabelText('Job post'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
