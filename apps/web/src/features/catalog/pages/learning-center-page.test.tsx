import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { HandbookDetails } from '@dokkho/contract/learning';
import { clearSession } from '../../../shared/auth/token-store';
import { json, listItem, renderPage, stubApi } from '../test-utils';
import { LearningCenterPage } from './learning-center-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const handbooks: HandbookDetails[] = [
  {
    id: 5,
    slug: 'sql-interview-cheat-sheet',
    title: 'SQL Interview Cheat Sheet',
    summary: 'The SQL questions data teams ask most often.',
    highlights: [],
    cover_url: '',
    course: null,
    downloads: 3,
  },
];

const page = (results: unknown[]) => json({ count: results.length, next: null, previous: null, results });

function stubAll(overrides: Record<string, () => Response> = {}) {
  return stubApi(({ path }) => {
    if (overrides[path]) return overrides[path]();
    if (path === '/api/course/courses/') return page([listItem({ id: 12, title: 'Excel Essentials' })]);
    if (path === '/api/course/handbooks/') return json(handbooks);
    if (path === '/api/course/career-path-list/')
      return json([
        {
          id: 1,
          course: listItem({ id: 40, title: 'Data Analyst Career Path', is_free: false, price: 900000 }),
          courses: [{ id: 12, slug: 'x', title: 'Excel Essentials', thumbnail: '', duration_minutes: 60 }],
        },
      ]);
    if (path === '/api/course/featured-course')
      return json([listItem({ id: 13, title: 'Power BI Dashboards' })]);
    return undefined;
  });
}

describe('LearningCenterPage (issue 4 item 2)', () => {
  it('gathers the free courses, handbooks, career paths and recommended courses', async () => {
    stubAll();
    renderPage(<LearningCenterPage />, '/learning-center');
    screen.getByRole('heading', { level: 1, name: 'Start learning today, for free' });
    const jumps = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(jumps.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#free-courses',
      '#handbooks',
      '#career-paths',
      '#recommended',
    ]);

    const free = within(screen.getByRole('region', { name: 'Free courses' }));
    expect((await free.findByRole('link', { name: 'Excel Essentials' })).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
    expect(free.getAllByRole('link', { name: 'All free courses' })[0]?.getAttribute('href')).toBe(
      '/allcourses?price=free',
    );
    // Only free courses, the most popular first.
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const freeQuery = urls.find((url) => url.pathname === '/api/course/courses/');
    expect(Object.fromEntries(freeQuery!.searchParams)).toMatchObject({ price: 'free', sort: 'popular' });

    const books = within(screen.getByRole('region', { name: 'Free handbooks' }));
    expect((await books.findByRole('link', { name: 'SQL Interview Cheat Sheet' })).getAttribute('href')).toBe(
      '/handbook/5',
    );
    books.getByText('3 downloads');

    const paths = within(screen.getByRole('region', { name: 'Career paths' }));
    await paths.findByRole('link', { name: 'Data Analyst Career Path' });
    const featured = within(screen.getByRole('region', { name: 'Featured courses' }));
    await featured.findByRole('link', { name: 'Power BI Dashboards' });
  });

  it('lets each section fail and recover on its own, and says when there is nothing yet', async () => {
    let handbooksAnswer = () => json({ detail: 'Bad gateway.' }, 502);
    stubAll({
      '/api/course/handbooks/': () => handbooksAnswer(),
      '/api/course/courses/': () => page([]),
    });
    renderPage(<LearningCenterPage />, '/learning-center');
    const books = within(screen.getByRole('region', { name: 'Free handbooks' }));
    expect((await books.findByRole('alert')).textContent).toContain('We couldn’t load the handbooks.');
    // The other sections are not held up by it.
    const free = within(screen.getByRole('region', { name: 'Free courses' }));
    expect((await free.findByRole('status')).textContent).toContain('No free courses right now');

    handbooksAnswer = () => json([]);
    fireEvent.click(books.getByRole('button', { name: 'Retry' }));
    expect((await books.findByRole('status')).textContent).toContain('New handbooks are on their way');
  });
});
