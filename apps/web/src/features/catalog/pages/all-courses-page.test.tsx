import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { BestGenre, CourseListItem, CourseListResponse } from '@dokkho/contract/catalog';
import { AllCoursesPage } from './all-courses-page';

function course(id: number, title: string): CourseListItem {
  return {
    id,
    slug: `course-${id}`,
    title,
    subtitle: '',
    thumbnail: `/demo/courses/course-${id}.svg`,
    genre: { id: 1, name: 'App Development', slug: 'app-development' },
    instructor: { id: 1, name: 'Sadia Rahman', avatar: null },
    level: 'beginner',
    language: 'bn',
    duration_minutes: 600,
    lessons_count: 40,
    price: 350000,
    sale_price: null,
    currency: 'BDT',
    is_free: false,
    is_featured: false,
    rating_avg: 4.5,
    rating_count: 10,
    enrolled_count: 100,
  };
}

const GENRES: BestGenre[] = [
  {
    id: 1,
    name: 'App Development',
    slug: 'app-development',
    description: '',
    course_count: 5,
    learner_count: 900,
  },
  { id: 2, name: 'Design', slug: 'design', description: '', course_count: 3, learner_count: 400 },
];

type Reply = { status: number; body: unknown };
/** What `GET search/suggestions/` says the vocabulary makes of a search (issue 16 item 7). */
const SEARCHED_FOR: Record<string, string> = { 'ফিভার মার্কেটিং': 'fiverr marketing' };
let coursesReply: (url: URL) => Reply;
const requested: URL[] = [];

