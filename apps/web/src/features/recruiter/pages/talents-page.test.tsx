import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderPage, signIn, stubApi, talentRow, type Call } from '../test-utils';
import { TalentsPage } from './talents-page';

let calls: Call[];

beforeEach(() => {
  signIn();
  calls = stubApi((call) =>
    call.path === '/api/jobs/talents/'
      ? json({
          count: 2,
          next: null,
          previous: null,
          results: [
            talentRow(),
            talentRow({ job_seeker_id: 10, name: 'Jannatul Ferdous', contact_request: 'pending' }),
          ],
        })
      : undefined,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TalentsPage', () => {
  it('searches with the filters and shows verified skills, years and certificates', async () => {
    const { router } = renderPage(
      <TalentsPage />,
      '/hr-dashboard/talents?division=Sylhet&experience=2&verified_only=true',
    );
    const list = await screen.findByRole('list', { name: 'Talents' });
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.search))).toMatchObject({
      division: 'Sylhet',
      experience: '2',
      verified_only: 'true',
    });
    const card = within(list).getByRole('link', { name: 'Nafisa Tabassum' });
    expect(card.getAttribute('href')).toBe('/hr-dashboard/talents/9');
    expect(within(list).getAllByText('2 years of work')).toHaveLength(2);
    expect(within(list).getAllByText('1 Dokkho certificate')).toHaveLength(2);
    within(list).getByText('Contact requested');
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: 'Excel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('skill')).toBe('excel'));
  });
});
