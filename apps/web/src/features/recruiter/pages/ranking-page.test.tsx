import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, postSummary, rankedApplicant, renderPage, signIn, stubApi, type Call } from '../test-utils';
import { RankingPage } from './ranking-page';

let calls: Call[];

beforeEach(() => {
  signIn();
  calls = stubApi((call) => {
    if (call.path === '/api/jobs/ranking/58/') {
      return json({
        count: 2,
        next: null,
        previous: null,
        results: [
          rankedApplicant(1, { id: 31, match_total: 82 }),
          rankedApplicant(2, { id: 32, name: 'Rafiul Hoque', match_total: 55 }),
        ],
        job: postSummary(),
      });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PATH = '/hr-dashboard/filter-resume/:id';

describe('RankingPage', () => {
  it('ranks with the filters from the address and explains each score on demand', async () => {
    renderPage(
      <RankingPage />,
      '/hr-dashboard/filter-resume/58?min_score=40&skill=excel&verified_only=true&stage=applied',
      PATH,
    );
    await screen.findByRole('heading', { level: 1, name: 'Junior Data Analyst' });
    const query = new URLSearchParams(calls[0]?.search);
    expect(Object.fromEntries(query)).toMatchObject({
      min_score: '40',
      skill: 'excel',
      verified_only: 'true',
      stage: 'applied',
    });
    const ranking = screen.getByRole('list', { name: 'Ranking' });
    within(ranking).getByLabelText('Rank 1');
    expect(
      within(ranking).getAllByRole('meter', { name: 'Match score' })[0]?.getAttribute('aria-valuenow'),
    ).toBe('82');
    within(ranking).getByRole('list', { name: 'Verified skills of Nafisa Tabassum' });
    expect(screen.queryByText('Has 2 of the 2 skills the post asks for.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Why this score for Nafisa Tabassum' }));
    screen.getByText('Has 2 of the 2 skills the post asks for.');
    screen.getByRole('button', { name: 'Shortlist Rafiul Hoque' });
  });

  it('applies a minimum score and a skill to the address', async () => {
    const { router } = renderPage(<RankingPage />, '/hr-dashboard/filter-resume/58', PATH);
    await screen.findByRole('heading', { level: 1, name: 'Junior Data Analyst' });
    fireEvent.change(screen.getByLabelText('Minimum score'), { target: { value: '150' } });
    fireEvent.submit(screen.getByLabelText('Minimum score').closest('form')!);
    await screen.findByText('Minimum score must be 0 to 100');
    fireEvent.change(screen.getByLabelText('Minimum score'), { target: { value: '60' } });
    fireEvent.submit(screen.getByLabelText('Minimum score').closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?min_score=60'));
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: 'sql' } });
    await waitFor(() => expect(router.state.location.search).toBe('?min_score=60&skill=sql'));
  });
});

describe('RankingPage for a post that is not yours', () => {
  it('says so with the way back, and offers no pointless retry', async () => {
    // The API answers 404 alike for another recruiter's post and one that does not exist.
    stubApi((call) =>
      call.path === '/api/jobs/ranking/7/' ? json({ detail: 'Job not found.' }, 404) : undefined,
    );
    renderPage(<RankingPage />, '/hr-dashboard/filter-resume/7', PATH);
    await screen.findByRole('heading', { name: 'This job post isn’t one of yours' });
    screen.getByText('Job not found.');
    expect(screen.getByRole('link', { name: 'Go to your job posts' }).getAttribute('href')).toBe(
      '/hr-dashboard/job-details',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    screen.getByRole('heading', { level: 1, name: 'Job post' });
  });
});
