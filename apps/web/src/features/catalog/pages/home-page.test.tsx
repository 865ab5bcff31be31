import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BestGenre, CareerPathListItem, CourseListItem } from '@dokkho/contract/catalog';
import { HomePage } from './home-page';

function course(id: number, title: string, overrides: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id,
    slug: `course-${id}`,
    title,
    subtitle: 'A subtitle',
    thumbnail: `/demo/courses/course-${id}.svg`,
    genre: { id: 1, name: 'Data', slug: 'data' },
    instructor: { id: 1, name: 'Tanvir Ahmed', avatar: null },
    level: 'beginner',
    language: 'bn',
    duration_minutes: 300,
    lessons_count: 20,
    price: 250000,
    sale_price: null,
    currency: 'BDT',
    is_free: false,
    is_featured: true,
    rating_avg: 4.8,
    rating_count: 52,
    enrolled_count: 300,
    ...overrides,
  };
}

const GENRES: BestGenre[] = [
  {
    id: 1,
    name: 'Data Analytics',
    slug: 'data-analytics',
    description: '',
    course_count: 8,
    learner_count: 12400,
  },
  { id: 2, name: 'Design', slug: 'design', description: '', course_count: 1, learner_count: 300 },
];

const PATHS: CareerPathListItem[] = [
  {
    id: 1,
    course: course(50, 'Become a Data Analyst', { sale_price: 900000, price: 1200000 }),
    courses: [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      slug: `step-${id}`,
      title: `Step course ${id}`,
      thumbnail: '',
      duration_minutes: 60,
    })),
  },
];

let replies: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  replies = {
    '/api/course/featured-course': {
      status: 200,
      body: [course(1, 'Excel for jobs'), course(2, 'SQL from zero')],
    },
    '/api/course/bestgenres/': { status: 200, body: GENRES },
    '/api/course/career-path-list/': { status: 200, body: PATHS },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const reply = replies[new URL(input, 'http://localhost').pathname] ?? {
        status: 404,
        body: { detail: 'Not found.' },
      };
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  it('leads with the promise and the two ways in', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Turn your ambition into a job.');
    expect(screen.getByRole('link', { name: 'Explore courses' }).getAttribute('href')).toBe('/allcourses');
    expect(screen.getByRole('link', { name: 'See career paths' }).getAttribute('href')).toBe(
      '/allCareerPath',
    );
    expect(document.title).toBe('Dokkho: skills that get you hired');
  });

  it('shows real catalog numbers, featured courses, genres and career paths', async () => {
    renderHome();
    await screen.findByRole('link', { name: 'Excel for jobs' });
    await screen.findByText('12.7K');
    expect(screen.getByRole('link', { name: /Data Analytics/ }).getAttribute('href')).toBe(
      '/allcourses?genre=data-analytics',
    );

    const path = screen.getByRole('link', { name: 'Become a Data Analyst' });
    expect(path.getAttribute('href')).toBe('/career-paths/50');
    const card = path.closest('article') as HTMLElement;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Step course 1', '2Step course 2', '3Step course 3', '4Step course 4', '+ 2 more courses']);
    within(card).getByText('৳9,000');
  });

  it('hides the featured section when nothing is featured', async () => {
    replies['/api/course/featured-course'] = { status: 200, body: [] };
    renderHome();
    await screen.findByRole('link', { name: 'Become a Data Analyst' });
    expect(screen.queryByRole('heading', { name: 'Featured courses' })).toBeNull();
  });

  it('says when a section failed and offers a retry', async () => {
    replies['/api/course/career-path-list/'] = { status: 503, body: { detail: 'Service unavailable' } };
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the career paths.');
    expect(alert.textContent).toContain('Service unavailable');
    within(alert).getByRole('button', { name: 'Retry' });
  });
});