function json({ status, body }: Reply): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      requested.push(url);
      if (url.pathname === '/api/course/bestgenres/')
        return Promise.resolve(json({ status: 200, body: GENRES }));
      if (url.pathname === '/api/course/courses/') return Promise.resolve(json(coursesReply(url)));
      const searchedFor = SEARCHED_FOR[url.searchParams.get('search') ?? ''];
      if (url.pathname === '/api/search/suggestions/' && searchedFor)
        return Promise.resolve(json({ status: 200, body: { searched_for: searchedFor, suggestions: [] } }));
      return Promise.resolve(json({ status: 404, body: { detail: 'Not found.' } }));
    }),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function page(results: CourseListItem[], count = results.length): Reply {
  const body: CourseListResponse = { count, next: null, previous: null, results };
  return { status: 200, body };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/allcourses" element={<AllCoursesPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('AllCoursesPage', () => {
  it('shows the results for the search in the URL', async () => {
    coursesReply = () => page([course(1, 'Flutter for beginners'), course(2, 'Advanced Flutter')], 14);
    renderAt('/allcourses?search=flutter');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “flutter”');
    await screen.findByRole('link', { name: 'Flutter for beginners' });
    screen.getByRole('heading', { name: '14 courses for “flutter”' });
    expect(document.title).toBe('Results for “flutter” · Dokkho');

    const call = requested.find((url) => url.pathname === '/api/course/courses/');
    expect(call?.searchParams.get('search')).toBe('flutter');
    expect(call?.searchParams.get('page_size')).toBe('12');
    // 14 results over pages of 12: two pages.
    screen.getByRole('navigation', { name: 'Pagination' });
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/allcourses?search=flutter&page=2',
    );
  });

  it('clears the search by removing it from the URL', async () => {
    coursesReply = () => page([course(1, 'Flutter for beginners')]);
    renderAt('/allcourses?search=flutter&level=beginner&page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/allcourses?level=beginner'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All courses');
  });

  it('goes back to page 1 when a filter changes', async () => {
    coursesReply = () => page([course(1, 'Flutter for beginners')], 40);
    renderAt('/allcourses?level=beginner&page=3');
    await screen.findByRole('link', { name: 'Flutter for beginners' });
    screen.getByRole('heading', { name: '25–25 of 40 courses' });
    const price = screen.getByRole('group', { name: 'Price' });
    fireEvent.click(within(price).getByRole('radio', { name: 'Free' }));
    await waitFor(() => expect(location()).toBe('/allcourses?level=beginner&price=free'));
  });

  it('filters by the language a course is taught in, through the URL and the API', async () => {
    const asked: (string | null)[] = [];
    coursesReply = (url) => {
      asked.push(url.searchParams.get('language'));
      return page([course(1, 'Excel basics')]);
    };
    renderAt('/allcourses');
    await screen.findByRole('link', { name: 'Excel basics' });
    const language = screen.getByRole('group', { name: 'Taught in' });
    within(language).getByRole('radio', { name: 'Any language' });
    fireEvent.click(within(language).getByRole('radio', { name: 'In Bangla' }));
    await waitFor(() => expect(location()).toBe('/allcourses?language=bn'));
    await waitFor(() => expect(asked).toContain('bn'));
    screen.getByRole('button', { name: 'In Bangla (remove filter)' });
  });

  it('names the genre from the genres list', async () => {
    coursesReply = () => page([course(1, 'Figma basics')]);
    renderAt('/allcourses?genre=design');
    await screen.findByRole('heading', { level: 1, name: 'Design courses' });
    screen.getByRole('button', { name: 'Design (remove filter)' });
  });

  it('shows what was searched and ways forward when nothing matches', async () => {
    coursesReply = () => page([]);
    renderAt('/allcourses?search=quantum%20basket%20weaving');
    await screen.findByRole('heading', { name: 'No courses match “quantum basket weaving”' });
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/allcourses');
    expect(screen.getByRole('link', { name: 'Design' }).getAttribute('href')).toBe(
      '/allcourses?genre=design',
    );
  });

  it('says what a Bangla search was rewritten to and offers its English words one at a time', async () => {
    coursesReply = () => page([]);
    renderAt('/allcourses?search=ফিভার%20মার্কেটিং&level=beginner');
    await screen.findByRole('heading', { name: 'No courses match “ফিভার মার্কেটিং”' });
    await screen.findByText(/We searched for “ফিভার মার্কেটিং” →/);
    screen.getByText('fiverr marketing');
    expect(screen.getByRole('link', { name: 'marketing' }).getAttribute('href')).toBe(
      '/allcourses?search=marketing&level=beginner',
    );
    expect(screen.getByRole('link', { name: 'fiverr' }).getAttribute('href')).toBe(
      '/allcourses?search=fiverr&level=beginner',
    );
  });

  it('offers to clear the filters when they leave nothing', async () => {
    coursesReply = () => page([]);
    renderAt('/allcourses?search=flutter&price=free');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/allcourses?search=flutter'));
  });

  it('explains a bad link (400) and offers a reset', async () => {
    coursesReply = () => ({
      status: 400,
      body: { level: ['Level must be beginner, intermediate, advanced or all-levels'] },
    });
    renderAt('/allcourses?level=expert');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Level must be beginner, intermediate, advanced or all-levels');
    expect(within(alert).getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe(
      '/allcourses',
    );
  });

  it('sends a page past the end back to the first page (404)', async () => {
    coursesReply = () => ({
      status: 404,
      body: { detail: 'That page does not exist. Go back to the first page.' },
    });
    renderAt('/allcourses?search=excel&page=9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That page does not exist.');
    expect(within(alert).getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe(
      '/allcourses?search=excel',
    );
  });

  it('says what failed and retries on request', async () => {
    let calls = 0;
    coursesReply = () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { detail: 'The catalog is being updated, try again in a minute' } }
        : page([course(1, 'Flutter for beginners')]);
    };
    renderAt('/allcourses');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The catalog is being updated, try again in a minute');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Flutter for beginners' });
  });

  it('opens the filters sheet with the active filter count', async () => {
    coursesReply = () => page([course(1, 'Flutter for beginners')], 1);
    renderAt('/allcourses?level=beginner&price=free');
    await screen.findByRole('link', { name: 'Flutter for beginners' });
    fireEvent.click(screen.getByRole('button', { name: /Filters\s*2 active/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    within(sheet).getByRole('button', { name: 'Show 1 course' });
  });
});
