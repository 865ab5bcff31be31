import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { boardPage, json, jobListItem, renderPage, stubApi, type Call } from '../test-utils';
import { JobsPage } from './jobs-page';

let reply: (call: Call) => Response;
let calls: Call[];

beforeEach(() => {
  reply = () => json(boardPage([jobListItem()], 1));
  calls = stubApi((call) => (call.path === '/api/jobs/board/' ? reply(call) : undefined));
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const boardCalls = () => calls.filter((call) => call.path === '/api/jobs/board/');
const lastQuery = () => new URLSearchParams(boardCalls().at(-1)?.search);

function renderBoard(url: string) {
  const result = renderPage(<JobsPage />, url, '/jobs');
  return { ...result, search: () => result.router.state.location.search };
}

describe('JobsPage', () => {
  it('asks the API with the filters of the address and shows the cards', async () => {
    const { search } = renderBoard('/jobs?search=excel&division=Dhaka&salary=40000&posted_within=7');
    await screen.findByRole('link', { name: 'Junior Data Analyst' });
    screen.getByRole('heading', { name: '1 open job' });
    const query = lastQuery();
    expect(query.get('search')).toBe('excel');
    expect(query.get('division')).toBe('Dhaka');
    expect(query.get('salary_min')).toBe('4000000');
    expect(query.get('posted_within')).toBe('7');
    expect(query.get('page_size')).toBe('12');
    expect(query.get('internal')).toBeNull();
    expect(document.title).toBe('Jobs: “excel” · Dokkho');
    expect(search()).toBe('?search=excel&division=Dhaka&salary=40000&posted_within=7');
    // Each filter is a chip that removes itself.
    const chips = screen.getByRole('list', { name: 'Active filters' });
    within(chips).getByRole('button', { name: '৳40,000+ a month (remove filter)' });
  });

  it('puts the search in the address after a pause in typing', async () => {
    const { search } = renderBoard('/jobs?type=contract&page=2');
    await screen.findByRole('link', { name: 'Junior Data Analyst' });
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    fireEvent.change(box, { target: { value: 'sq' } });
    fireEvent.change(box, { target: { value: 'sql' } });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(search()).toBe('?type=contract&page=2');
    act(() => {
      vi.advanceTimersByTime(150);
    });
    // One navigation for the whole word, back on page 1.
    expect(search()).toBe('?search=sql&type=contract');
    vi.useRealTimers();
    await screen.findByRole('link', { name: 'Junior Data Analyst' });
    expect(lastQuery().get('search')).toBe('sql');
  });

  it('applies a filter at once and keeps the district list to the chosen division', async () => {
    const { search } = renderBoard('/jobs?division=Dhaka&district=Gazipur');
    await screen.findByRole('link', { name: 'Junior Data Analyst' });
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(within(panel).getByRole('group', { name: 'Workplace' })).getByLabelText('Remote'));
    expect(search()).toBe('?workplace=remote&division=Dhaka&district=Gazipur');
    fireEvent.change(within(panel).getByLabelText('Division'), { target: { value: 'Sylhet' } });
    expect(search()).toBe('?workplace=remote&division=Sylhet');
    const districts = within(within(panel).getByLabelText('District')).getAllByRole('option');
    expect(districts.map((option) => option.textContent)).toEqual([
      'All of Sylhet',
      'Habiganj',
      'Moulvibazar',
      'Sunamganj',
      'Sylhet',
    ]);
  });

  it('says nothing matched and clears the filters but not the search', async () => {
    reply = () => json(boardPage([]));
    const { search } = renderBoard('/jobs?search=flutter&type=internship&workplace=remote');
    await screen.findByRole('heading', { name: 'No jobs match “flutter” with these filters' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search()).toBe('?search=flutter');
  });

  it('says what a Bangla search was rewritten to (issue 16 item 7)', async () => {
    stubApi((call) => {
      if (call.path === '/api/jobs/board/') return json(boardPage([]));
      if (call.path === '/api/search/suggestions/')
        return json({ searched_for: 'accountant', suggestions: ['accountant'] });
      return undefined;
    });
    renderBoard(`/jobs?search=${encodeURIComponent('হিসাবরক্ষক')}`);
    await screen.findByRole('heading', { name: 'No open jobs match “হিসাবরক্ষক”' });
    await screen.findByText(/We searched for “হিসাবরক্ষক” →/);
    screen.getByText('accountant');
    // One word: nothing to try one at a time.
    expect(screen.queryByText('Try one word at a time:')).toBeNull();
  });

  it('shows the API’s message when the board cannot load', async () => {
    reply = () => json({ district: ['This district is not in the chosen division'] }, 400);
    renderBoard('/jobs?division=Sylhet&district=Gazipur');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This district is not in the chosen division');
    expect(screen.getByRole('link', { name: 'Start a new search' }).getAttribute('href')).toBe('/jobs');
  });
});
